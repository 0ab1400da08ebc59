import type { RoomPost, RoomReply } from '../room-post'
import type { FeedEvent, FeedRow } from './rooms-source'

/**
 * A sortable number for an ISO date with up to microseconds (the database's precision):
 * milliseconds since 1970 × 1000 plus the microseconds under the millisecond. Dates from the
 * server ('…T10:00:00.123456+00:00') and from the browser ('…T10:00:00.123Z') compare correctly.
 * NaN for text that is not a date.
 */
export function timeKey(iso: string): number {
  const ms = Date.parse(iso)
  const fraction = /\.(\d+)/.exec(iso)?.[1] ?? ''
  const micro = Number(fraction.padEnd(6, '0').slice(3, 6))
  return ms * 1000 + micro
}

/** Each row's {@link timeKey}, computed once per row object (rows are kept between merges). */
const keyOfRow = new WeakMap<FeedRow, number>()
function rowKey(row: FeedRow): number {
  let key = keyOfRow.get(row)
  if (key === undefined) {
    key = timeKey(row.createdAt)
    keyOfRow.set(row, key)
  }
  return key
}

/** The reply-less post of a row, made once per row object, so unchanged posts keep their identity between merges. */
const loneOfRow = new WeakMap<FeedRow, RoomPost>()

/** Orders rows oldest first: by creation time, then by id. */
function byTime(a: { key: number; row: FeedRow }, b: { key: number; row: FeedRow }): number {
  if (a.key !== b.key) return a.key - b.key
  return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0
}

function toReply(row: FeedRow): RoomReply {
  const reply: RoomReply = {
    id: row.id,
    author: row.authorName,
    // A placeholder names nobody: it never opens a member card.
    ...(row.authorId && !row.deleted ? { authorId: row.authorId } : {}),
    content: row.body,
    createdAt: row.createdAt,
    mine: row.mine,
  }
  if (row.deleted) reply.deleted = true
  if (row.moderationState) reply.moderationState = row.moderationState
  return reply
}

/** Each row's placeholder copy (a removed post whose replies stay), made once per row object. */
const placeholderOfRow = new WeakMap<FeedRow, FeedRow>()
function asPlaceholder(row: FeedRow): FeedRow {
  if (row.deleted) return row
  let placeholder = placeholderOfRow.get(row)
  if (!placeholder) {
    placeholder = { ...row, body: '', authorName: '', mine: false, pending: false, deleted: true }
    placeholderOfRow.set(row, placeholder)
  }
  return placeholder
}

/**
 * Orders two rows oldest first, as the feed shows them: by creation time ({@link timeKey}), then
 * by id. Negative when `a` comes first, positive when `b` does, 0 for the same time and id.
 */
export function compareRows(a: FeedRow, b: FeedRow): number {
  return byTime({ key: rowKey(a), row: a }, { key: rowKey(b), row: b })
}

/**
 * The rows of a room's loaded history with the live events since applied (in order), flat:
 * - one row per id: a later copy (an event, the server's echo of an optimistic post) replaces
 *   an earlier one, and keeps `mine` when the earlier copy was the member's own;
 * - a delete removes the row wherever it came from, and a deleted post takes its replies; a row
 *   inserted after its delete (a late echo, a reply to the deleted post) stays gone;
 * - a `mine` event makes its row the member's own (`mine` true), whether the row came before or
 *   after it;
 * - a `placeholder` event makes its row a placeholder (`deleted`, empty body and author, nobody's),
 *   whether the row came before or after it; its replies stay;
 * - an `update` event (a row read again after moderation hid or restored it) replaces the row
 *   when it is there (keeping `mine` as an insert does), and is dropped when it is not: it never
 *   adds a post or reply the member has not loaded.
 * In no particular order; pure: the inputs are not changed.
 */
export function mergeRows(history: readonly FeedRow[], events: readonly FeedEvent[] = []): FeedRow[] {
  const items = new Map<string, FeedRow>()
  const put = (row: FeedRow) => {
    const earlier = items.get(row.id)
    items.set(row.id, earlier?.mine && !row.mine && !row.deleted ? { ...row, mine: true } : row)
  }
  for (const row of history) put(row)
  const deleted = new Set<string>()
  const own = new Set<string>()
  const placeholders = new Set<string>()
  for (const event of events) {
    if (event.type === 'insert') {
      if (!deleted.has(event.row.id)) put(event.row)
    } else if (event.type === 'update') {
      if (items.has(event.row.id)) put(event.row)
    } else if (event.type === 'delete') {
      deleted.add(event.id)
      items.delete(event.id)
    } else if (event.type === 'placeholder') {
      placeholders.add(event.id)
    } else {
      own.add(event.id)
    }
  }
  const rows: FeedRow[] = []
  for (const row of items.values()) {
    if (row.parentId !== null && deleted.has(row.parentId)) continue
    if (placeholders.has(row.id)) rows.push(asPlaceholder(row))
    else rows.push(own.has(row.id) && !row.mine && !row.deleted ? { ...row, mine: true } : row)
  }
  return rows
}

/**
 * The posts a room shows, from its loaded history and the live events since (applied in order):
 * - the rows of {@link mergeRows} (one item per id, `mine` kept or learnt, deletes applied);
 * - replies sit under their parent (a reply whose parent is not loaded is left out until it is);
 * - posts and each post's replies are ordered by creation time, then id (oldest first).
 * Pure: the inputs are not changed.
 */
export function mergeFeed(history: readonly FeedRow[], events: readonly FeedEvent[] = []): RoomPost[] {
  const posts: { key: number; row: FeedRow }[] = []
  const replies = new Map<string, { key: number; row: FeedRow }[]>()
  for (const row of mergeRows(history, events)) {
    const entry = { key: rowKey(row), row }
    if (row.parentId === null) {
      posts.push(entry)
    } else {
      const list = replies.get(row.parentId)
      if (list) list.push(entry)
      else replies.set(row.parentId, [entry])
    }
  }
  posts.sort(byTime)
  return posts.map(({ row }) => {
    const under = replies.get(row.id)
    if (under) return { ...toReply(row), replies: under.sort(byTime).map(({ row: reply }) => toReply(reply)) }
    let lone = loneOfRow.get(row)
    if (!lone) {
      lone = { ...toReply(row), replies: [] }
      loneOfRow.set(row, lone)
    }
    return lone
  })
}
