// @vitest-environment node
import { compareRows, mergeFeed, mergeRows, timeKey } from './merge-feed'
import type { FeedEvent, FeedRow } from './rooms-source'

let n = 0
function row(over: Partial<FeedRow> & Pick<FeedRow, 'createdAt'>): FeedRow {
  n += 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    roomSlug: 'lounge',
    parentId: null,
    body: `Body ${n}`,
    authorName: 'Maya',
    mine: false,
    ...over,
  }
}
const insert = (r: FeedRow): FeedEvent => ({ type: 'insert', row: r })
const remove = (r: FeedRow): FeedEvent => ({ type: 'delete', id: r.id, parentId: r.parentId })
const shape = (posts: ReturnType<typeof mergeFeed>) =>
  posts.map((p) => [p.content, p.replies.map((r) => r.content)] as const)

describe('mergeFeed', () => {
  it('orders posts and replies by time, then id, whatever the order they arrive in', () => {
    const a = row({ createdAt: '2026-01-01T10:00:00.000Z', body: 'a' })
    const b = row({ createdAt: '2026-01-01T10:05:00.000Z', body: 'b' })
    const tie1 = row({ id: '00000000-0000-4000-8000-aaaaaaaaaaaa', createdAt: '2026-01-01T10:07:00.000Z', body: 't1' })
    const tie2 = row({ id: '00000000-0000-4000-8000-bbbbbbbbbbbb', createdAt: '2026-01-01T10:07:00.000Z', body: 't2' })
    const r1 = row({ createdAt: '2026-01-01T10:06:00.000Z', parentId: a.id, body: 'r1' })
    const r2 = row({ createdAt: '2026-01-01T10:01:00.000Z', parentId: a.id, body: 'r2' })
    expect(shape(mergeFeed([b, r1], [insert(tie2), insert(a), insert(tie1), insert(r2)]))).toEqual([
      ['a', ['r2', 'r1']],
      ['b', []],
      ['t1', []],
      ['t2', []],
    ])
  })

  it("compares the server's microsecond dates with the browser's millisecond ones", () => {
    const server = row({ createdAt: '2026-01-01T10:00:00.123456+00:00', body: 'server' })
    const browser = row({ createdAt: '2026-01-01T10:00:00.123Z', body: 'browser' })
    const later = row({ createdAt: '2026-01-01T11:00:00+01:00', body: 'same instant as 10:00 UTC, no fraction' })
    expect(shape(mergeFeed([server, browser, later])).map(([body]) => body)).toEqual([
      'same instant as 10:00 UTC, no fraction',
      'browser',
      'server',
    ])
    expect(timeKey('2026-01-01T10:00:00.123456+00:00') - timeKey('2026-01-01T10:00:00.123Z')).toBe(456)
  })

  it('keeps one item per id: a later copy replaces an earlier one and keeps it the member’s own', () => {
    const optimistic = row({ createdAt: '2026-01-01T10:00:00.000Z', body: 'hello', mine: true, pending: true })
    const echo: FeedRow = { ...optimistic, createdAt: '2026-01-01T10:00:00.250Z', mine: false, pending: false }
    const posts = mergeFeed([optimistic], [insert(echo), insert(echo)])
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({ content: 'hello', createdAt: echo.createdAt, mine: true })

    const reply = row({ createdAt: '2026-01-01T10:01:00.000Z', parentId: optimistic.id })
    expect(mergeFeed([optimistic, reply], [insert(reply)])[0]!.replies).toHaveLength(1)
  })

  it('a delete removes the post with its replies, or only the reply, wherever they came from', () => {
    const post = row({ createdAt: '2026-01-01T10:00:00.000Z', body: 'post' })
    const reply = row({ createdAt: '2026-01-01T10:01:00.000Z', parentId: post.id, body: 'reply' })
    const other = row({ createdAt: '2026-01-01T10:02:00.000Z', body: 'other' })
    const otherReply = row({ createdAt: '2026-01-01T10:03:00.000Z', parentId: other.id, body: 'other reply' })
    expect(shape(mergeFeed([post, reply, other], [insert(otherReply), remove(post), remove(otherReply)]))).toEqual([
      ['other', []],
    ])
    // A reply arriving after its post was deleted, and a post re-sent after its delete, stay gone.
    const late = row({ createdAt: '2026-01-01T10:04:00.000Z', parentId: post.id, body: 'late' })
    expect(shape(mergeFeed([], [insert(post), remove(post), insert(late), insert(post)]))).toEqual([])
    // History loaded after the delete (a stale page) does not bring it back.
    expect(shape(mergeFeed([post, reply], [remove(post)]))).toEqual([])
  })

  it('leaves out a reply whose post is not loaded, and shows it once the post is', () => {
    const post = row({ createdAt: '2026-01-01T09:00:00.000Z', body: 'old post' })
    const reply = row({ createdAt: '2026-01-01T10:00:00.000Z', parentId: post.id, body: 'new reply' })
    expect(mergeFeed([], [insert(reply)])).toEqual([])
    expect(shape(mergeFeed([post], [insert(reply)]))).toEqual([['old post', ['new reply']]])
  })

  it('gives the screen its post shape and changes nothing it was given', () => {
    const post = row({ createdAt: '2026-01-01T10:00:00.000Z', body: 'hi', authorName: 'You', mine: true })
    const history = Object.freeze([post])
    const events = Object.freeze([insert(row({ createdAt: '2026-01-01T10:01:00.000Z', parentId: post.id }))])
    const [merged] = mergeFeed(history, events)
    expect(merged).toEqual({
      id: post.id,
      author: 'You',
      content: 'hi',
      createdAt: post.createdAt,
      mine: true,
      replies: [expect.objectContaining({ author: 'Maya', mine: false })],
    })
    expect(history).toEqual([post])
  })
})

