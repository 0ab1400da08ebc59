import { membersClient, membersErrorFrom, MembersSourceError, userChannels } from '@/lib/member/members-db'
import type { UserChannelHub } from '@/lib/member/user-channel'
import { chatEventFrom, chatRowFrom, moderatedMessageFrom } from './chat-rows'
import type { ChatRow, ChatSource } from './chat-source'
import { CHAT_PAGE_SIZE, takeEarlyChatPage } from './early-chat-read'

/** Options of {@link createSupabaseChatSource}; `loadClient` and `hub` are for tests. */
export interface SupabaseChatSourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
  hub?: UserChannelHub
}

/**
 * A member's one-to-one chats in the database: history from `conversation()` (newest first, by
 * keyset pages; everything after a time for catching up), sending = insert into
 * `direct_messages` with the client's UUID (refused with 23514 and the reason: the content
 * check, not a friend, blocked), read receipts with `mark_conversation_read()`; live from
 * `message_created` and `message_read` on the member's own topic, `message_moderated` (a message
 * hidden: its state, and for the recipient no text; shown again: read again from
 * `direct_messages`, or the chat read again when that fails) and `message_deleted` (a moderator
 * removed it); whether the other person has
 * left Nexus from `member_left()` (their profile, friendship and messages went with their
 * account, so nothing else can tell). Errors reject with a
 * MembersSourceError whose message is shown.
 */
export function createSupabaseChatSource({
  memberId,
  loadClient,
  hub = userChannels,
}: SupabaseChatSourceOptions): ChatSource {
  const client = () => membersClient(loadClient)
  const rowsOf = (data: unknown): ChatRow[] =>
    ((data ?? []) as unknown[]).flatMap((raw) => chatRowFrom(raw, memberId)?.row ?? []).reverse()

  return {
    key: `supabase:${memberId}`,

    async listPage(friendId, older) {
      // The app may have asked for this chat's newest page as it started (once per visit).
      const early = older ? null : await takeEarlyChatPage(friendId, memberId)
      const { data, error } =
        early ??
        (await (
          await client()
        ).rpc('conversation', {
          p_friend: friendId,
          p_limit: CHAT_PAGE_SIZE,
          ...(older ? { p_before: older.before, p_before_id: older.beforeId } : {}),
        }))
      if (error) throw membersErrorFrom(error, 'This conversation could not be loaded.')
      const rows = rowsOf(data)
      const oldest = rows[0]
      return {
        rows,
        older: oldest && rows.length >= CHAT_PAGE_SIZE ? { before: oldest.createdAt, beforeId: oldest.id } : null,
      }
    },

    async hasLeft(friendId) {
      const { data, error } = await (await client()).rpc('member_left', { p_id: friendId })
      if (error) throw membersErrorFrom(error, 'This conversation could not be loaded.')
      return data === true
    },

    async listAfter(friendId, after) {
      const { data, error } = await (await client()).rpc('conversation', { p_friend: friendId, p_after: after })
      if (error) throw membersErrorFrom(error, 'This conversation could not be loaded.')
      return rowsOf(data)
    },

    async send({ id, friendId, body }) {
      const { data, error } = await (
        await client()
      )
        .from('direct_messages')
        .insert({ id, recipient_id: friendId, body })
        .select('id, sender_id, recipient_id, body, created_at, read_at')
        .single()
      if (error) throw membersErrorFrom(error, 'Your message could not be sent.')
      const row = chatRowFrom(data, memberId)?.row
      if (!row) throw new MembersSourceError('failed', 'Your message could not be sent.')
      return row
    },

    async markRead(friendId) {
      const { error } = await (await client()).rpc('mark_conversation_read', { p_friend: friendId })
      if (error) throw membersErrorFrom(error)
    },

    subscribe(handlers) {
      let stopped = false
      /** A message shown again: its text is readable again, so read it. */
      const readAgain = async (id: string) => {
        try {
          const { data, error } = await (
            await client()
          )
            .from('direct_messages')
            .select('id, sender_id, recipient_id, body, created_at, read_at, moderation_state')
            .eq('id', id)
            .maybeSingle()
          if (error) throw error
          const message = data ? chatRowFrom(data, memberId) : null
          if (!stopped && message) handlers.onEvent?.({ type: 'message', ...message })
        } catch (error) {
          console.warn('A message shown again could not be read; reading the chat again.', error)
          if (!stopped) handlers.onResync?.()
        }
      }
      const stop = hub.subscribe(memberId, {
        onBroadcast: (event, payload) => {
          if (event === 'message_moderated' && moderatedMessageFrom(payload)?.moderationState === null) {
            void readAgain(moderatedMessageFrom(payload)!.id)
            return
          }
          const change = chatEventFrom(event, payload, memberId)
          if (change) handlers.onEvent?.(change)
        },
        onPresence: handlers.onPresence,
        onConnected: handlers.onConnected,
      })
      return () => {
        stopped = true
        stop()
      }
    },
  }
}
