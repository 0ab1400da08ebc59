// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HEARTBEAT_MS, HEARTBEAT_RETRY_MS, PresenceHeartbeat, type HeartbeatClient } from './presence-heartbeat'

function fakeClient(fail = false) {
  const calls: [string, string][] = []
  const rpc = vi.fn(async (name: string, args: { p_topic: string }) => {
    calls.push([name, args.p_topic])
    return {
      data: null,
      error: fail && name === 'presence_heartbeat' ? { message: 'You cannot be present there.' } : null,
    }
  })
  return { client: { rpc } as unknown as HeartbeatClient, calls }
}

describe('PresenceHeartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('beats at once and every 25 s while held (once per topic), tells its holders, and leaves when the last lets go', async () => {
    const { client, calls } = fakeClient()
    const heartbeat = new PresenceHeartbeat(async () => client)
    const onBeat = vi.fn()
    const first = heartbeat.hold('room:lounge', onBeat)
    const second = heartbeat.hold('room:lounge')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual([['presence_heartbeat', 'room:lounge']])
    expect(onBeat).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS)
    expect(calls).toHaveLength(2)
    expect(onBeat).toHaveBeenCalledTimes(2)
    first()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.filter(([name]) => name === 'presence_leave')).toEqual([])
    second()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2)
    expect(calls).toEqual([
      ['presence_heartbeat', 'room:lounge'],
      ['presence_heartbeat', 'room:lounge'],
      ['presence_leave', 'room:lounge'],
    ])
  })

  it('tries a refused heartbeat again soon, without telling its holders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, calls } = fakeClient(true)
    const heartbeat = new PresenceHeartbeat(async () => client)
    const onBeat = vi.fn()
    const stop = heartbeat.hold('room:lounge', onBeat)
    await vi.advanceTimersByTimeAsync(HEARTBEAT_RETRY_MS)
    expect(calls).toHaveLength(2)
    expect(onBeat).not.toHaveBeenCalled()
    stop()
  })

  it('leaveAll: stops every heartbeat at once, leaves each held topic, and the holders letting go calls nothing more', async () => {
    const { client, calls } = fakeClient()
    const heartbeat = new PresenceHeartbeat(async () => client)
    const room = heartbeat.hold('room:lounge')
    const members = heartbeat.hold('presence:members')
    await vi.advanceTimersByTimeAsync(0)
    await heartbeat.leaveAll()
    expect(calls.slice(2).sort()).toEqual([
      ['presence_leave', 'presence:members'],
      ['presence_leave', 'room:lounge'],
    ])
    room()
    members()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3)
    expect(calls).toHaveLength(4)
  })

  it('drop: stops every heartbeat with no request, even one whose client was still loading', async () => {
    const { client, calls } = fakeClient()
    let release: () => void = () => {}
    const loaded = new Promise<void>((resolve) => (release = resolve))
    const heartbeat = new PresenceHeartbeat(async () => {
      await loaded
      return client
    })
    const stop = heartbeat.hold('room:lounge')
    heartbeat.drop()
    release()
    stop()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3)
    expect(calls).toEqual([])
  })

  describe('offline', () => {
    let page: EventTarget
    let onLine: boolean
    beforeEach(() => {
      page = new EventTarget()
      onLine = true
      vi.stubGlobal('window', page)
      vi.stubGlobal('navigator', {
        get onLine() {
          return onLine
        },
      })
    })
    afterEach(() => {
      vi.unstubAllGlobals()
    })

    it('sends nothing while the browser is offline, then beats at once and tells its holders when it is back', async () => {
      const { client, calls } = fakeClient()
      const heartbeat = new PresenceHeartbeat(async () => client)
      const onBeat = vi.fn()
      const stop = heartbeat.hold('room:lounge', onBeat)
      await vi.advanceTimersByTimeAsync(0)
      expect(calls).toHaveLength(1)

      onLine = false
      page.dispatchEvent(new Event('offline'))
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 4)
      expect(calls).toHaveLength(1)
      expect(onBeat).toHaveBeenCalledTimes(1)

      onLine = true
      page.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
      expect(calls).toEqual([
        ['presence_heartbeat', 'room:lounge'],
        ['presence_heartbeat', 'room:lounge'],
      ])
      expect(onBeat).toHaveBeenCalledTimes(2)
      // Back to one heartbeat every 25 s (the one before going offline is not also pending).
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS)
      expect(calls).toHaveLength(3)
      stop()
    })

    it('holding a topic while offline beats only once the browser is online; letting go offline sends no leave', async () => {
      onLine = false
      const { client, calls } = fakeClient()
      const heartbeat = new PresenceHeartbeat(async () => client)
      const first = heartbeat.hold('room:lounge')
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2)
      expect(calls).toEqual([])
      onLine = true
      page.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
      expect(calls).toEqual([['presence_heartbeat', 'room:lounge']])

      onLine = false
      first()
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2)
      expect(calls).toEqual([['presence_heartbeat', 'room:lounge']])
    })
  })
})