describe('mergeRows', () => {
  it('gives the merged rows flat: one per id, the own copy kept own, deletes applied with the replies', () => {
    const post = row({ createdAt: '2026-01-01T10:00:00.000Z', mine: true })
    const echo: FeedRow = { ...post, mine: false }
    const gone = row({ createdAt: '2026-01-01T10:01:00.000Z' })
    const goneReply = row({ createdAt: '2026-01-01T10:02:00.000Z', parentId: gone.id })
    const merged = mergeRows([post, gone], [insert(echo), insert(goneReply), remove(gone)])
    expect(merged).toEqual([{ ...echo, mine: true }])
  })
})

describe("a 'mine' event", () => {
  it('makes its post or reply the member’s own, whether it came before or after the item, and keeps it so', () => {
    const post = row({ createdAt: '2026-01-01T10:00:00.000Z', authorName: 'Anonymous' })
    const reply = row({ createdAt: '2026-01-01T10:01:00.000Z', parentId: post.id, authorName: 'Anonymous' })
    const other = row({ createdAt: '2026-01-01T10:02:00.000Z', authorName: 'Anonymous' })
    const mine = (r: FeedRow): FeedEvent => ({ type: 'mine', id: r.id })
    const posts = mergeFeed([post], [mine(post), mine(reply), insert(reply), insert(other), insert(post)])
    expect(posts.map((p) => [p.author, p.mine, p.replies.map((r) => r.mine)])).toEqual([
      ['Anonymous', true, [true]],
      ['Anonymous', false, []],
    ])
    expect(mergeFeed([], [mine(post)])).toEqual([])
  })
})

