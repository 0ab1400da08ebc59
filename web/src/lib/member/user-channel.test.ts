// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NexusClient, NexusRealtime } from '@/lib/supabase'
import { PRESENCE_TOPIC, UserChannelHub } from './user-channel'

type Status = (status: string, error?: Error) => void

/** A Realtime channel that records its status callback, its Presence handler and what it tracked. */
class FakeChannel {
  status: Status | null = null
  sync: (() => void) | null = null
  readonly tracked: unknown[] = []
  constructor(
    readonly topic: string,
    readonly options: { config: { presence?: { key: string } } },
  ) {}
  readonly broadcasts = new Map<string, (message: { payload: unknown }) => void>()
  on(type: string, filter: { event?: string }, callback: (message: { payload: unknown }) => void) {
    if (type === 'presence') this.sync = () => callback({ payload: undefined })
    if (type === 'broadcast' && filter.event) this.broadcasts.set(filter.event, callback)
    return this
  }
  subscribe(callback: Status) {
    this.status = callback
    return this
  }
  track(payload: unknown) {
    this.tracked.push(payload)
    return Promise.resolve('ok')
  }
}

/** The services the hub uses: Realtime, the database (`online_friends()`), and the heartbeats. */
function fakeServices() {
  const channels: FakeChannel[] = []
  const realtime = {
    setAuth: () => Promise.resolve(),
    channel: (topic: string, options: FakeChannel['options']) => {
      const channel = new FakeChannel(topic, options)
      channels.push(channel)
      return channel
    },
    removeChannel: () => Promise.resolve('ok'),
  }
  let online: string[] = []
  const rpc = vi.fn(async (name: string) => {
    expect(name).toBe('online_friends')
    return { data: online, error: null }
  })
  const beats: { topic: string; onBeat: () => void }[] = []
  const hub = new UserChannelHub(
    () => Promise.resolve(realtime as unknown as NexusRealtime),
    () => Promise.resolve({ rpc } as unknown as NexusClient),
    {
      hold: (topic: string, onBeat?: () => void) => {
        beats.push({ topic, onBeat: onBeat ?? (() => {}) })
        return () => {}
      },
    },
  )
  const presence = async () => {
    await vi.waitFor(() => expect(channels.map((c) => c.topic)).toContain(PRESENCE_TOPIC))
    return channels.find((c) => c.topic === PRESENCE_TOPIC)!
  }
  return { hub, rpc, beats, presence, channels, setOnline: (ids: string[]) => (online = ids) }
}

describe('UserChannelHub presence', () => {
  it("beats on presence:members, tracks an empty payload under a random key once a heartbeat is in, and reports the server's online friends", async () => {
    const { hub, rpc, beats, presence, setOnline } = fakeServices()
    const onPresence = vi.fn()
    const stop = hub.subscribe('ada', { onPresence })
    const channel = await presence()
    expect(channel.options.config.presence?.key).not.toBe('ada')
    expect(beats.map((b) => b.topic)).toEqual([PRESENCE_TOPIC])
    channel.status!('SUBSCRIBED')
    expect(channel.tracked).toEqual([])

    setOnline(['bo'])
    beats[0]!.onBeat()
    expect(channel.tracked).toEqual([{}])
    await vi.waitFor(() => expect(onPresence).toHaveBeenLastCalledWith(new Set(['bo'])))

    // A Presence change is only a signal: the server is asked again.
    setOnline([])
    channel.sync!()
    await vi.waitFor(() => expect(onPresence).toHaveBeenLastCalledWith(new Set()))
    expect(rpc).toHaveBeenCalledTimes(2)
    stop()
  })
})

describe('UserChannelHub offline', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('reads who is online on no signal while the browser is offline (the request would fail), and again on the heartbeat once it is back', async () => {
    let onLine = true
    vi.stubGlobal('navigator', {
      get onLine() {
        return onLine
      },
    })
    const { hub, rpc, beats, presence, setOnline } = fakeServices()
    const onPresence = vi.fn()
    const stop = hub.subscribe('ada', { onPresence })
    const channel = await presence()
    onLine = false
    vi.useFakeTimers()
    channel.sync!()
    beats[0]!.onBeat()
    // Past the signal's debounce: still no read.
    await vi.advanceTimersByTimeAsync(1000)
    vi.useRealTimers()
    expect(rpc).not.toHaveBeenCalled()

    onLine = true
    setOnline(['bo'])
    beats[0]!.onBeat()
    await vi.waitFor(() => expect(onPresence).toHaveBeenLastCalledWith(new Set(['bo'])))
    expect(rpc).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('UserChannelHub broadcasts', () => {
  it("passes on moderation's message_moderated and message_deleted from the member's own topic", async () => {
    const { hub, channels } = fakeServices()
    const onBroadcast = vi.fn()
    const stop = hub.subscribe('ada', { onBroadcast })
    await vi.waitFor(() => expect(channels.map((c) => c.topic)).toContain('user:ada'))
    const own = channels.find((c) => c.topic === 'user:ada')!
    own.broadcasts.get('message_moderated')!({ payload: { id: 'm1', moderation_state: 'hidden' } })
    own.broadcasts.get('message_deleted')!({ payload: { id: 'm2' } })
    expect(onBroadcast.mock.calls).toEqual([
      ['message_moderated', { id: 'm1', moderation_state: 'hidden' }],
      ['message_deleted', { id: 'm2' }],
    ])
    stop()
  })
})
