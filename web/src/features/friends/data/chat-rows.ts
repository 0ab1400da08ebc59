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

/**
 * What a `message_moderated` broadcast (`{ id, moderation_state }`) says: the message `id` and its
 * state now ('hidden_pending', 'hidden', or null when it is shown again); null for a malformed payload.
 */
export function moderatedMessageFrom(
  payload: unknown,
): { id: string; moderationState: 'hidden_pending' | 'hidden' | null } | null {
  const p = (payload ?? {}) as { id?: unknown; moderation_state?: unknown }
  if (typeof p.id !== 'string') return null
  const state = p.moderation_state
  if (state === 'hidden_pending' || state === 'hidden') return { id: p.id, moderationState: state }
  return state == null ? { id: p.id, moderationState: null } : null
}

/**
 * A live change from a broadcast on the member's topic (`message_created`, `message_read`,
 * `message_moderated` hiding a message, `message_deleted` `{ id }`), or null (a message shown
 * again is read again by the source, see supabase-chat-source.ts).
 */
export function chatEventFrom(event: string, payload: unknown, me: string): ChatEvent | null {
  if (event === 'message_moderated') {
    const moderated = moderatedMessageFrom(payload)
    return moderated?.moderationState
      ? { type: 'moderated', id: moderated.id, moderationState: moderated.moderationState }
      : null
  }
  if (event === 'message_deleted') {
    const id = (payload as { id?: unknown } | null)?.id
    return typeof id === 'string' ? { type: 'removed', id } : null
  }
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
