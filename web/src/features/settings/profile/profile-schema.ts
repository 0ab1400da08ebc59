import { z } from 'zod/mini'
import { BIO_MAX_LENGTH, MOODS, type MoodId } from '@/lib/member/profile-customization-store'

/** The Profile Customization form: bio ≤ 160 characters, one of the 10 moods, a '#RRGGBB' name colour, two flags. */
export const profileSchema = z.object({
  bio: z
    .string()
    .check(z.maxLength(BIO_MAX_LENGTH, { error: `Your bio can be at most ${BIO_MAX_LENGTH} characters.` })),
  mood: z.enum(MOODS.map((m) => m.id) as [MoodId, ...MoodId[]]),
  nameColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'Choose a colour such as #8B5CF6.' })),
  premiumBadge: z.boolean(),
  defaultAnonymous: z.boolean(),
})

/** The form's values. */
export type ProfileForm = z.infer<typeof profileSchema>

/** The text under the bio: 'n/160 characters'. */
export function bioCounter(bio: string): string {
  return `${bio.length}/${BIO_MAX_LENGTH} characters`
}

/** Preset name colours offered beside the colour picker; the first is the default. */
export const NAME_COLOR_PRESETS = [
  { name: 'Violet', value: '#8B5CF6' },
  { name: 'Pink', value: '#EC4899' },
  { name: 'Red', value: '#EF4444' },
  { name: 'Orange', value: '#F97316' },
  { name: 'Yellow', value: '#EAB308' },
  { name: 'Green', value: '#22C55E' },
  { name: 'Cyan', value: '#06B6D4' },
  { name: 'Blue', value: '#3B82F6' },
] as const

/**
 * The text colour to put on a '#RRGGBB' background: black or white, whichever has the higher
 * WCAG contrast (so the name chip always reaches at least 4.5:1). Unreadable input gives white.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background)
  if (!match) return '#ffffff'
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff'
}
