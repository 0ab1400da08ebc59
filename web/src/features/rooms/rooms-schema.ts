import { z } from 'zod/mini'
import type { RoomsData } from './rooms-store'

const roomReplySchema = z.object({
  id: z.string(),
  author: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  mine: z.boolean(),
})

const roomPostSchema = z.object({ ...roomReplySchema.shape, replies: z.array(roomReplySchema) })

/**
 * The saved room posts (key `nexus:rooms`): by canonical room id, each post with an id, author,
 * content, ISO date-time, `mine` flag and its replies (the same fields, oldest first).
 */
export const roomsDataSchema: z.ZodMiniType<RoomsData> = z.object({
  posts: z.record(z.string(), z.array(roomPostSchema)),
})
