import { z } from 'zod/mini'
import { NOTIFICATION_TYPES, type AppNotification } from './notifications'

const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  time: z.iso.datetime(),
  read: z.boolean(),
  data: z.optional(z.object({ senderId: z.optional(z.string()) })),
})

/**
 * The saved notifications (key `nexus:notifications`): each with a string id, one of the
 * notification types, title, message, an ISO date-time and a read flag; `data.senderId` optional.
 */
export const notificationsDataSchema = z.object({ notifications: z.array(notificationSchema) }) as z.ZodMiniType<{
  notifications: AppNotification[]
}>
