import { vi } from 'vitest'
import { whenPersistedStoresHydrated } from '@/lib/persist/persisted-store'
import { setStorageScope } from '@/lib/persist/scope'
import { getRoomsSnapshot, postsOf, ROOMS_STORE_NAME, useRoomsStore } from './rooms-store'

const now = new Date('2025-03-10T12:00:00.000Z')
const store = () => useRoomsStore.getState()
const stored = () => JSON.parse(localStorage.getItem(ROOMS_STORE_NAME) ?? 'null')

describe('rooms store', () => {
  it('stores nothing until a room changes; unchanged rooms read their seed', () => {
    expect(store().posts).toEqual({})
    expect(postsOf(store(), 'lounge', now).map((p) => p.id)).toEqual([
      'lounge-seed-1',
      'lounge-seed-2',
      'lounge-seed-3',
      'lounge-seed-4',
    ])
  })

  it("appends a trimmed post by 'You' after the room's seed", () => {
    const post = store().addPost('lounge', '  Hello\nthere  ', now)
    expect(post).toMatchObject({ author: 'You', content: 'Hello\nthere', createdAt: now.toISOString(), mine: true })
    const lounge = store().posts.lounge!
    expect(lounge).toHaveLength(5)
    expect(lounge.at(-1)).toEqual(post)
    expect(stored().state.posts.lounge).toHaveLength(5)
    expect(Object.keys(store().posts)).toEqual(['lounge'])
  })

  it("authors posts and replies 'Anonymous' in the anonymous room", () => {
    const post = store().addPost('anonymous-confessions', 'A secret', now)!
    expect(post.author).toBe('Anonymous')
    const reply = store().addReply('anonymous-confessions', post.id, 'Heard you', now)!
    expect(reply).toMatchObject({ author: 'Anonymous', mine: true })
  })

  it('refuses blank text and unusable room ids, changing nothing', () => {
    expect(store().addPost('lounge', ' \n\t ', now)).toBeNull()
    expect(store().addPost('not a room', 'hi', now)).toBeNull()
    expect(store().addReply('lounge', 'lounge-seed-1', '   ', now)).toBeNull()
    expect(store().addReply('lounge', 'no-such-post', 'hi', now)).toBeNull()
    expect(store().posts).toEqual({})
    expect(localStorage.getItem(ROOMS_STORE_NAME)).toBeNull()
  })

  it('adds a reply under the chosen post, oldest first', () => {
    const reply = store().addReply('overthinking', 'overthinking-seed-2', 'Same here', now)!
    const post = store().posts.overthinking!.find((p) => p.id === 'overthinking-seed-2')!
    expect(post.replies.map((r) => r.author)).toEqual(['Priya', 'You'])
    expect(post.replies.at(-1)).toEqual(reply)
  })

  it('deletes own posts and replies only', () => {
    const post = store().addPost('intros', 'Hi', now)!
    const reply = store().addReply('intros', 'intros-seed-2', 'Welcome!', now)!
    expect(store().deletePost('intros', 'intros-seed-1')).toBe(false)
    expect(store().deleteReply('intros', 'intros-seed-2', 'intros-seed-2-r1')).toBe(false)
    expect(store().deleteReply('intros', 'intros-seed-2', reply.id)).toBe(true)
    expect(
      store()
        .posts.intros!.find((p) => p.id === 'intros-seed-2')!
        .replies.map((r) => r.author),
    ).toEqual(['Maya'])
    expect(store().deletePost('intros', post.id)).toBe(true)
    expect(store().posts.intros!.map((p) => p.id)).toEqual(['intros-seed-1', 'intros-seed-2', 'intros-seed-3'])
    expect(store().deletePost('intros', post.id)).toBe(false)
  })

  it('keeps one list per room: alias paths share it', () => {
    const post = store().addPost('void', 'Into the void', now)!
    expect(store().posts['the-void']!.at(-1)).toEqual(post)
    store().addPost('anonymous', 'Through the alias', now)
    expect(Object.keys(store().posts).sort()).toEqual(['anonymous-confessions', 'the-void'])
    expect(store().deletePost('the-void', post.id)).toBe(true)
  })

  it('gives new posts unique ids even in the same millisecond', () => {
    const a = store().addPost('dreams', 'one', now)!
    const b = store().addPost('dreams', 'two', now)!
    expect(a.id).not.toBe(b.id)
  })

  it('survives a re-created store (a reload)', async () => {
    const post = store().addPost('lounge', 'Still here after a reload', now)!
    store().addReply('lounge', post.id, 'And my reply', now)
    vi.resetModules()
    const fresh = await import('./rooms-store')
    // The saved posts are read once their schema has loaded; until then the store is unhydrated.
    expect(fresh.useRoomsStore.persist.hasHydrated()).toBe(false)
    await (await import('@/lib/persist/persisted-store')).whenPersistedStoresHydrated()
    const lounge = fresh.useRoomsStore.getState().posts.lounge!
    expect(lounge.at(-1)).toMatchObject({
      content: 'Still here after a reload',
      replies: [{ content: 'And my reply' }],
    })
  })

  it('resets unreadable stored posts to the seed with one warning', async () => {
    localStorage.setItem(ROOMS_STORE_NAME, JSON.stringify({ version: 1, state: { posts: { lounge: [{ id: 1 }] } } }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.resetModules()
    const fresh = await import('./rooms-store')
    await (await import('@/lib/persist/persisted-store')).whenPersistedStoresHydrated()
    expect(fresh.useRoomsStore.getState().posts).toEqual({})
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it("keeps each person's posts apart", async () => {
    store().addPost('lounge', 'guest post', now)
    setStorageScope('member-1')
    expect(store().posts).toEqual({})
    store().addPost('lounge', 'member post', now)
    expect(localStorage.getItem(`${ROOMS_STORE_NAME}:member-1`)).toContain('member post')
    setStorageScope('guest')
    await whenPersistedStoresHydrated()
    expect(store().posts.lounge!.at(-1)!.content).toBe('guest post')
  })

  it('snapshots the stored posts as plain JSON, a copy', () => {
    const post = store().addPost('lounge', 'For the download', now)!
    const snapshot = getRoomsSnapshot() as { posts: Record<string, { id: string }[]> }
    expect(snapshot.posts.lounge!.at(-1)!.id).toBe(post.id)
    snapshot.posts.lounge!.length = 0
    expect(store().posts.lounge).toHaveLength(5)
  })
})
