// @vitest-environment node
import { NETWORK_MESSAGE } from '@/lib/network-failure'
import { sourceErrorFrom } from './source-errors'

describe('sourceErrorFrom', () => {
  it("sorts the server's refusals and keeps their messages", () => {
    const tooFast = "You're posting too fast. You can post again in 12 seconds."
    expect(sourceErrorFrom({ code: 'PT429', message: tooFast }, 429)).toMatchObject({
      kind: 'rate-limited',
      message: tooFast,
    })
    expect(sourceErrorFrom({ code: '23514', message: 'Keep this a safe place.' }, 400)).toMatchObject({
      kind: 'refused',
      message: 'Keep this a safe place.',
    })
    expect(sourceErrorFrom({ code: '42501', message: 'permission denied for table posts' }, 403)).toMatchObject({
      kind: 'failed',
      message: 'permission denied for table posts',
    })
    expect(sourceErrorFrom({ code: '', message: 'TypeError: Failed to fetch' }, 0)).toMatchObject({
      kind: 'failed',
      message: NETWORK_MESSAGE,
    })
  })

  it('gives the network message to an error without a message', () => {
    expect(sourceErrorFrom({ code: 'XX000', message: '' }, 500)).toMatchObject({
      kind: 'failed',
      message: NETWORK_MESSAGE,
    })
  })
})
