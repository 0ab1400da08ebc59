import { createContext, use, type ReactNode } from 'react'
import type { ChatSource } from './chat-source'
import type { FriendsSource } from './friends-source'

/** A signed-in member's friendships and conversations on the server. */
export interface MemberFriendsSources {
  friends: FriendsSource
  chat: ChatSource
}

const FriendsSourcesContext = createContext<MemberFriendsSources | null>(null)

/**
 * Gives the friends screens below it a signed-in member's sources (the database), or null for
 * the guest, whose friends and chats are the browser's own sample ones. The app layer chooses once.
 */
export function FriendsSourcesProvider({
  sources,
  children,
}: {
  sources: MemberFriendsSources | null
  children: ReactNode
}) {
  return <FriendsSourcesContext value={sources}>{children}</FriendsSourcesContext>
}

/** The provided member's sources, or null: the guest's friends and chats in this browser apply. */
export function useMemberFriendsSources(): MemberFriendsSources | null {
  return use(FriendsSourcesContext)
}
