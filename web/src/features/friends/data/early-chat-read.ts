import type { PostgrestSingleResponse } from '@supabase/postgrest-js'
import type { MemberSession } from '@/lib/auth/member-session'
import { earlyRead } from '@/lib/data/early-read'
import { isUuid } from '@/lib/stable-uuid'

/** Messages per page of a chat (the database's default, stated so the cursor logic knows it). */
export const CHAT_PAGE_SIZE = 50

/** `conversation()`'s answer as supabase-js gives it: the rows, or the error with its HTTP status. */
export type ConversationAnswer = PostgrestSingleResponse<unknown>

/** The friend's id of a chat's address (`/friends/{id}` or `/chat/{id}`), or null for any other. */
function friendOfPath(pathname: string): string | null {
  const match = /^\/(?:friends|chat)\/([^/]+)\/?$/.exec(pathname)
  return match && isUuid(match[1]) ? match[1]! : null
}

const early = earlyRead<ConversationAnswer>(
  friendOfPath,
  async (client, friendId) => await client.rpc('conversation', { p_friend: friendId, p_limit: CHAT_PAGE_SIZE }),
)

/**
 * Asks for the newest page of the chat at `pathname` (`/friends/{friendId}` or `/chat/{friendId}`)
 * for the signed-in member as the app starts, beside the page's code instead of after its first
 * render, so the messages come one round trip sooner. The member's chat source takes the answer
 * once ({@link takeEarlyChatPage}). `member` is the session read at start (shared with the other
 * early reads). Does nothing for another address or without a member. Never rejects.
 */
export function readChatEarly(pathname: string, member?: Promise<MemberSession | null>): Promise<void> {
  return early.start(pathname, member)
}

/**
 * The answer {@link readChatEarly} got, if it is of the chat with `friendId` and for member
 * `memberId`; null otherwise (then the caller asks the database). Taken once: a later read (older
 * pages, catching up, another visit) asks the database again.
 */
export function takeEarlyChatPage(friendId: string, memberId: string): Promise<ConversationAnswer | null> {
  return early.take(friendId, memberId)
}
