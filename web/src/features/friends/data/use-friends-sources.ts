import { useProvidedFriendsSources, type FriendsSources } from './friends-source-context'
import { createLocalChatSource } from './local-chat-source'
import { createLocalFriendsSource } from './local-friends-source'

let local: FriendsSources | undefined
/** The guest's sources over this browser's stores, made once. */
function localSources(): FriendsSources {
  return (local ??= { friends: createLocalFriendsSource(), chat: createLocalChatSource() })
}

/** The provided sources, or the guest's local ones when none is provided. */
export function useFriendsSources(): FriendsSources {
  return useProvidedFriendsSources() ?? localSources()
}
