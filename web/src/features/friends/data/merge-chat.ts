import type { ChatRow } from './chat-source'

const order = (a: ChatRow, b: ChatRow) => Date.parse(a.createdAt) - Date.parse(b.createdAt)

/**
 * `incoming` merged into `rows` by id, oldest first: a message already there is replaced in its
 * place (the server's echo of an optimistic one, a live copy of a loaded one), never doubled;
 * messages of the same time keep the order they came in (a page's order, then arrivals). A read
 * message stays read: a copy read before the receipt (the insert's own answer, arriving after the
 * friend's live 'read') keeps the receipt's `readAt`. The same array when there is nothing to merge.
 */
export function mergeChat(rows: readonly ChatRow[], incoming: readonly ChatRow[]): ChatRow[] {
  if (incoming.length === 0) return rows as ChatRow[]
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const row of incoming) {
    const readAt = row.readAt ?? byId.get(row.id)?.readAt ?? null
    byId.set(row.id, readAt === row.readAt ? row : { ...row, readAt })
  }
  return [...byId.values()].sort(order)
}

/** The rows with messages `ids` marked read at `readAt`; the same array when none of them is there. */
export function markChatRead(rows: ChatRow[], ids: readonly string[], readAt: string): ChatRow[] {
  const read = new Set(ids)
  let changed = false
  const next = rows.map((row) => {
    if (!read.has(row.id) || row.readAt) return row
    changed = true
    return { ...row, readAt }
  })
  return changed ? next : rows
}

/**
 * The rows with message `id` hidden by moderation (`state`): the member's own keeps its text, the
 * friend's loses it (as the server gives it). The same array when the message is not there.
 */
export function moderateChatRow(rows: ChatRow[], id: string, state: 'hidden_pending' | 'hidden'): ChatRow[] {
  const at = rows.findIndex((row) => row.id === id)
  if (at < 0) return rows
  const row = rows[at]!
  const next: ChatRow = row.mine ? { ...row, moderationState: state } : { ...row, text: '', moderationState: state }
  return rows.map((r, i) => (i === at ? next : r))
}

/** The rows without message `id` (a refused optimistic one, or one a moderator removed). */
export function withoutChatRow(rows: readonly ChatRow[], id: string): ChatRow[] {
  return rows.filter((row) => row.id !== id)
}

/** The member's newest message the friend has read, which shows 'Seen'; undefined when there is none. */
export function seenMessageId(rows: readonly ChatRow[]): string | undefined {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!
    if (row.mine && row.readAt) return row.id
  }
  return undefined
}

/** The newest confirmed message's time, where catching up starts; undefined for an empty chat. */
export function newestConfirmedAt(rows: readonly ChatRow[]): string | undefined {
  for (let i = rows.length - 1; i >= 0; i--) if (!rows[i]!.pending) return rows[i]!.createdAt
  return undefined
}
