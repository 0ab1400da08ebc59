// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { NexusClient, NexusRealtime } from '@/lib/supabase'
import { PRESENCE_TOPIC, UserChannelHub } from './user-channel'

type Status = (status: string, error?: Error) => void

/** A Realtime channel that records its status callback and what it tracked. */
class FakeChannel {
  status: Status | null = null
  readonly tracked: unknown[] = []
  constructor(readonly topic: string) {}
  on() {
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
  presenceState() {
    return {}
  }
}

/** The clients the hub uses: Realtime (channels, `setAuth`) and the database (the profile read of `show_online_status`). */
function fakeServices() {
  const channels: FakeChannel[] = []
  const reads: string[] = []
  const realtime = {
    setAuth: () => Promise.resolve(),
    channel: (topic: string) => {
      const channel = new FakeChannel(topic)
      channels.push(channel)
      return channel
    },
    removeChannel: () => Promise.resolve('ok'),
  }
  const database = {
    from: (table: string) => ({
      select: () => ({
        eq: () => ({
          maybeSingle: () => {
            reads.push(table)
            return Promise.resolve({ data: { show_online_status: true }, error: null })
          },
        }),
      }),
    }),
  }
  const hub = new UserChannelHub(
    () => Promise.resolve(realtime as unknown as NexusRealtime),
    () => Promise.resolve(database as unknown as NexusClient),
  )
  const presence = async () => {
    await vi.waitFor(() => expect(channels.map((c) => c.topic)).toContain(PRESENCE_TOPIC))
    return channels.find((c) => c.topic === PRESENCE_TOPIC)!
  }
  return { hub, reads, presence }
}

describe('UserChannelHub presence', () => {
  it('tracks the member once Presence is joined while the page follows the hub', async () => {
    const { hub, reads, presence } = fakeServices()
    const stop = hub.subscribe('ada', {})
    const channel = await presence()
    channel.status!('SUBSCRIBED')
    await vi.waitFor(() => expect(channel.tracked).toEqual([{ user_id: 'ada' }]))
    expect(reads).toEqual(['profiles'])
    stop()
  })

  it('reads nothing for a join that lands after the page stopped following (signed out), and tracks when it follows again', async () => {
    const { hub, reads, presence } = fakeServices()
    const stop = hub.subscribe('ada', {})
    const channel = await presence()
    stop()
    channel.status!('SUBSCRIBED')
    await Promise.resolve()
    expect(reads).toEqual([])
    expect(channel.tracked).toEqual([])

    const again = hub.subscribe('ada', {})
    await vi.waitFor(() => expect(channel.tracked).toEqual([{ user_id: 'ada' }]))
    expect(reads).toEqual(['profiles'])
    again()
  })
})
