import { vi } from 'vitest'
import { INNER_ROOM_ACCESS_KEY, INNER_ROOM_COUNT_KEY } from '../inner-room-access'
import { useRoomsStore } from '../rooms-store'
import { createLocalRoomsSource } from './local-rooms-source'
import { RoomsSourceError } from './rooms-source'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the local rooms source (guest)', () => {
  it("peeks a room's sample posts at once as one page, the same object until the room changes", () => {
    const source = createLocalRoomsSource()
    const page = source.peekFeed!('lounge')!
    expect(page.older).toBeNull()
    expect(page.rows.filter((r) => r.parentId === null).map((r) => r.authorName)).toEqual(['Maya', 'Sam', 'Ava', 'Leo'])
    expect(page.rows.find((r) => r.parentId === 'lounge-seed-1')).toMatchObject({ authorName: 'Leo', mine: false })
    expect(source.peekFeed!('lounge')).toBe(page)
  })

  it("stores posts and replies with the caller's UUID as 'You' ('Anonymous' in the anonymous room)", async () => {
    const source = createLocalRoomsSource()
    const id = crypto.randomUUID()
    const row = await source.createPost({ id, roomSlug: 'lounge', parentId: null, body: 'Hi' })
    expect(row).toMatchObject({ id, parentId: null, body: 'Hi', authorName: 'You', mine: true })
    const reply = await source.createPost({
      id: crypto.randomUUID(),
      roomSlug: 'anonymous-confessions',
      parentId: 'anonymous-confessions-seed-1',
      body: 'Same',
    })
    expect(reply).toMatchObject({ authorName: 'Anonymous', mine: true })
    expect(reply.id).toMatch(UUID)
    expect(source.peekFeed!('lounge')!.rows.at(-1)).toMatchObject({ id, body: 'Hi' })
    await expect(
      source.createPost({ id: crypto.randomUUID(), roomSlug: 'lounge', parentId: 'no-such-post', body: 'x' }),
    ).rejects.toBeInstanceOf(RoomsSourceError)
  })

  it("deletes the guest's own posts and replies only", async () => {
    const source = createLocalRoomsSource()
    const post = await source.createPost({ id: crypto.randomUUID(), roomSlug: 'intros', parentId: null, body: 'Hi' })
    const reply = await source.createPost({
      id: crypto.randomUUID(),
      roomSlug: 'intros',
      parentId: 'intros-seed-2',
      body: 'Welcome',
    })
    await source.deletePost('intros', reply.id)
    await source.deletePost('intros', post.id)
    await expect(source.deletePost('intros', 'intros-seed-1')).rejects.toMatchObject({ kind: 'not-found' })
    expect(source.peekFeed!('intros')!.rows.some((r) => r.mine)).toBe(false)
  })

  it("applies the Inner Room's browser counter, and lets every other room in", () => {
    const source = createLocalRoomsSource()
    expect(source.openRoom('lounge')).toEqual({ status: 'granted' })
    localStorage.setItem(INNER_ROOM_COUNT_KEY, '250')
    expect(source.openRoom('inner-room')).toEqual({
      status: 'denied-full',
      message: 'The Inner Room has reached its maximum capacity of 250 members.',
    })
    localStorage.setItem(INNER_ROOM_COUNT_KEY, '3')
    expect(source.openRoom('inner-room')).toEqual({ status: 'granted' })
    expect(localStorage.getItem(INNER_ROOM_ACCESS_KEY)).toBe('true')
  })

  it("tells subscribers to read again when the room's stored posts change, and gives the fixed counts", async () => {
    const source = createLocalRoomsSource()
    const onResync = vi.fn()
    const stop = source.subscribe('lounge', { onResync })
    useRoomsStore.getState().addPost('overthinking', 'elsewhere')
    expect(onResync).not.toHaveBeenCalled()
    useRoomsStore.getState().addPost('lounge', 'from another tab')
    expect(onResync).toHaveBeenCalledTimes(1)
    stop()
    useRoomsStore.getState().addPost('lounge', 'after')
    expect(onResync).toHaveBeenCalledTimes(1)
    const rooms = await source.listRooms()
    expect(rooms.map((room) => room.slug)).toHaveLength(15)
    expect(rooms.every((room) => room.access === 'open' && !room.isPrivate)).toBe(true)
    expect(rooms.find((room) => room.slug === 'lounge')).toMatchObject({ name: 'The Lounge', memberCount: 87 })
    expect(rooms.find((room) => room.slug === 'inner-room')).toMatchObject({ memberCount: 250, capacity: 250 })
    expect(rooms.find((room) => room.slug === 'the-void')).toMatchObject({ name: 'The Void', memberCount: 95 })
    expect(rooms.find((room) => room.slug === 'anonymous-confessions')).toMatchObject({
      isAnonymous: true,
      memberCount: 3,
    })
  })
})
