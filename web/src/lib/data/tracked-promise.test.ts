import { trackPromise } from './tracked-promise'

describe('trackPromise', () => {
  it("carries the answer in React's fields once it has settled", async () => {
    const tracked = trackPromise(Promise.resolve('the page'))
    expect(tracked.status).toBe('pending')
    await expect(tracked).resolves.toBe('the page')
    expect(tracked).toMatchObject({ status: 'fulfilled', value: 'the page' })
  })

  // Vitest fails the run on an unhandled rejection, reported against the test that was running.
  it('carries a failure as rejected, with its reason, and adds no unhandled rejection', async () => {
    const failure = new Error('The chunk could not be loaded')
    const tracked = trackPromise(Promise.reject(failure))
    await expect(tracked).rejects.toBe(failure)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(tracked).toMatchObject({ status: 'rejected', reason: failure })
  })
})
