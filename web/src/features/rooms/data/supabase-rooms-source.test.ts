// @vitest-environment node
import { vi } from 'vitest'
import type { UserChannelListener } from '@/lib/member/user-channel'
import { readMemberSession } from '@/lib/auth/member-session'
import { openRoomEarly } from './early-room-opening'
import type { RoomChannelListener } from './room-channels'
import { createSupabaseRoomsSource } from './supabase-rooms-source'

const member = { id: '5eed0000-0000-4000-8000-000000000001', name: 'Tara' }

function sourceWithHubs() {
  const rooms: { slug: string; listener: RoomChannelListener; stop: ReturnType<typeof vi.fn> }[] = []
  const users: { userId: string; listener: UserChannelListener; stop: ReturnType<typeof vi.fn> }[] = []
  const hub = {
    subscribe: vi.fn((slug: string, _identity: unknown, listener: RoomChannelListener) => {
      const stop = vi.fn()
      rooms.push({ slug, listener, stop })
      return stop
    }),
  }
  const userHub = {
    subscribe: vi.fn((userId: string, listener: UserChannelListener) => {
      const stop = vi.fn()
      users.push({ userId, listener, stop })
      return stop
    }),
  }
  const source = createSupabaseRoomsSource({ member, loadClient: async () => null, hub, userHub })
  return { source, rooms, users }
}

describe('createSupabaseRoomsSource: following a room live', () => {
  it("in the anonymous room, makes the member's own posts from their other pages theirs, from their own topic", () => {
    const { source, rooms, users } = sourceWithHubs()
    const onEvent = vi.fn()
    const onConnected = vi.fn()
    const stop = source.subscribe('anonymous-confessions', { onEvent, onConnected })
    expect(users).toHaveLength(1)
    const [own] = users
    expect(own!.userId).toBe(member.id)

    own!.listener.onBroadcast?.('own_post_created', { id: 'p1', room_slug: 'anonymous-confessions' })
    own!.listener.onBroadcast?.('own_post_created', { id: 'p2', room_slug: 'another-anonymous-room' })
    own!.listener.onBroadcast?.('message_created', { id: 'm1' })
    expect(onEvent.mock.calls).toEqual([[{ type: 'mine', id: 'p1' }]])

    // The room's post_created still arrives as before (no author: not known as the member's).
    rooms[0]!.listener.onBroadcast?.({
      event: 'post_created',
      payload: {
        id: 'p1',
        room_slug: 'anonymous-confessions',
        parent_id: null,
        body: 'From my phone',
        created_at: '2026-01-01T10:00:00.000Z',
        author_id: null,
        author_name: 'Anonymous',
      },
    })
    expect(onEvent).toHaveBeenLastCalledWith({
      type: 'insert',
      row: expect.objectContaining({ id: 'p1', mine: false }),
    })

    // Its first connection is the room's business; coming back after a loss asks to catch up.
    own!.listener.onConnected?.()
    expect(onConnected).not.toHaveBeenCalled()
    own!.listener.onConnected?.()
    expect(onConnected).toHaveBeenCalledTimes(1)

    stop()
    expect(rooms[0]!.stop).toHaveBeenCalled()
    expect(own!.stop).toHaveBeenCalled()
  })

  it("does not follow the member's own topic in an open room (post_created names the author there)", () => {
    const { source, rooms, users } = sourceWithHubs()
    const stop = source.subscribe('lounge', { onEvent: vi.fn() })
    expect(rooms).toHaveLength(1)
    expect(users).toHaveLength(0)
    stop()
    expect(rooms[0]!.stop).toHaveBeenCalled()
  })
})

describe('createSupabaseRoomsSource: opening a room', () => {
  /** A database client that records the RPCs called and answers join_room and room_feed. */
  function recordingClient() {
    const calls: string[] = []
    let feedReads = 0
    const client = {
      rpc: vi.fn(async (fn: string) => {
        calls.push(fn)
        if (fn === 'join_room') return { data: false, error: null, status: 200 }
        feedReads += 1
        const row = {
          id: `post-${feedReads}`,
          room_slug: 'lounge',
          parent_id: null,
          body: `Read ${feedReads}`,
          created_at: '2026-01-01T10:00:00.000Z',
          author_id: member.id,
          author_name: member.name,
        }
        return { data: [row], error: null, status: 200 }
      }),
    }
    const source = createSupabaseRoomsSource({ member, loadClient: async () => client as never })
    return { source, calls }
  }

  it('asks for the newest page as soon as the room is joined; the first read gets that answer, later ones read again', async () => {
    const { source, calls } = recordingClient()
    expect(await source.openRoom('lounge')).toEqual({ status: 'granted' })
    await vi.waitFor(() => expect(calls).toEqual(['join_room', 'room_feed']))

    const first = await source.listFeed('lounge')
    expect(first.rows.map((row) => row.body)).toEqual(['Read 1'])
    expect(calls).toEqual(['join_room', 'room_feed'])

    const again = await source.listFeed('lounge')
    expect(again.rows.map((row) => row.body)).toEqual(['Read 2'])
    expect(calls).toEqual(['join_room', 'room_feed', 'room_feed'])
  })

  it('takes the opening the app started as it loaded: no second join, and its page is the first read', async () => {
    const started = recordingClient()
    const session = { access_token: 'e30.e30.sig', user: { id: member.id, factors: [] } }
    const startClient = {
      auth: { getSession: async () => ({ data: { session } }) },
      rpc: async (fn: string) => {
        if (fn === 'join_room') return { data: true, error: null, status: 200 }
        const row = {
          id: 'early-post',
          room_slug: 'anonymous-confessions',
          parent_id: null,
          body: 'Read at start',
          created_at: '2026-01-01T10:00:00.000Z',
          author_id: null,
          author_name: 'Anonymous',
        }
        return { data: [row], error: null, status: 200 }
      },
    }
    await openRoomEarly(
      '/rooms/anonymous',
      readMemberSession(async () => startClient as never),
    )

    expect(await started.source.openRoom('anonymous-confessions')).toEqual({ status: 'granted' })
    const first = await started.source.listFeed('anonymous-confessions')
    expect(first.rows.map((row) => row.body)).toEqual(['Read at start'])
    expect(started.calls).toEqual([])

    // Opening it again (a retry, the next visit) asks the database.
    await started.source.openRoom('anonymous-confessions')
    await vi.waitFor(() => expect(started.calls).toEqual(['join_room', 'room_feed']))
  })

  it('reads an older page from the database even while the newest one is kept', async () => {
    const { source, calls } = recordingClient()
    await source.openRoom('lounge')
    await source.listFeed('lounge', { before: '2026-01-01T09:00:00.000Z', beforeId: 'p0' })
    expect(calls).toEqual(['join_room', 'room_feed', 'room_feed'])
    expect((await source.listFeed('lounge')).rows.map((row) => row.body)).toEqual(['Read 1'])
  })
})
