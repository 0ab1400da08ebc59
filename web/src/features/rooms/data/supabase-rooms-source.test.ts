// @vitest-environment node
import { vi } from 'vitest'
import type { UserChannelListener } from '@/lib/member/user-channel'
import { readMemberSession } from '@/lib/auth/member-session'
import { openRoomEarly } from './early-room-opening'
import type { RoomChannelListener } from './room-channels'
import { ANNOUNCED_BATCH_MS, createSupabaseRoomsSource, ROOM_POSTS_MAX_IDS } from './supabase-rooms-source'

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

describe('createSupabaseRoomsSource: announced posts', () => {
  const announce = (id: string, parentId: string | null = null) => ({
    event: 'post_created' as const,
    payload: { id, room_slug: 'lounge', parent_id: parentId, created_at: '2026-01-01T10:00:00.000Z' },
  })
  /** A client whose room_posts answers the ids it is given, except those in `hidden` (RLS), newest first. */
  function readingClient(hidden: ReadonlySet<string> = new Set(), failing = false) {
    const reads: string[][] = []
    const client = {
      rpc: vi.fn(async (fn: string, args: { p_ids?: string[] }) => {
        if (fn !== 'room_posts') throw new Error(`unexpected ${fn}`)
        const ids = args.p_ids ?? []
        reads.push(ids)
        if (failing) return { data: null, error: { message: 'Network down' }, status: 0 }
        const rows = ids
          .filter((id) => !hidden.has(id))
          .map((id, index) => ({
            id,
            room_slug: 'lounge',
            parent_id: null,
            body: `Body of ${id}`,
            created_at: new Date(Date.UTC(2026, 0, 1, 10, 0, index)).toISOString(),
            author_id: 'someone',
            author_name: 'Maya',
            is_mine: false,
            is_deleted: false,
          }))
          .reverse()
        return { data: rows, error: null, status: 200 }
      }),
    }
    const rooms: RoomChannelListener[] = []
    const hub = {
      subscribe: vi.fn((_slug: string, _identity: unknown, listener: RoomChannelListener) => {
        rooms.push(listener)
        return vi.fn()
      }),
    }
    const source = createSupabaseRoomsSource({ member, loadClient: async () => client as never, hub })
    return { source, reads, rooms, client }
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the posts announced close together in one room_posts call, and passes on only what the server returns', async () => {
    vi.useFakeTimers()
    const { source, reads, rooms } = readingClient(new Set(['from-blocked']))
    const onEvent = vi.fn()
    source.subscribe('lounge', { onEvent })
    rooms[0]!.onBroadcast?.(announce('p1'))
    rooms[0]!.onBroadcast?.(announce('from-blocked'))
    rooms[0]!.onBroadcast?.(announce('p1'))
    rooms[0]!.onBroadcast?.(announce('r1', 'p1'))
    expect(reads).toEqual([])
    await vi.advanceTimersByTimeAsync(ANNOUNCED_BATCH_MS)
    expect(reads).toEqual([['p1', 'from-blocked', 'r1']])
    expect(onEvent.mock.calls.map(([event]) => [event.type, event.row.id, event.row.body])).toEqual([
      ['insert', 'p1', 'Body of p1'],
      ['insert', 'r1', 'Body of r1'],
    ])
  })

  it('reads a moderated post again through room_posts (own ones too) and passes it on as an update', async () => {
    vi.useFakeTimers()
    const { source, reads, rooms } = readingClient(new Set(['from-muted']))
    const onEvent = vi.fn()
    source.subscribe('lounge', { onEvent })
    // The page's own post (its insert fails here: this client only answers room_posts).
    await source.createPost({ id: 'mine', roomSlug: 'lounge', parentId: null, body: 'Hi' }).catch(() => {})
    const moderated = (id: string, state: string | null) => ({
      event: 'post_moderated' as const,
      payload: { id, room_slug: 'lounge', parent_id: null, moderation_state: state },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    rooms[0]!.onBroadcast?.(moderated('p1', 'hidden_pending'))
    rooms[0]!.onBroadcast?.(moderated('mine', 'hidden'))
    rooms[0]!.onBroadcast?.(moderated('from-muted', 'hidden'))
    rooms[0]!.onBroadcast?.(moderated('bad', 'gone'))
    rooms[0]!.onBroadcast?.(announce('p2'))
    rooms[0]!.onBroadcast?.(moderated('p2', null))
    expect(warn).toHaveBeenCalledWith('Ignoring a malformed "post_moderated" broadcast.', expect.anything())
    warn.mockRestore()
    await vi.advanceTimersByTimeAsync(ANNOUNCED_BATCH_MS)
    expect(reads.at(-1)).toEqual(['p1', 'mine', 'from-muted', 'p2'])
    expect(onEvent.mock.calls.map(([event]) => [event.type, event.row.id])).toEqual([
      ['update', 'p1'],
      ['update', 'mine'],
      ['insert', 'p2'],
    ])
  })

  it('reads at most ROOM_POSTS_MAX_IDS ids a call', async () => {
    vi.useFakeTimers()
    const { source, reads, rooms } = readingClient()
    source.subscribe('lounge', { onEvent: vi.fn() })
    for (let i = 0; i < ROOM_POSTS_MAX_IDS + 1; i += 1) rooms[0]!.onBroadcast?.(announce(`p${i}`))
    await vi.advanceTimersByTimeAsync(ANNOUNCED_BATCH_MS)
    expect(reads.map((ids) => ids.length)).toEqual([ROOM_POSTS_MAX_IDS, 1])
  })

  it("does not read again the page's own new post, nor anything once stopped; post_deleted passes on at once", async () => {
    vi.useFakeTimers()
    const { source, reads, rooms, client } = readingClient()
    client.rpc.mockImplementationOnce(async () => ({ data: null, error: { message: 'refused' }, status: 400 }) as never)
    const onEvent = vi.fn()
    const stop = source.subscribe('lounge', { onEvent })
    await source.createPost({ id: 'mine', roomSlug: 'lounge', parentId: null, body: 'Hi' }).catch(() => {})
    rooms[0]!.onBroadcast?.({
      event: 'post_deleted',
      payload: { id: 'p0', parent_id: null, room_slug: 'lounge', placeholder: true },
    })
    expect(onEvent).toHaveBeenCalledWith({ type: 'placeholder', id: 'p0' })
    rooms[0]!.onBroadcast?.(announce('p1'))
    stop()
    await vi.advanceTimersByTimeAsync(ANNOUNCED_BATCH_MS)
    expect(reads).toEqual([])
    expect(onEvent).toHaveBeenCalledTimes(1)
  })

  it('asks to catch up when the announced posts could not be read', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { source, rooms } = readingClient(new Set(), true)
    const onEvent = vi.fn()
    const onConnected = vi.fn()
    source.subscribe('lounge', { onEvent, onConnected })
    rooms[0]!.onBroadcast?.(announce('p1'))
    await vi.advanceTimersByTimeAsync(ANNOUNCED_BATCH_MS)
    expect(onEvent).not.toHaveBeenCalled()
    expect(onConnected).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it("mutes an anonymous author through mute_anonymous_author, and refuses with the server's reason", async () => {
    const rpc = vi
      .fn()
      .mockResolvedValueOnce({ data: 'mute-id', error: null, status: 200 })
      .mockResolvedValueOnce({
        data: null,
        error: { code: '23514', message: 'This is your own post: you cannot mute yourself.' },
        status: 400,
      })
    const source = createSupabaseRoomsSource({ member, loadClient: async () => ({ rpc }) as never })
    expect(source.hidesBlockedAuthors).toBe(true)
    await source.muteAnonymousAuthor?.('p1')
    expect(rpc).toHaveBeenCalledWith('mute_anonymous_author', { p_post_id: 'p1' })
    await expect(source.muteAnonymousAuthor?.('own')).rejects.toMatchObject({
      kind: 'refused',
      message: 'This is your own post: you cannot mute yourself.',
    })
  })
})

describe('createSupabaseRoomsSource: opening a room', () => {
  /** A database client that records the RPCs called and answers join_room (with `join`) and room_feed. */
  function recordingClient(join: object = { data: false, error: null, status: 200 }) {
    const calls: string[] = []
    let feedReads = 0
    const client = {
      rpc: vi.fn(async (fn: string) => {
        calls.push(fn)
        if (fn === 'join_room') return join
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

  it("a paid room on the free plan is locked: 'Available on Basic and Pro', and the page asked for beside the join is not asked again", async () => {
    const { source, calls } = recordingClient({
      data: null,
      error: { code: '42501', message: 'Available on Basic and Pro' },
      status: 403,
    })
    expect(await source.openRoom('dreams')).toEqual({ status: 'locked', message: 'Available on Basic and Pro' })
    expect(calls).toEqual(['join_room', 'room_feed'])
  })

  it("a read-only private room refuses the join but its member reads it; a full room is still 'denied-full'", async () => {
    const readOnly = recordingClient({
      data: null,
      error: { code: '23514', message: 'This room is read-only until its owner renews Pro.' },
      status: 400,
    })
    expect(await readOnly.source.openRoom('p-0123456789')).toEqual({ status: 'granted' })
    expect((await readOnly.source.listFeed('p-0123456789')).rows).toHaveLength(1)
    const full = recordingClient({
      data: null,
      error: { code: '23514', message: 'The Inner Room has reached its maximum capacity of 250 members.' },
      status: 400,
    })
    expect(await full.source.openRoom('inner-room')).toEqual({
      status: 'denied-full',
      message: 'The Inner Room has reached its maximum capacity of 250 members.',
    })
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
