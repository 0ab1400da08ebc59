// @vitest-environment node
import { vi } from 'vitest'
import { announcedPostIdFrom, feedEventFrom, feedRowFrom, ownPostEventFrom } from './supabase-rows'

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

  it("reads a placeholder (is_deleted) as nobody's, with no body or author, whatever else the row says", () => {
    expect(
      feedRowFrom({ ...feedRow, body: '', author_id: null, author_name: '', is_mine: false, is_deleted: true }, reader),
    ).toEqual({
      id: 'p1',
      roomSlug: 'lounge',
      parentId: null,
      body: '',
      createdAt: '2026-01-01T10:00:00.123456+00:00',
      authorName: '',
      mine: false,
      pending: false,
      deleted: true,
    })
    expect(
      feedRowFrom({ ...feedRow, is_deleted: true, id: 'own-anonymous-post', is_mine: true }, reader),
    ).toMatchObject({
      body: '',
      authorName: '',
      mine: false,
      deleted: true,
    })
    expect(feedRowFrom({ ...feedRow, is_deleted: false }, reader)).not.toHaveProperty('deleted')
  })

  it('refuses malformed rows', () => {
    expect(feedRowFrom(null, reader)).toBeNull()
    expect(feedRowFrom({ ...feedRow, id: 7 }, reader)).toBeNull()
    expect(feedRowFrom({ ...feedRow, created_at: 'yesterday' }, reader)).toBeNull()
    expect(feedRowFrom({ ...feedRow, parent_id: 3 }, reader)).toBeNull()
    expect(feedRowFrom({ ...feedRow, is_deleted: 'yes' }, reader)).toBeNull()
  })
})

describe('announcedPostIdFrom', () => {
  it('takes the id a post_created announces (no body, no author), and warns about a malformed one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const announcement = { id: 'p1', room_slug: 'lounge', parent_id: null, created_at: '2026-01-01T10:00:00.1+00:00' }
    expect(announcedPostIdFrom(announcement)).toBe('p1')
    expect(warn).not.toHaveBeenCalled()
    expect(announcedPostIdFrom({ id: 7 })).toBeNull()
    expect(announcedPostIdFrom(null)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})

describe('feedEventFrom', () => {
  it('reads post_deleted as a delete, or with placeholder: true as a placeholder; anything else warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(feedEventFrom('post_deleted', { id: 'p1', parent_id: null, room_slug: 'lounge' })).toEqual({
      type: 'delete',
      id: 'p1',
      parentId: null,
    })
    expect(feedEventFrom('post_deleted', { id: 'r1', parent_id: 'p1', room_slug: 'lounge' })).toEqual({
      type: 'delete',
      id: 'r1',
      parentId: 'p1',
    })
    expect(
      feedEventFrom('post_deleted', { id: 'p1', parent_id: null, room_slug: 'lounge', placeholder: true }),
    ).toEqual({ type: 'placeholder', id: 'p1' })
    expect(warn).not.toHaveBeenCalled()
    expect(feedEventFrom('post_deleted', { id: 4 })).toBeNull()
    expect(feedEventFrom('post_created', feedRow)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
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
