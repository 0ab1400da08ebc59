import { z } from 'zod/mini'

/** A reply under a room post. `createdAt` is an ISO date; `mine` marks the person's own replies. */
export const roomReplySchema = z.object({
  id: z.string(),
  author: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  mine: z.boolean(),
})

/** A room post with its replies, oldest reply first. */
export const roomPostSchema = z.object({
  ...roomReplySchema.shape,
  replies: z.array(roomReplySchema),
})

/** A reply: id, author ('You', 'Anonymous' or a member's name), content, ISO `createdAt`, `mine`. */
export type RoomReply = z.infer<typeof roomReplySchema>
/** A post: a {@link RoomReply}'s fields plus its replies (oldest first). */
export type RoomPost = z.infer<typeof roomPostSchema>

/** A member of a room, as the members sidebar lists them. */
export interface RoomMember {
  id: string
  name: string
  online: boolean
}
