import type { MessageCheck } from '@/lib/moderation/check-message'

/**
 * The one interface every screen of the rooms feature reads and writes rooms through. Two
 * implementations: the browser's own store for the guest (local-rooms-source.ts) and the
 * database through supabase-js for a signed-in member (supabase-rooms-source.ts). The app
 * layer picks one (RoomsSourceProvider); screens never know which they have.
 */

/**
 * One post or reply as a source gives it: flat, a reply naming its parent. `createdAt` is an
 * ISO date; `authorName` is what the page shows ('You' for the member's own outside the
 * anonymous room, 'Anonymous' inside it, else the author's display name); `mine` marks the
 * member's own (deletable) items. `pending` marks an optimistic item the server has not confirmed.
 * `deleted` marks a placeholder: a post removed while others' replies under it stay (its body and
 * author name are empty; the page shows 'Deleted post' with the replies).
 */
export interface FeedRow {
  id: string
  roomSlug: string
  parentId: string | null
  body: string
  createdAt: string
  authorName: string
  /** The author's member id, when the server names one (never in the anonymous room); opens their member card. */
  authorId?: string | null
  mine: boolean
  pending?: boolean
  deleted?: boolean
  /**
   * Hidden by moderation ('hidden_pending': auto-hidden at three reports; 'hidden': by a
   * moderator); the body is '' for anyone but the author.
   */
  moderationState?: 'hidden_pending' | 'hidden'
}

/** Where the next older page of a feed starts: the oldest top-level post loaded so far (keyset). */
export interface FeedCursor {
  before: string
  beforeId: string
}

/**
 * A page of a room's feed: top-level posts with all their replies, oldest first, and the cursor
 * of the next older page (null when there is none).
 */
export interface FeedPage {
  rows: FeedRow[]
  older: FeedCursor | null
}

/**
 * What opening a room answers: in; refused because the capped room is full (`message` says so,
 * e.g. 'The Inner Room has reached its maximum capacity of 250 members.'); or no such room.
 */
export type RoomAccess =
  | { status: 'granted' | 'not-found' }
  | { status: 'denied-full'; message: string }
  /** The member's plan does not open this room (a free member in a paid room): 'Available on Basic and Pro'. */
  | { status: 'locked'; message: string }

/**
 * What the member may do in a room of their list: read and post ('open'); nothing but see it
 * listed, as their plan does not open it ('locked': 'Available on Basic and Pro'); or read only
 * ('read-only': a private room whose owner's Pro plan lapsed).
 */
export type RoomListAccess = 'open' | 'locked' | 'read-only'

/**
 * One room of the member's room list (the Rooms page and the sidebar), as the source gives it:
 * the public rooms in their fixed order, then the member's private rooms by name. `icon` is one
 * of the room icon names (see the shell's room-icons), or null for the public rooms' own;
 * `memberCount` counts the room's members; `capacity` is null for no limit.
 */
export interface RoomListItem {
  slug: string
  name: string
  description: string
  icon: string | null
  isAnonymous: boolean
  isPrivate: boolean
  capacity: number | null
  access: RoomListAccess
  isOwner: boolean
  memberCount: number
}

/** A new post (`parentId` null) or reply. `id` is a UUID made by the client, so its echo is the same item. */
export interface NewPost {
  id: string
  roomSlug: string
  parentId: string | null
  body: string
}

/**
 * A live change of a room: a post or reply arrived; one was deleted (a post takes its replies); a
 * post became a placeholder (`placeholder`: removed, its replies by others stay under 'Deleted
 * post'); or the post or reply `id` is the member's own (`mine`), learnt apart from the item
 * itself (an anonymous post made on another device: its broadcast names no author). A `mine` or
 * `placeholder` event applies to the item whether it arrived before or after it. An `update` is a
 * loaded post or reply read again as it is now (after `post_moderated`: hidden pending review,
 * hidden by a moderator, or shown again): it replaces the loaded copy, and adds nothing that is
 * not loaded.
 */
export type FeedEvent =
  | { type: 'insert'; row: FeedRow }
  | { type: 'update'; row: FeedRow }
  | { type: 'delete'; id: string; parentId: string | null }
  | { type: 'placeholder'; id: string }
  | { type: 'mine'; id: string }

/** A member of a room. `online`: online in the room now, as the source knows it (for members, as the server vouches for it). */
export interface RoomMemberRow {
  id: string
  name: string
  online: boolean
}

