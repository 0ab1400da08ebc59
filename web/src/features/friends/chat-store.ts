import { checkMessage, SAFE_PLACE_REASON } from '@/lib/moderation/check-message'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import type { Friend } from './friends-data'
import { getStorageScope } from '@/lib/persist/scope'

/** Delay before a friend's canned reply arrives, in ms. */
export const CHAT_REPLY_DELAY_MS = 2000

/** One chat message: who sent it ('me' or 'them', the friend), its text, and when (ISO date-time). */
export interface ChatMessage {
  id: string
  sender: 'me' | 'them'
  text: string
  timestamp: string
}
/** The persisted data: messages by friend id, oldest first. Chats never opened are absent. */
export interface ChatData {
  chats: Record<string, ChatMessage[]>
}

/** The canned replies a friend sends, in turn: the person's n-th message (from 0) gets reply n mod 5. */
export const CANNED_REPLIES = [
  "That's really interesting! Tell me more.",
  'I hear you. How are you feeling about it now?',
  "Thanks for sharing that with me. I'm glad you did.",
  "That makes a lot of sense. I've felt something similar.",
  "I'm always here if you want to talk it through.",
] as const

let sequence = 0
function newId(now: Date): string {
  sequence += 1
  return `msg-${now.getTime().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** The greeting a friend's chat starts with, sent by them at `at`. */
export function greetingFor(friend: Pick<Friend, 'id' | 'name'>, at: Date): ChatMessage {
  const first = friend.name.trim().split(/\s+/)[0] || friend.name
  return {
    id: `greeting-${friend.id}`,
    sender: 'them',
    text: `Hi! It's ${first}. How have you been lately?`,
    timestamp: at.toISOString(),
  }
}

/** A chat's messages: the stored ones, or just the friend's greeting (at `now`) when nothing is stored. */
export function messagesOf(data: ChatData, friend: Pick<Friend, 'id' | 'name'>, now: Date = new Date()): ChatMessage[] {
  return Object.hasOwn(data.chats, friend.id) ? data.chats[friend.id]! : [greetingFor(friend, now)]
}

/**
 * One-to-one chats, kept per person in the browser (key `nexus:friend-chats`), one message list
 * per friend id. A chat starts with the friend's greeting, stored when the chat is first opened.
 */
export const useChatStore = createPersistedStore({
  name: 'nexus:friend-chats',
  version: 1,
  schema: () => import('./chat-schema').then((module) => module.chatDataSchema),
  seed: (): ChatData => ({ chats: {} }),
  actions: ({ set, get }) => {
    const append = (friend: Pick<Friend, 'id' | 'name'>, message: ChatMessage, now: Date) =>
      set((state) => ({ chats: { ...state.chats, [friend.id]: [...messagesOf(state, friend, now), message] } }))
    return {
      /** Stores the friend's greeting (dated `now`) if their chat has nothing stored yet. */
      openChat(friend: Pick<Friend, 'id' | 'name'>, now: Date = new Date()): void {
        if (!Object.hasOwn(get().chats, friend.id))
          set((s) => ({ chats: { ...s.chats, [friend.id]: [greetingFor(friend, now)] } }))
      },
      /**
       * Appends the person's message (trimmed), under `id` when given (the caller's UUID). Returns
       * it, or null (nothing stored) for blank text.
       */
      addMyMessage(
        friend: Pick<Friend, 'id' | 'name'>,
        text: string,
        now: Date = new Date(),
        id: string = newId(now),
      ): ChatMessage | null {
        const content = text.trim()
        if (content === '') return null
        const message: ChatMessage = { id, sender: 'me', text: content, timestamp: now.toISOString() }
        append(friend, message, now)
        return message
      },
      /** Appends the friend's canned reply number `replyIndex` (taken modulo the five replies) and returns it. */
      addReply(friend: Pick<Friend, 'id' | 'name'>, replyIndex: number, now: Date = new Date()): ChatMessage {
        const text = CANNED_REPLIES[Math.abs(Math.trunc(replyIndex)) % CANNED_REPLIES.length]!
        const message: ChatMessage = { id: newId(now), sender: 'them', text, timestamp: now.toISOString() }
        append(friend, message, now)
        return message
      },
    }
  },
})

/** What {@link sendChatMessage} answers: sent; blank (nothing done); or refused with the reason to show. */
export type SendResult =
  { status: 'sent'; message: ChatMessage } | { status: 'blank' } | { status: 'refused'; reason: string }

/**
 * Sends `text` to `friend`: blank or whitespace-only text is not sent; otherwise the content
 * check runs first, and a refusal sends nothing and gives its reason ('Keep this a safe place.'
 * when it names none). A sent message is stored at once and the friend's canned reply is stored
 * {@link CHAT_REPLY_DELAY_MS} (2000 ms) later, even if the chat is closed meanwhile, but never
 * in another person's chats (it is dropped if someone signed in or out within those 2 s). The
 * message is stored under `id` when given (the caller's UUID).
 */
export async function sendChatMessage(
  friend: Pick<Friend, 'id' | 'name'>,
  text: string,
  id?: string,
): Promise<SendResult> {
  if (text.trim() === '') return { status: 'blank' }
  const check = await checkMessage(text.trim())
  if (!check.isAllowed) return { status: 'refused', reason: check.reason || SAFE_PLACE_REASON }
  const store = useChatStore.getState()
  const message = store.addMyMessage(friend, text, new Date(), id)
  if (!message) return { status: 'blank' }
  const replyIndex = messagesOf(useChatStore.getState(), friend).filter((m) => m.sender === 'me').length - 1
  const scope = getStorageScope()
  setTimeout(() => {
    // Someone else signed in or out meanwhile: the reply belongs to the chats of the sender only.
    if (getStorageScope() === scope) useChatStore.getState().addReply(friend, replyIndex)
  }, CHAT_REPLY_DELAY_MS)
  return { status: 'sent', message }
}
