import { z } from 'zod/mini'
import { AUTO_DELETE_TIMES, PROFILE_VISIBILITY, type PrivacySettings } from './privacy-store'

const mutedUserSchema = z.object({ id: z.string(), username: z.string(), mutedAt: z.iso.datetime() })

/**
 * The saved privacy settings (key `nexus:privacy`): blocked names, muted users (id, name, ISO
 * date-time), the profile's visibility, the online-status, anonymous-posting and auto-delete
 * flags, and how long anonymous posts live.
 */
export const privacySettingsSchema: z.ZodMiniType<PrivacySettings> = z.object({
  blockedUsers: z.array(z.string()),
  mutedUsers: z.array(mutedUserSchema),
  profileVisibility: z.enum(PROFILE_VISIBILITY),
  showOnlineStatus: z.boolean(),
  anonymousPosting: z.boolean(),
  autoDelete: z.boolean(),
  autoDeleteTime: z.enum(AUTO_DELETE_TIMES),
})
