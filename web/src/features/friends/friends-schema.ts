// The guest's saved friends' zod schema: read only with saved data (the friends store imports it on demand).
import { z } from 'zod/mini'
import type { FriendsData } from './friends-store'

const friendSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  status: z.enum(['online', 'offline']),
})
const suggestionSchema = z.object({ id: z.string(), name: z.string(), bio: z.string() })
/** The zod schema of the friends store's saved data. */
export const friendsDataSchema: z.ZodMiniType<FriendsData> = z.object({
  friends: z.array(friendSchema),
  suggestions: z.array(suggestionSchema),
})
