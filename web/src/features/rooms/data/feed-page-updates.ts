import type { FeedPage, FeedRow } from './rooms-source'

/** The loaded history of a room when nothing is loaded yet. */
export const EMPTY_PAGE: FeedPage = Object.freeze({ rows: [], older: null }) as FeedPage

/** `page` with `row` added, or put in place of the row with the same id (an optimistic one). */
export function withRow(page: FeedPage | undefined, row: FeedRow): FeedPage {
  const base = page ?? EMPTY_PAGE
  const at = base.rows.findIndex((r) => r.id === row.id)
  const rows = at < 0 ? [...base.rows, row] : base.rows.map((r, i) => (i === at ? row : r))
  return { ...base, rows }
}

/** `page` without row `id` and, when it is a post, without its replies. */
export function withoutRow(page: FeedPage | undefined, id: string): FeedPage {
  const base = page ?? EMPTY_PAGE
  return { ...base, rows: base.rows.filter((r) => r.id !== id && r.parentId !== id) }
}

/** `page` with an older page in front of it; the next cursor is the older page's. */
export function withOlderPage(page: FeedPage | undefined, older: FeedPage): FeedPage {
  const base = page ?? EMPTY_PAGE
  return { rows: [...older.rows, ...base.rows], older: older.older }
}
