import { createMemoryRouter } from 'react-router'
import { routerReady } from './router-ready'

describe('routerReady', () => {
  it('waits for the lazy module of the first URL, then resolves', async () => {
    let release: () => void = () => {}
    const loaded = new Promise<void>((resolve) => (release = resolve))
    const router = createMemoryRouter([{ path: '/', lazy: async () => (await loaded, { Component: () => null }) }], {
      initialEntries: ['/'],
    })
    let ready = false
    const waiting = routerReady(router).then(() => (ready = true))
    await new Promise((r) => setTimeout(r, 10))
    expect(ready).toBe(false)
    release()
    await waiting
    expect(router.state.initialized).toBe(true)
  })

  it('resolves at once for a router whose routes are not lazy', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }])
    await expect(routerReady(router)).resolves.toBeUndefined()
  })
})
