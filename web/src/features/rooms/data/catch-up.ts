import { compareRows, mergeRows } from './merge-feed'
import type { FeedEvent, FeedPage, FeedRow } from './rooms-source'

/** Whether two copies of a row show the same thing (so the one already shown can stay, unchanged). */
function sameRow(a: FeedRow, b: FeedRow): boolean {
  return (
    a.id === b.id &&
    a.roomSlug === b.roomSlug &&
    a.parentId === b.parentId &&
    a.body === b.body &&
    a.createdAt === b.createdAt &&
    a.authorName === b.authorName &&
    a.mine === b.mine &&
    Boolean(a.pending) === Boolean(b.pending) &&
    Boolean(a.deleted) === Boolean(b.deleted) &&
    a.moderationState === b.moderationState
  )
}

/**
 * A room's history after catching up: the current rows (`history` with the live `events` applied,
 * see {@link mergeRows}) reconciled with `fresh`, the newest page read again from the source.
 * The server's page is the truth for what it covers:
 * - `fresh.older` null (the page reaches the start of the room): the rows are the fresh ones;
 * - a gap (`fresh.older` set, and its oldest top-level post is newer than the newest confirmed
 *   top-level post we have, or we have none: more than a page arrived while away): the history is
 *   the fresh page, with its cursor (older pages load again when scrolling up);
 * - otherwise the rows whose top-level post (a reply's parent) is older than the fresh page's
 *   oldest top-level post (by creation time, then id) stay as they are, everything at or after it
 *   is the fresh page's (a post or reply deleted meanwhile is gone, new ones are there), and the
 *   history's `older` cursor stays. A reply whose parent is unknown stays unless the fresh page has
 *   the parent.
 * In every case optimistic rows still `pending` and not in the fresh page stay, and a row that was
 * the member's own (`mine`) stays so (unless it is now a placeholder). Rows that did not change
 * keep their object. Pure: the inputs are not changed.
 */
export function reconcileFeed(history: FeedPage, events: readonly FeedEvent[], fresh: FeedPage): FeedPage {
  const current = mergeRows(history.rows, events)
  const byId = new Map(current.map((row) => [row.id, row]))
  const freshIds = new Set(fresh.rows.map((row) => row.id))
  const pending = current.filter((row) => row.pending && !freshIds.has(row.id))
  const freshRows = fresh.rows.map((row) => {
    const earlier = byId.get(row.id)
    const next = earlier?.mine && !row.mine && !row.deleted ? { ...row, mine: true } : row
    return earlier && sameRow(earlier, next) ? earlier : next
  })
  if (fresh.older === null) return { rows: [...freshRows, ...pending], older: null }

  let oldest: FeedRow | undefined
  for (const row of fresh.rows) if (row.parentId === null && (!oldest || compareRows(row, oldest) < 0)) oldest = row
  let newest: FeedRow | undefined
  for (const row of current) {
    if (row.parentId === null && !row.pending && (!newest || compareRows(row, newest) > 0)) newest = row
  }
  if (!oldest || !newest || compareRows(oldest, newest) > 0) {
    return { rows: [...freshRows, ...pending], older: fresh.older }
  }

  const boundary = oldest
  const kept = current.filter((row) => {
    if (row.pending || freshIds.has(row.id)) return false
    if (row.parentId === null) return compareRows(row, boundary) < 0
    const parent = byId.get(row.parentId)
    return parent ? compareRows(parent, boundary) < 0 : !freshIds.has(row.parentId)
  })
  return { rows: [...kept, ...freshRows, ...pending], older: history.older }
}
