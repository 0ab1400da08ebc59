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
  return { id: row.id, author: row.authorName, content: row.body, createdAt: row.createdAt, mine: row.mine }
}

/**
 * The posts a room shows, from its loaded history and the live events since (applied in order):
 * - one item per id: a later copy (an event, the server's echo of an optimistic post) replaces
 *   an earlier one, and keeps `mine` when the earlier copy was the member's own;
 * - a delete removes the item wherever it came from, and a deleted post takes its replies;
 * - replies sit under their parent (a reply whose parent is not loaded is left out until it is);
 * - posts and each post's replies are ordered by creation time, then id (oldest first).
 * Pure: the inputs are not changed.
 */
export function mergeFeed(history: readonly FeedRow[], events: readonly FeedEvent[] = []): RoomPost[] {
  const items = new Map<string, FeedRow>()
  const put = (row: FeedRow) => {
    const earlier = items.get(row.id)
    items.set(row.id, earlier?.mine && !row.mine ? { ...row, mine: true } : row)
  }
  for (const row of history) put(row)
  const deleted = new Set<string>()
  for (const event of events) {
    if (event.type === 'insert') {
      if (!deleted.has(event.row.id)) put(event.row)
    } else {
      deleted.add(event.id)
      items.delete(event.id)
    }
  }

  const posts: { key: number; row: FeedRow }[] = []
  const replies = new Map<string, { key: number; row: FeedRow }[]>()
  for (const row of items.values()) {
    const entry = { key: rowKey(row), row }
    if (row.parentId === null) {
      posts.push(entry)
    } else if (!deleted.has(row.parentId)) {
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

/**
 * The newest creation time among rows the server has confirmed (pending ones left out), as the
 * server wrote it, or null when there is none: where catching up after a loss starts.
 */
export function newestConfirmed(rows: Iterable<FeedRow>): string | null {
  let newest: { key: number; at: string } | null = null
  for (const row of rows) {
    if (row.pending) continue
    const key = timeKey(row.createdAt)
    if (!Number.isNaN(key) && (!newest || key > newest.key)) newest = { key, at: row.createdAt }
  }
  return newest?.at ?? null
}
