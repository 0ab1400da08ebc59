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
}

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
