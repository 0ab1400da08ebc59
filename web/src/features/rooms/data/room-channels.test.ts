// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { NexusRealtime } from '@/lib/supabase'
import { RoomChannelHub } from './room-channels'

type Status = (status: string) => void

/** A Realtime channel that records its handlers, its status callback and what it tracked. */
class FakeChannel {
  status: Status | null = null
  sync: (() => void) | null = null
  readonly tracked: unknown[] = []
  constructor(
    readonly topic: string,
    readonly options: { config: { presence: { key: string } } },
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

function fakeHub() {
  const channels: FakeChannel[] = []
  const realtime = {
    setAuth: () => Promise.resolve(),
    channel: (topic: string, options: FakeChannel['options']) => {
      const channel = new FakeChannel(topic, options)
      channels.push(channel)
      return channel
    },
    removeChannel: vi.fn(() => Promise.resolve('ok')),
  }
  const beats: { topic: string; onBeat: () => void; released: boolean }[] = []
  const heartbeat = {
    hold: (topic: string, onBeat?: () => void) => {
      const held = { topic, onBeat: onBeat ?? (() => {}), released: false }
      beats.push(held)
      return () => void (held.released = true)
    },
  }
  const hub = new RoomChannelHub(() => Promise.resolve(realtime as unknown as NexusRealtime), heartbeat)
  return { hub, channels, beats, realtime }
}

describe('RoomChannelHub presence', () => {
  it('beats in the room, tracks an empty payload under a random key once a heartbeat is in, and signals every change', async () => {
    const { hub, channels, beats } = fakeHub()
    const onPresence = vi.fn()
    const stop = hub.subscribe('lounge', { userId: 'u-ada', name: 'Ada', anonymous: false }, { onPresence })
    await vi.waitFor(() => expect(channels).toHaveLength(1))
    const channel = channels[0]!
    expect(channel.topic).toBe('room:lounge')
    expect(channel.options.config.presence.key).not.toBe('u-ada')
    expect(beats.map((b) => b.topic)).toEqual(['room:lounge'])

    channel.status!('SUBSCRIBED')
    expect(channel.tracked).toEqual([])
    beats[0]!.onBeat()
    expect(channel.tracked).toEqual([{}])
    expect(onPresence).toHaveBeenCalledTimes(1)
    beats[0]!.onBeat()
    expect(channel.tracked).toEqual([{}])

    channel.sync!()
    expect(onPresence).toHaveBeenCalledTimes(3)
    stop()
    await vi.waitFor(() => expect(beats[0]!.released).toBe(true), { timeout: 4000 })
  })

  it('end (the session ended): closes every room at once, releases its heartbeat, and tells its subscribers nothing more', async () => {
    const { hub, channels, beats, realtime } = fakeHub()
    const onPresence = vi.fn()
    const stop = hub.subscribe('lounge', { userId: 'u-ada', name: 'Ada', anonymous: false }, { onPresence })
    await vi.waitFor(() => expect(channels).toHaveLength(1))
    const channel = channels[0]!
    channel.status!('SUBSCRIBED')

    hub.end()
    expect(beats[0]!.released).toBe(true)
    await vi.waitFor(() => expect(realtime.removeChannel).toHaveBeenCalledWith(channel))
    channel.sync!()
    beats[0]!.onBeat()
    expect(onPresence).not.toHaveBeenCalled()
    stop()
    expect(realtime.removeChannel).toHaveBeenCalledTimes(1)
  })
})

describe('RoomChannelHub broadcasts', () => {
  it('passes on post_created, post_deleted and post_moderated to every subscriber of the room', async () => {
    const { hub, channels } = fakeHub()
    const feed = vi.fn()
    const other = vi.fn()
    const identity = { userId: 'u-ada', name: 'Ada', anonymous: false }
    const stopFeed = hub.subscribe('lounge', identity, { onBroadcast: feed })
    const stopOther = hub.subscribe('lounge', identity, { onBroadcast: other })
    await vi.waitFor(() => expect(channels).toHaveLength(1))
    const moderated = { id: 'p1', room_slug: 'lounge', parent_id: null, moderation_state: 'hidden_pending' }
    channels[0]!.broadcasts.get('post_moderated')!({ payload: moderated })
    expect([...channels[0]!.broadcasts.keys()]).toEqual(['post_created', 'post_deleted', 'post_moderated'])
    expect(feed).toHaveBeenCalledWith({ event: 'post_moderated', payload: moderated })
    expect(other).toHaveBeenCalledWith({ event: 'post_moderated', payload: moderated })
    stopFeed()
    stopOther()
  })
})
