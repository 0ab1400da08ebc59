import { createContext, use, type ReactNode } from 'react'
import type { ChatSource } from './chat-source'
import type { FriendsSource } from './friends-source'

/** Where the friends screens read and write: the friendships and the one-to-one chats. */
export interface FriendsSources {
  friends: FriendsSource
  chat: ChatSource
}

const FriendsSourcesContext = createContext<FriendsSources | null>(null)

/**
 * Gives the friends screens below it a signed-in member's sources (the database), or null for
 * the guest, whose friends and chats are the browser's own sample ones (the local sources). The
 * app layer chooses once. This module holds no guest code, so the app shell that provides it
 * does not load the guest's stores: screens read the sources through `useFriendsSources`
 * (./use-friends-sources).
 */
export function FriendsSourcesProvider({ sources, children }: { sources: FriendsSources | null; children: ReactNode }) {
  return <FriendsSourcesContext value={sources}>{children}</FriendsSourcesContext>
}

/** The provided sources (a member's), or null: the guest's, which `useFriendsSources` supplies. */
export function useProvidedFriendsSources(): FriendsSources | null {
  return use(FriendsSourcesContext)
}