describe("a 'placeholder' event", () => {
  it("makes its post 'Deleted post' material (no body, no author, nobody's), before or after it arrived, and keeps its replies", () => {
    const post = row({ createdAt: '2026-01-01T10:00:00.000Z', body: 'Gone soon', authorName: 'Sam', mine: true })
    const reply = row({ createdAt: '2026-01-01T10:01:00.000Z', parentId: post.id, body: 'Still here' })
    const late = row({ createdAt: '2026-01-01T10:02:00.000Z', body: 'Arrives late' })
    const lateReply = row({ createdAt: '2026-01-01T10:03:00.000Z', parentId: late.id, body: 'Answer' })
    const placeholder = (r: FeedRow): FeedEvent => ({ type: 'placeholder', id: r.id })
    const posts = mergeFeed([post, reply], [placeholder(post), placeholder(late), insert(late), insert(lateReply)])
    expect(posts.map((p) => [p.content, p.author, p.mine, p.deleted, p.replies.map((r) => r.content)])).toEqual([
      ['', '', false, true, ['Still here']],
      ['', '', false, true, ['Answer']],
    ])
    expect(posts[1]!.replies[0]).not.toHaveProperty('deleted')
    // The same result object while nothing changed; a later delete still removes it.
    expect(mergeRows([post], [placeholder(post)])[0]).toBe(mergeRows([post], [placeholder(post)])[0])
    expect(mergeRows([post, reply], [placeholder(post), remove(post)])).toEqual([])
  })

  it("keeps a placeholder the server sent (is_deleted) nobody's, even over the member's own earlier copy", () => {
    const own = row({ createdAt: '2026-01-01T10:00:00.000Z', mine: true })
    const fromServer: FeedRow = { ...own, body: '', authorName: '', mine: false, deleted: true }
    expect(mergeRows([own], [insert(fromServer)])).toEqual([fromServer])
  })
})

describe("an 'update' event (a post read again after moderation)", () => {
  it('replaces the loaded post or reply in place, keeping it the member’s own, and keeps its replies', () => {
    const post = row({ createdAt: '2026-01-01T10:00:00.000Z', body: 'Rude words' })
    const reply = row({ createdAt: '2026-01-01T10:01:00.000Z', parentId: post.id, body: 'Answer' })
    const own = row({ createdAt: '2026-01-01T10:02:00.000Z', body: 'My words', mine: true })
    const update = (r: FeedRow): FeedEvent => ({ type: 'update', row: r })
    const posts = mergeFeed(
      [post, reply, own],
      [
        update({ ...post, body: '', moderationState: 'hidden_pending' }),
        update({ ...own, mine: false, moderationState: 'hidden' }),
      ],
    )
    expect(posts.map((p) => [p.content, p.moderationState, p.mine, p.replies.map((r) => r.content)])).toEqual([
      ['', 'hidden_pending', false, ['Answer']],
      ['My words', 'hidden', true, []],
    ])
    // Shown again: the text comes back and the state goes.
    const shown = mergeFeed([post], [update({ ...post, body: '', moderationState: 'hidden' }), update(post)])
    expect(shown.map((p) => [p.content, p.moderationState])).toEqual([['Rude words', undefined]])
  })

  it('adds nothing the member has not loaded, and does not bring back a deleted post', () => {
    const post = row({ createdAt: '2026-01-01T10:00:00.000Z' })
    const older = row({ createdAt: '2026-01-01T09:00:00.000Z', body: 'On an older page' })
    const update = (r: FeedRow): FeedEvent => ({ type: 'update', row: r })
    expect(mergeRows([post], [update({ ...older, moderationState: 'hidden' })])).toEqual([post])
    expect(mergeRows([post], [remove(post), update({ ...post, moderationState: 'hidden' })])).toEqual([])
  })
})

describe('compareRows', () => {
  it('orders by creation time, then id', () => {
    const a = row({ id: 'a', createdAt: '2026-01-01T10:00:00.000Z' })
    const b = row({ id: 'b', createdAt: '2026-01-01T10:00:00.000Z' })
    const later = row({ id: '0', createdAt: '2026-01-01T10:00:00.000001+00:00' })
    expect([later, b, a].sort(compareRows).map((r) => r.id)).toEqual(['a', 'b', '0'])
    expect(compareRows(a, a)).toBe(0)
  })
})
