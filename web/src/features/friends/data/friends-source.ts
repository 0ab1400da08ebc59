import type { Friend, SuggestedPerson } from '../friends-data'

/** A member who asked to be friends, or whom the member asked: their id and display name. */
export interface FriendRequestPerson {
  id: string
  name: string
}

/**
 * What the Friends page shows of a signed-in member: accepted friends (their status 'offline'
 * until Presence says otherwise), 'Suggested Connections', and the pending requests both ways.
 */
export interface FriendsView {
  friends: Friend[]
  suggestions: SuggestedPerson[]
  incoming: FriendRequestPerson[]
  outgoing: FriendRequestPerson[]
}

/** What a subscriber to a member's friendships is told; every handler is optional. */
export interface FriendsLiveHandlers {
  /** A friendship of the member changed (a request, an answer, a removal): read the view again. */
  onChanged?: () => void
  /** The ids of the members online now, after every Presence change. */
  onPresence?: (online: ReadonlySet<string>) => void
  /** The live connection is up (first time and after each loss): read the view again. */
  onConnected?: () => void
}

/**
 * Where the Friends page's people come from: a signed-in member's friendships on the server
 * (supabase-friends-source.ts) or the guest's sample friends in this browser
 * (local-friends-source.ts). The app layer chooses one (FriendsSourcesProvider); the screens
 * never know which.
 */
export interface FriendsSource {
  /** Identifies the source and whose friendships it holds ('local', 'supabase:<user id>'): caches key by it. */
  readonly key: string
  /** The member's id ('local' for the guest). */
  readonly memberId: string
  /** Friends, suggestions and pending requests. */
  load(): Promise<FriendsView>
  /** The view at once, for a source that holds it in memory (the browser's store); absent otherwise. */
  peek?(): FriendsView
  /** Sends a friend request to member `id`. Rejects with the database's refusal. */
  sendRequest(id: string): Promise<void>
  /** Accepts or declines the pending request of member `id`. */
  respond(id: string, accept: boolean): Promise<void>
  /** Follows the member's friendships and the members' presence until the returned function is called. */
  subscribe(handlers: FriendsLiveHandlers): () => void
}
