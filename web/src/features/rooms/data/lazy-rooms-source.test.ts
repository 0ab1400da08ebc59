// @vitest-environment node
import { vi } from 'vitest'
import { FakeRoomsSource } from './fake-rooms-source'
import { lazyRoomsSource } from './lazy-rooms-source'
import { readRoomMemberCounts } from './supabase-room-counts'

describe('lazyRoomsSource', () => {
  it('answers the member counts from their own reader, without loading the rest of the source', async () => {
    const load = vi.fn(async () => new FakeRoomsSource())
    const source = lazyRoomsSource('supabase:m1', load, async () => ({ lounge: 7 }))
    expect(await source.listRooms()).toEqual({ lounge: 7 })
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

describe('readRoomMemberCounts', () => {
  it("maps room_member_counts() rows by slug, and refuses with the database's reason", async () => {
    const answering = (answer: object) => async () => ({ rpc: async () => answer }) as never
    const rows = [
      { room_slug: 'lounge', member_count: 3 },
      { room_slug: 'the-void', member_count: 0 },
    ]
    expect(await readRoomMemberCounts(answering({ data: rows, error: null, status: 200 }))).toEqual({
      lounge: 3,
      'the-void': 0,
    })
    await expect(
      readRoomMemberCounts(answering({ data: null, error: { message: 'permission denied' }, status: 403 })),
    ).rejects.toMatchObject({ name: 'RoomsSourceError' })
    await expect(readRoomMemberCounts(async () => null)).rejects.toThrow('Rooms need a backend')
  })
})