/** What a subscriber to a room's live changes is told; every handler is optional. */
export interface RoomLiveHandlers {
  /** A post or reply arrived, or one was deleted. */
  onEvent?: (event: FeedEvent) => void
  /**
   * The live connection is up: the first time, and again after each loss. Changes before it (while
   * connecting, or while the connection was down) may have been missed: catch up.
   */
  onConnected?: () => void
  /** The room's history changed behind any cache (another tab, a reset): read it again. */
  onResync?: () => void
}

/** Member counts by canonical room slug. */
export type RoomCounts = Readonly<Record<string, number>>

/** The reasons a source refuses a write; `message` is what the member is shown. */
export type RoomsSourceErrorKind = 'refused' | 'rate-limited' | 'not-found' | 'failed'

/**
 * A refused or failed call of a source. `kind` 'refused': the content check said no (the
 * message is its reason); 'rate-limited': too many posts (the message says when to try again);
 * 'not-found': the room, post or reply is not there (or not the member's); 'failed': anything
 * else (network, server).
 */
export class RoomsSourceError extends Error {
  constructor(
    readonly kind: RoomsSourceErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'RoomsSourceError'
  }
}

/** The rooms data of one person, from wherever it is kept. */
export interface RoomsSource {
  /** Identifies the source and whose data it holds (e.g. 'local', 'supabase:<user id>'): caches key by it. */
  readonly key: string
  /**
   * True when the source itself leaves out what the person blocked or muted (the server decides,
   * for a member): the page then shows what it gives. Absent for the guest's store, whose page
   * hides authors by the guest's own list of names.
   */
  readonly hidesBlockedAuthors?: boolean
  /**
   * 'Mute this author' (anonymous rooms, members only): hides every anonymous post and reply by
   * the author of post `postId` from the member, without telling who it is. Rejects with a
   * {@link RoomsSourceError} (e.g. the member's own post). Absent where muting is not offered.
   */
  muteAnonymousAuthor?(postId: string): Promise<void>
  /**
   * The person's rooms (see {@link RoomListItem}): for a member the database's `my_rooms()`
   * (their private rooms included, paid rooms 'locked' for a free member); for the guest the
   * sample catalog, every room open.
   */
  listRooms(): Promise<RoomListItem[]>
  /**
   * Presence (issue 43): how many members are active (present) now in each room of the list, by
   * slug; only a source with a server has it (the guest keeps the fixed sample figures).
   */
  listActiveCounts?(): Promise<RoomCounts>
  /**
   * Opens (and, where membership exists, joins) room `slug`: granted, denied (a capped room is
   * full) or not found. A source that decides at once may answer synchronously, so a
   * page rendered ahead of time can show the room.
   */
  openRoom(slug: string): RoomAccess | Promise<RoomAccess>
  /**
   * The newest page of the feed, or the page older than `older`. The newest page is also read
   * again to catch up after a loss (useRoomFeed reconciles it with what is shown).
   */
  listFeed(slug: string, older?: FeedCursor | null): Promise<FeedPage>
  /**
   * The newest page at once, for a source that holds its data in memory (the browser's store):
   * the first render, and a page rendered ahead of time, show the posts without waiting.
   * Undefined for sources that must ask a server. The same object while nothing changed.
   */
  peekFeed?(slug: string): FeedPage | undefined
  /** Posts `post`; resolves to the stored row. Rejects with a {@link RoomsSourceError}. */
  createPost(post: NewPost): Promise<FeedRow>
  /** Deletes the member's own post (with its replies) or reply `id`. Rejects with a {@link RoomsSourceError}. */
  deletePost(slug: string, id: string): Promise<void>
  /** The content check, before a post is sent. */
  checkMessage(body: string): Promise<MessageCheck>
  /** Follows room `slug` live until the returned function is called. */
  subscribe(slug: string, handlers: RoomLiveHandlers): () => void
  /** The room's members. */
  listMembers(slug: string): Promise<RoomMemberRow[]>
  /** The members at once, for an in-memory source (see {@link peekFeed}). */
  peekMembers?(slug: string): RoomMemberRow[] | undefined
  /**
   * Presence (issue 40): keeps the member present in room `slug` and calls `onChange` whenever who
   * is online there may have changed (someone came or went, or time passed: a heartbeat), until
   * the returned function is called. Read {@link listMembers} / {@link countPresent} again then.
   * Only a source with a server has it (the guest's members are as seeded).
   */
  followPresence?(slug: string, onChange: () => void): () => void
  /** Presence (issue 40): how many members are present in room `slug` now, never who (the anonymous room's 'N present'). */
  countPresent?(slug: string): Promise<number>
}
