import { isHiddenAuthor, usePrivacyStore } from '@/lib/member/privacy-store'
import { messagesOf, sendChatMessage, useChatStore, type ChatMessage } from '../chat-store'
import { findFriend, useFriendsStore } from '../friends-store'
import type { ChatPage, ChatRow, ChatSource } from './chat-source'

const rowOf = (message: ChatMessage): ChatRow => ({
  id: message.id,
  mine: message.sender === 'me',
  text: message.text,
  createdAt: message.timestamp,
  readAt: null,
})

const friendOf = (friendId: string) => findFriend(useFriendsStore.getState().friends, friendId)

/** True while the guest has blocked or muted the friend (matched on the name, as the guest's lists are). */
function hidden(friendId: string): boolean {
  const friend = friendOf(friendId)
  return friend ? isHiddenAuthor(friend.name, usePrivacyStore.getState()) : false
}

/** The chat's messages the guest sees: all, or only their own while the friend is hidden. */
function visibleRows(friendId: string, now = new Date()): ChatRow[] {
  const friend = friendOf(friendId)
  if (!friend) return []
  const messages = messagesOf(useChatStore.getState(), friend, now)
  const shown = hidden(friendId) ? messages.filter((m) => m.sender === 'me') : messages
  return shown.map(rowOf)
}

/**
 * The guest's chats with the sample friends, in this browser (chat-store.ts): one page holding
 * the whole chat (a friend's greeting first, stored when the chat is first read); a message
 * passes the content check, is stored under the caller's id, and the friend's canned reply
 * arrives 2000 ms later as a live event. A blocked or muted friend's messages are left out
 * ({@link ChatSource.isHidden}), and a change of those lists asks the screen to read again.
 * Nothing is ever marked read or 'Seen'.
 */
export function createLocalChatSource(): ChatSource {
  return {
    key: 'local',
    peekPage: (friendId): ChatPage => ({ rows: visibleRows(friendId), older: null }),
    listPage(friendId) {
      const friend = friendOf(friendId)
      if (friend) useChatStore.getState().openChat(friend)
      return Promise.resolve({ rows: visibleRows(friendId), older: null })
    },
    listAfter: (friendId, after) =>
      Promise.resolve(visibleRows(friendId).filter((row) => Date.parse(row.createdAt) > Date.parse(after))),
    async send({ id, friendId, body }) {
      const friend = friendOf(friendId)
      if (!friend) throw new Error('This friend is not in your friends list.')
      const result = await sendChatMessage(friend, body, id)
      if (result.status === 'refused') throw new Error(result.reason)
      if (result.status === 'blank') throw new Error('Type a message first.')
      return rowOf(result.message)
    },
    markRead: () => Promise.resolve(),
    isHidden: hidden,
    subscribe({ onEvent, onResync }) {
      const stopChats = useChatStore.subscribe((state, previous) => {
        for (const [friendId, messages] of Object.entries(state.chats)) {
          const before = previous.chats[friendId]
          if (messages === before) continue
          const known = new Set(before?.map((m) => m.id))
          const friendHidden = hidden(friendId)
          for (const message of messages)
            if (!known.has(message.id) && !(friendHidden && message.sender === 'them'))
              onEvent?.({ type: 'message', friendId, row: rowOf(message) })
        }
      })
      const stopPrivacy = usePrivacyStore.subscribe(() => onResync?.())
      return () => {
        stopChats()
        stopPrivacy()
      }
    },
  }
}
