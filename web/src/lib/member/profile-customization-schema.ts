import { z } from 'zod/mini'
import { BIO_MAX_LENGTH, MOODS, type MoodId, type ProfileCustomization } from './profile-customization-store'

/**
 * The saved profile customization (key `nexus:profile-customization`): a bio of at most 160
 * characters, one of the mood ids, a #RRGGBB name colour, and the badge and default-anonymous flags.
 */
export const profileCustomizationSchema: z.ZodMiniType<ProfileCustomization> = z.object({
  bio: z.string().check(z.maxLength(BIO_MAX_LENGTH)),
  mood: z.enum(MOODS.map((m) => m.id) as [MoodId, ...MoodId[]]),
  nameColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  premiumBadge: z.boolean(),
  defaultAnonymous: z.boolean(),
})
