import { useCallback, useEffect, useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { toast } from '@/components/ui/use-toast'
import { isHiddenAuthor, usePrivacyStore } from '@/lib/member/privacy-store'
import { messagesOf, sendChatMessage, useChatStore, type ChatMessage } from './chat-store'
import type { Friend } from './friends-data'

/** What {@link useFriendChat} returns. */
export interface FriendChat {
  /** The messages shown, oldest first: the friend's are left out while they are blocked or muted. */
  messages: ChatMessage[]
  /** True while the friend is blocked or muted (their messages are hidden). */
  hidden: boolean
  /**
   * Sends `text`; resolves true when it was sent (the caller then clears its input). Blank text
   * is not sent; a refusal by the content check shows a destructive toast with its reason and
   * resolves false, so the text stays.
   */
  send: (text: string) => Promise<boolean>
}

/**
 * The chat with one known friend: their stored messages (the greeting is stored on first
 * open), filtered by the privacy block and mute lists (matched on the friend's name), and the
 * send action (see {@link sendChatMessage}: the canned reply follows after 2000 ms).
 */
export function useFriendChat(friend: Friend): FriendChat {
  const [openedAt] = useState(() => new Date())
  const stored = useChatStore((s) => (Object.hasOwn(s.chats, friend.id) ? s.chats[friend.id] : undefined))
  const all = useMemo(() => stored ?? messagesOf({ chats: {} }, friend, openedAt), [stored, friend, openedAt])
  useEffect(() => {
    useChatStore.getState().openChat(friend, openedAt)
  }, [friend, openedAt])

  const privacy = usePrivacyStore(useShallow((s) => ({ blockedUsers: s.blockedUsers, mutedUsers: s.mutedUsers })))
  const hidden = isHiddenAuthor(friend.name, privacy)
  const messages = useMemo(() => (hidden ? all.filter((m) => m.sender === 'me') : all), [all, hidden])

  const send = useCallback(
    async (text: string) => {
      const result = await sendChatMessage(friend, text)
      if (result.status === 'refused') toast({ title: result.reason, variant: 'destructive' })
      return result.status === 'sent'
    },
    [friend],
  )
  return { messages, hidden, send }
}
