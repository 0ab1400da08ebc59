import type { FunctionResult } from '@/lib/edge-functions'
import { defaultIceServers, fetchIceServers } from './ice-servers'

const answer = (result: FunctionResult<unknown>) => vi.fn(async () => result)
const turn = {
  iceServers: [{ urls: ['turn:turn.example.org:3478'], username: '1764400000:u1', credential: 'c2VjcmV0' }],
  ttl: 3600,
}

describe('defaultIceServers', () => {
  it('is one server with every STUN URL of the list, or none', () => {
    expect(defaultIceServers(' stun:a.example.org:3478 ,stun:b.example.org ')).toEqual([
      { urls: ['stun:a.example.org:3478', 'stun:b.example.org'] },
    ])
    expect(defaultIceServers(undefined)).toEqual([])
    expect(defaultIceServers(' ')).toEqual([])
  })
})

describe('fetchIceServers', () => {
  it('uses the TURN credentials of turn-credentials, then the STUN list', async () => {
    const invoke = answer({ data: turn, error: null, status: 200 })
    expect(await fetchIceServers(invoke, 'stun:a.example.org')).toEqual([
      ...turn.iceServers,
      { urls: ['stun:a.example.org'] },
    ])
    expect(invoke).toHaveBeenCalledWith('turn-credentials')
  })

  it('uses the STUN list only, quietly, when the project has no TURN server (an empty list)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const none = answer({ data: { iceServers: [], ttl: 3600 }, error: null, status: 200 })
    expect(await fetchIceServers(none, 'stun:a.example.org')).toEqual([{ urls: ['stun:a.example.org'] }])
    expect(await fetchIceServers(none, undefined)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it.each([
    ['the function is not deployed', { data: null, error: 'Not found', status: 404 }],
    ['the network fails', { data: null, error: 'Could not reach the server. Please try again.', status: null }],
    ['the function fails', { data: null, error: 'boom', status: 500 }],
    ['the answer is malformed', { data: { iceServers: 'turn:x' }, error: null, status: 200 }],
  ] as const)('falls back to STUN with a warning when %s', async (_label, result) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await fetchIceServers(answer(result), 'stun:a.example.org')).toEqual([{ urls: ['stun:a.example.org'] }])
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
