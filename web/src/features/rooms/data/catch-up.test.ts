// @vitest-environment node
import { reconcileFeed } from './catch-up'
import { mergeFeed } from './merge-feed'
import type { FeedCursor, FeedEvent, FeedPage, FeedRow } from './rooms-source'

let n = 0
function row(body: string, minute: number, over: Partial<FeedRow> = {}): FeedRow {
  n += 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    roomSlug: 'lounge',
    parentId: null,
    body,
    createdAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    authorName: 'Maya',
    mine: false,
    pending: false,
    ...over,
  }
}
const cursorOf = (post: FeedRow): FeedCursor => ({ before: post.createdAt, beforeId: post.id })
const page = (rows: FeedRow[], older: FeedCursor | null = null): FeedPage => ({ rows, older })
/** What the member sees: each post's text with its replies' texts, oldest first. */
const shown = (result: FeedPage) => mergeFeed(result.rows).map((p) => [p.content, p.replies.map((r) => r.content)])

describe('reconcileFeed', () => {
  it('drops what was deleted while away and adds what is new, keeping older loaded posts and the cursor', () => {
    const older = row('older', 1)
    const oldReply = row('reply to older', 20, { parentId: older.id })
    const kept = row('kept', 2)
    const deleted = row('deleted while away', 3)
    const keptReply = row('reply kept', 4, { parentId: kept.id })
    const deletedReply = row('reply deleted while away', 5, { parentId: kept.id })
    const history = page([older, oldReply, kept, deleted, keptReply, deletedReply], { before: 'x', beforeId: 'y' })

    const newPost = row('new post', 30)
    const newReply = row('new reply', 31, { parentId: kept.id })
    const fresh = page([kept, keptReply, newReply, newPost], cursorOf(kept))
    const result = reconcileFeed(history, [], fresh)

    expect(shown(result)).toEqual([
      ['older', ['reply to older']],
      ['kept', ['reply kept', 'new reply']],
      ['new post', []],
    ])
    expect(result.older).toEqual({ before: 'x', beforeId: 'y' })
    // Unchanged rows keep their object (nothing to render again).
    expect(result.rows).toContain(kept)
  })

  it('folds the live events seen in: a reply to an older post stays, a deleted older post goes', () => {
    const older = row('older', 1)
    const olderGone = row('older, deleted live', 2)
    const boundary = row('newest page starts here', 3)
    const liveReply = row('live reply to older', 40, { parentId: older.id })
    const events: FeedEvent[] = [
      { type: 'insert', row: liveReply },
      { type: 'delete', id: olderGone.id, parentId: null },
    ]
    const result = reconcileFeed(page([older, olderGone, boundary]), events, page([boundary], cursorOf(boundary)))
    expect(shown(result)).toEqual([
      ['older', ['live reply to older']],
      ['newest page starts here', []],
    ])
  })

  it('orders the fresh page’s oldest post by time, then id: a post at the same time with a smaller id is older', () => {
    const first = row('same time, smaller id', 5, { id: '00000000-0000-4000-8000-00000000000a' })
    const second = row('same time, larger id', 5, { id: '00000000-0000-4000-8000-00000000000b' })
    const result = reconcileFeed(page([first, second]), [], page([second], cursorOf(second)))
    expect(shown(result)).toEqual([
      ['same time, smaller id', []],
      ['same time, larger id', []],
    ])
  })

  it('replaces the history with the fresh page after a gap (more than a page arrived), with its cursor', () => {
    const seen = row('seen before', 1)
    const alsoSeen = row('also seen', 2)
    const news = [row('news 1', 10), row('news 2', 11)]
    const pending = row('sending', 12, { mine: true, pending: true, authorName: 'You' })
    const cursor = cursorOf(news[0]!)
    const result = reconcileFeed(page([seen, alsoSeen, pending], null), [], page(news, cursor))
    expect(shown(result)).toEqual([
      ['news 1', []],
      ['news 2', []],
      ['sending', []],
    ])
    expect(result.older).toEqual(cursor)
  })

  it('takes a page that reaches the start of the room as the whole truth', () => {
    const gone = row('deleted while away', 1)
    const stays = row('stays', 2)
    const result = reconcileFeed(page([gone, stays], { before: 'x', beforeId: 'y' }), [], page([stays], null))
    expect(shown(result)).toEqual([['stays', []]])
    expect(result.older).toBeNull()
    expect(reconcileFeed(page([gone]), [], page([])).rows).toEqual([])
  })

  it('keeps optimistic rows still pending, takes the confirmed copy when the server has it, and keeps own rows own', () => {
    const post = row('post', 1)
    const sending = row('still sending', 9, { mine: true, pending: true, authorName: 'You' })
    const sendingReply = row('reply sending', 9, { parentId: post.id, mine: true, pending: true, authorName: 'You' })
    const confirmedNow = row('confirmed meanwhile', 8, { mine: true, pending: true, authorName: 'You' })
    const own = row('own, marked live', 2, { mine: true, authorName: 'Anonymous' })
    const history = page([post, own, sending, sendingReply, confirmedNow])
    const fresh = page([post, { ...own, mine: false }, { ...confirmedNow, pending: false }], cursorOf(post))

    const result = reconcileFeed(history, [], fresh)
    expect(shown(result)).toEqual([
      ['post', ['reply sending']],
      ['own, marked live', []],
      ['confirmed meanwhile', []],
      ['still sending', []],
    ])
    const byId = new Map(result.rows.map((r) => [r.id, r]))
    expect(byId.get(confirmedNow.id)).toMatchObject({ pending: false, mine: true })
    expect(byId.get(sending.id)).toMatchObject({ pending: true })
    expect(byId.get(own.id)).toMatchObject({ mine: true })
    // Pending rows stay in every case: a whole-room page too.
    expect(shown(reconcileFeed(history, [], page([post])))).toEqual([
      ['post', ['reply sending']],
      ['confirmed meanwhile', []],
      ['still sending', []],
    ])
  })

  it("keeps a post the member's own when a live 'mine' event said so and the page read does not", () => {
    const post = row('mine from another device', 1, { authorName: 'Anonymous' })
    const result = reconcileFeed(page([post]), [{ type: 'mine', id: post.id }], page([post]))
    expect(result.rows).toEqual([{ ...post, mine: true }])
  })

  it('takes a post whose moderation state changed while away (hidden, or shown again)', () => {
    const post = row('', 1, { moderationState: 'hidden_pending' })
    const restored = { ...post, body: 'Back again' }
    delete restored.moderationState
    const hidden = { ...post, moderationState: 'hidden' as const }
    expect(reconcileFeed(page([post]), [], page([hidden])).rows[0]).toBe(hidden)
    expect(reconcileFeed(page([post]), [], page([restored])).rows[0]).toBe(restored)
  })

  it('changes nothing it was given', () => {
    const post = row('post', 1)
    const history = Object.freeze({ rows: Object.freeze([post]) as FeedRow[], older: null })
    const fresh = Object.freeze({ rows: Object.freeze([row('new', 2)]) as FeedRow[], older: null })
    expect(() => reconcileFeed(history, Object.freeze([]), fresh)).not.toThrow()
    expect(history.rows).toEqual([post])
  })
})
