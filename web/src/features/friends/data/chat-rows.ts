import type { ChatEvent, ChatRow } from './chat-source'

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const iso = (value: unknown): string | null => {
  const raw = text(value)
  return raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : null
}

/**
 * A chat message of member `me` from a row of `conversation()` or `direct_messages` (a broadcast
 * `message_created`), with the friend it is with, and its `moderation_state` (hidden pending
 * review, or by a moderator) when it has one; null for a malformed row.
 */
export function chatRowFrom(raw: unknown, me: string): { friendId: string; row: ChatRow } | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const id = text(r.id)
  const sender = text(r.sender_id)
  const recipient = text(r.recipient_id)
  const createdAt = iso(r.created_at)
  if (!id || !sender || !recipient || !createdAt || typeof r.body !== 'string') return null
  const mine = typeof r.is_mine === 'boolean' ? r.is_mine : sender === me
  const row: ChatRow = { id, mine, text: r.body, createdAt, readAt: iso(r.read_at) }
  if (r.moderation_state === 'hidden_pending' || r.moderation_state === 'hidden')
    row.moderationState = r.moderation_state
  return { friendId: mine ? recipient : sender, row }
}

/** A live change from a broadcast on the member's topic (`message_created`, `message_read`), or null. */
export function chatEventFrom(event: string, payload: unknown, me: string): ChatEvent | null {
  if (event === 'message_created') {
    const message = chatRowFrom(payload, me)
    return message ? { type: 'message', ...message } : null
  }
  if (event === 'message_read') {
    const p = (payload ?? {}) as { ids?: unknown; read_at?: unknown; reader_id?: unknown }
    const readAt = iso(p.read_at)
    if (!Array.isArray(p.ids) || !readAt || typeof p.reader_id !== 'string') return null
    return {
      type: 'read',
      readerId: p.reader_id,
      ids: p.ids.filter((id): id is string => typeof id === 'string'),
      readAt,
    }
  }
  return null
}
