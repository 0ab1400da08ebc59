// @vitest-environment node
import { vi } from 'vitest'
import { feedEventFrom, feedRowFrom, ownPostEventFrom } from './supabase-rows'

const me = '5eed0000-0000-4000-8000-000000000001'
const other = '5eed0000-0000-4000-8000-000000000002'
const reader = { userId: me, ownIds: new Set(['own-anonymous-post']) }
const feedRow = {
  id: 'p1',
  room_slug: 'lounge',
  parent_id: null,
  body: 'Hello',
  created_at: '2026-01-01T10:00:00.123456+00:00',
  author_id: other,
  author_name: 'Maya',
  is_mine: false,
}

describe('feedRowFrom', () => {
  it("names others by their name and the member's own posts 'You', from room_feed's is_mine", () => {
    expect(feedRowFrom(feedRow, reader)).toEqual({
      id: 'p1',
      roomSlug: 'lounge',
      parentId: null,
      body: 'Hello',
      createdAt: '2026-01-01T10:00:00.123456+00:00',
      authorName: 'Maya',
      authorId: other,
      mine: false,
      pending: false,
    })
    const own = feedRowFrom({ ...feedRow, author_id: me, author_name: 'Tara', is_mine: true }, reader)
    expect(own).toMatchObject({ authorName: 'You', mine: true })
    expect(own).not.toHaveProperty('authorId')
  })

  it("keeps anonymous posts 'Anonymous', the member's own too, and knows its own by is_mine or by the ids it sent", () => {
    const anonymous = { ...feedRow, room_slug: 'anonymous-confessions', author_id: null, author_name: 'Anonymous' }
    expect(feedRowFrom({ ...anonymous, is_mine: true }, reader)).toMatchObject({ authorName: 'Anonymous', mine: true })
    expect(feedRowFrom(anonymous, reader)).not.toHaveProperty('authorId')
    // A broadcast carries no is_mine: the author id decides, or (anonymous) whether this page sent it.
    const { is_mine: _, ...broadcast } = anonymous
    expect(feedRowFrom(broadcast, reader)).toMatchObject({ authorName: 'Anonymous', mine: false })
    expect(feedRowFrom({ ...broadcast, id: 'own-anonymous-post' }, reader)).toMatchObject({ mine: true })
    const { is_mine: __, ...named } = feedRow
    expect(feedRowFrom({ ...named, author_id: me }, reader)).toMatchObject({ authorName: 'You', mine: true })
  })

  it('refuses malformed rows', () => {
    expect(feedRowFrom(null, reader)).toBeNull()
    expect(feedRowFrom({ ...feedRow, id: 7 }, reader)).toBeNull()
    expect(feedRowFrom({ ...feedRow, created_at: 'yesterday' }, reader)).toBeNull()
    expect(feedRowFrom({ ...feedRow, parent_id: 3 }, reader)).toBeNull()
  })
})

describe('feedEventFrom', () => {
  it('reads post_created and post_deleted, and ignores anything else with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(feedEventFrom('post_created', feedRow, reader)).toMatchObject({ type: 'insert', row: { id: 'p1' } })
    expect(feedEventFrom('post_deleted', { id: 'p1', parent_id: null, room_slug: 'lounge' }, reader)).toEqual({
      type: 'delete',
      id: 'p1',
      parentId: null,
    })
    expect(feedEventFrom('post_deleted', { id: 4 }, reader)).toBeNull()
    expect(feedEventFrom('post_created', { id: 'x' }, reader)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe('ownPostEventFrom', () => {
  it("makes own_post_created of this room a 'mine' event; another room's is none; a malformed one warns", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const payload = { id: 'p9', room_slug: 'anonymous-confessions' }
    expect(ownPostEventFrom(payload, 'anonymous-confessions')).toEqual({ type: 'mine', id: 'p9' })
    expect(ownPostEventFrom(payload, 'lounge')).toBeNull()
    expect(warn).not.toHaveBeenCalled()
    expect(ownPostEventFrom({ id: 9, room_slug: 'anonymous-confessions' }, 'anonymous-confessions')).toBeNull()
    expect(ownPostEventFrom(null, 'anonymous-confessions')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})
