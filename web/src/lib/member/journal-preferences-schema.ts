import { z } from 'zod/mini'
import {
  FONT_SIZE,
  JOURNAL_FONTS,
  REMINDER_FREQUENCIES,
  REMINDER_TONES,
  SOUND_TYPES,
  WRITING_MODES,
  type JournalPreferences,
} from './journal-preferences-store'
import { passcodeHashSchema } from './passcode-hash-schema'

/** The stored shape of the journal preferences (the Supabase source validates with it too). */
export const journalPreferencesSchema = z.object({
  writingMode: z.enum(WRITING_MODES),
  remindersEnabled: z.boolean(),
  reminderFrequency: z.enum(REMINDER_FREQUENCIES),
  reminderTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  reminderTone: z.enum(REMINDER_TONES),
  moodTracking: z.boolean(),
  autoSuggestMood: z.boolean(),
  passcodeEnabled: z.boolean(),
  passcodeHash: z.nullable(passcodeHashSchema),
  aiReflection: z.boolean(),
  theme: z.enum(['light', 'dark']),
  fontFamily: z.enum(JOURNAL_FONTS),
  fontSize: z.number().check(z.int(), z.gte(FONT_SIZE.min), z.lte(FONT_SIZE.max)),
  ambientSounds: z.boolean(),
  soundType: z.enum(SOUND_TYPES),
}) satisfies z.ZodMiniType<JournalPreferences>
