import type { PostgrestSingleResponse } from '@supabase/postgrest-js'
import { readMemberSession, type MemberSession } from '@/lib/auth/member-session'
import { isUuid } from '@/lib/stable-uuid'

/** Messages per page of a chat (the database's default, stated so the cursor logic knows it). */
export const CHAT_PAGE_SIZE = 50

/** `conversation()`'s answer as supabase-js gives it: the rows, or the error with its HTTP status. */
export type ConversationAnswer = PostgrestSingleResponse<unknown>

/** The chat's newest page asked for as the app started, until the member's chat source takes it. */
let pending: { friendId: string; read: Promise<{ memberId: string; answer: ConversationAnswer } | null> } | null = null

/** The friend's id of a chat's address (`/friends/{id}` or `/chat/{id}`), or null for any other. */
function friendOfPath(pathname: string): string | null {
  const match = /^\/(?:friends|chat)\/([^/]+)\/?$/.exec(pathname)
  return match && isUuid(match[1]) ? match[1]! : null
}

async function read(friendId: string, member: Promise<MemberSession | null>) {
  const signedIn = await member
  if (!signedIn) return null
  const { client, session } = signedIn
  try {
    const answer = await client.rpc('conversation', { p_friend: friendId, p_limit: CHAT_PAGE_SIZE })
    return { memberId: session.user.id, answer }
  } catch {
    // No network: the chat asks again and reports what fails.
    return null
  }
}

/**
 * Asks for the newest page of the chat at `pathname` (`/friends/{friendId}` or `/chat/{friendId}`)
 * for the signed-in member as the app starts, beside the page's code instead of after its first
 * render, so the messages come one round trip sooner. The member's chat source takes the answer
 * once ({@link takeEarlyChatPage}). `member` is the session read at start (shared with the other
 * early reads). Does nothing for another address or without a member. Never rejects.
 */
export async function readChatEarly(
  pathname: string,
  member: Promise<MemberSession | null> = readMemberSession(),
): Promise<void> {
  const friendId = friendOfPath(pathname)
  if (!friendId) return
  const started = read(friendId, member)
  pending = { friendId, read: started }
  await started
}

/**
 * The answer {@link readChatEarly} got, if it is of the chat with `friendId` and for member
 * `memberId`; null otherwise (then the caller asks the database). Taken once: a later read (older
 * pages, catching up, another visit) asks the database again.
 */
export async function takeEarlyChatPage(friendId: string, memberId: string): Promise<ConversationAnswer | null> {
  if (pending?.friendId !== friendId) return null
  const started = pending.read
  pending = null
  const early = await started
  return early?.memberId === memberId ? early.answer : null
}
