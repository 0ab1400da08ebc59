/** A reply under a room post. `createdAt` is an ISO date; `mine` marks the person's own replies. */
export interface RoomReply {
  id: string
  /** 'You', 'Anonymous' or a member's name. */
  author: string
  /** The author's member id when known (a member's feed outside the anonymous room): their name opens their member card. */
  authorId?: string | null
  content: string
  createdAt: string
  mine: boolean
  /** A placeholder: removed, shown as 'Deleted post' with no author (its replies stay). */
  deleted?: boolean
  /**
   * Hidden by moderation: 'hidden_pending' (three reports, until a moderator reviews it) or
   * 'hidden' (by a moderator). Others see a notice in its place; the author sees it with a notice.
   */
  moderationState?: ModerationState
}

/** Why a post, reply or message is hidden by moderation. */
export type ModerationState = 'hidden_pending' | 'hidden'

/** A post: a {@link RoomReply}'s fields plus its replies (oldest first). */
export interface RoomPost extends RoomReply {
  replies: RoomReply[]
}

/** A member of a room, as the members sidebar lists them. */
export interface RoomMember {
  id: string
  name: string
  online: boolean
}
