import { createContext, use, type ReactNode } from 'react'
import type { ChatSource } from './chat-source'
import type { FriendsSource } from './friends-source'
import { createLocalChatSource } from './local-chat-source'
import { createLocalFriendsSource } from './local-friends-source'

/** Where the friends screens read and write: the friendships and the one-to-one chats. */
export interface FriendsSources {
  friends: FriendsSource
  chat: ChatSource
}

const FriendsSourcesContext = createContext<FriendsSources | null>(null)

let local: FriendsSources | undefined
/** The guest's sources over this browser's stores, made once. */
function localSources(): FriendsSources {
  return (local ??= { friends: createLocalFriendsSource(), chat: createLocalChatSource() })
}

/**
 * Gives the friends screens below it a signed-in member's sources (the database), or null for
 * the guest, whose friends and chats are the browser's own sample ones (the local sources). The
 * app layer chooses once.
 */
export function FriendsSourcesProvider({ sources, children }: { sources: FriendsSources | null; children: ReactNode }) {
  return <FriendsSourcesContext value={sources}>{children}</FriendsSourcesContext>
}

/** The provided sources, or the guest's local ones when none is provided. */
export function useFriendsSources(): FriendsSources {
  return use(FriendsSourcesContext) ?? localSources()
}
