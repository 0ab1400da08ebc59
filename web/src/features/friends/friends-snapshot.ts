import { useChatStore } from './chat-store'
import { useFriendsStore } from './friends-store'

/**
 * The current person's friends data for 'Download Data', as plain JSON:
 * `{ friends, suggestions, chats }` where `chats` maps a friend id to its messages
 * (`{ id, text, sender, timestamp (ISO) }` as stored). A deep copy; changing it changes nothing.
 */
export function getFriendsSnapshot(): unknown {
  const { friends, suggestions } = useFriendsStore.getState()
  const { chats } = useChatStore.getState()
  return JSON.parse(JSON.stringify({ friends, suggestions, chats })) as unknown
}
