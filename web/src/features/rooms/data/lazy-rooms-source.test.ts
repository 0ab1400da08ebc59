// @vitest-environment node
import { vi } from 'vitest'
import { FakeRoomsSource, roomListOf } from './fake-rooms-source'
import { lazyRoomsSource } from './lazy-rooms-source'
import { readActiveCounts, readMyRooms } from './supabase-room-counts'

describe('lazyRoomsSource', () => {
  it('answers the room list and the active counts from their own readers, without loading the rest of the source', async () => {
    const load = vi.fn(async () => new FakeRoomsSource())
    const source = lazyRoomsSource(
      'supabase:m1',
      load,
      async () => roomListOf({ lounge: 7 }),
      async () => ({ lounge: 2 }),
    )
    expect(await source.listRooms()).toEqual(roomListOf({ lounge: 7 }))
    expect(await source.listActiveCounts!()).toEqual({ lounge: 2 })
    expect(load).not.toHaveBeenCalled()

    await source.openRoom('lounge')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("without a counts reader, asks the loaded source's", async () => {
    const loaded = new FakeRoomsSource()
    const source = lazyRoomsSource('supabase:m1', async () => loaded)
    await source.listRooms()
    expect(loaded.listRooms).toHaveBeenCalledTimes(1)
  })

  it("follows presence and counts those present through the loaded source's; stopping before it loaded cancels", async () => {
    const loaded = new FakeRoomsSource()
    loaded.countPresent.mockResolvedValue(4)
    const source = lazyRoomsSource('supabase:m1', async () => loaded)
    const onChange = vi.fn()
    const stop = source.followPresence!('anonymous-confessions', onChange)
    expect(await source.countPresent!('anonymous-confessions')).toBe(4)
    expect(loaded.followPresence).toHaveBeenCalledWith('anonymous-confessions', onChange)
    loaded.presence()
    expect(onChange).toHaveBeenCalledTimes(1)
    stop()
    loaded.presence()
    expect(onChange).toHaveBeenCalledTimes(1)

    source.followPresence!('lounge', onChange)()
    await source.countPresent!('lounge')
    expect(loaded.followPresence).toHaveBeenCalledTimes(1)
  })
})

describe('readMyRooms', () => {
  const answering = (answer: object) => async () => ({ rpc: async () => answer }) as never
  it("maps my_rooms() rows (locked, read-only, private with its icon), and refuses with the database's reason", async () => {
    const rows = [
      {
        slug: 'lounge',
        name: 'The Lounge',
        description: 'Easy',
        icon: null,
        is_anonymous: false,
        is_private: false,
        capacity: null,
        access: 'open',
        is_owner: false,
        member_count: 3,
      },
      {
        slug: 'dreams',
        name: 'Dreams',
        description: 'Night',
        icon: null,
        is_anonymous: false,
        is_private: false,
        capacity: null,
        access: 'locked',
        is_owner: false,
        member_count: 9,
      },
      {
        slug: 'p-0123456789',
        name: 'Book club',
        description: null,
        icon: 'moon',
        is_anonymous: false,
        is_private: true,
        capacity: 50,
        access: 'read_only',
        is_owner: true,
        member_count: 2,
      },
    ]
    expect(await readMyRooms(answering({ data: rows, error: null, status: 200 }))).toEqual([
      {
        slug: 'lounge',
        name: 'The Lounge',
        description: 'Easy',
        icon: null,
        isAnonymous: false,
        isPrivate: false,
        capacity: null,
        access: 'open',
        isOwner: false,
        memberCount: 3,
      },
      {
        slug: 'dreams',
        name: 'Dreams',
        description: 'Night',
        icon: null,
        isAnonymous: false,
        isPrivate: false,
        capacity: null,
        access: 'locked',
        isOwner: false,
        memberCount: 9,
      },
      {
        slug: 'p-0123456789',
        name: 'Book club',
        description: '',
        icon: 'moon',
        isAnonymous: false,
        isPrivate: true,
        capacity: 50,
        access: 'read-only',
        isOwner: true,
        memberCount: 2,
      },
    ])
    await expect(
      readMyRooms(answering({ data: null, error: { message: 'permission denied' }, status: 403 })),
    ).rejects.toMatchObject({ name: 'RoomsSourceError' })
    await expect(readMyRooms(async () => null)).rejects.toThrow('Rooms need a backend')
  })

  it('maps room_active_counts() rows by slug', async () => {
    const rows = [
      { room_slug: 'lounge', active_now: 2 },
      { room_slug: 'intros', active_now: 0 },
    ]
    expect(await readActiveCounts(answering({ data: rows, error: null, status: 200 }))).toEqual({
      lounge: 2,
      intros: 0,
    })
  })
})
