// The guest's saved chats' zod schema: read only with saved data (the chat store imports it on demand).
import { z } from 'zod/mini'
import type { ChatData } from './chat-store'

const messageSchema = z.object({
  id: z.string(),
  sender: z.enum(['me', 'them']),
  text: z.string(),
  timestamp: z.iso.datetime(),
})
/** The zod schema of the chat store's saved data. */
export const chatDataSchema: z.ZodMiniType<ChatData> = z.object({ chats: z.record(z.string(), z.array(messageSchema)) })
