import { z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import { hashPasscode, passcodeHashSchema } from './passcode-hash'

/** Journal writing modes. */
export const WRITING_MODES = ['freeform', 'guided', 'mirror'] as const
/** Reminder frequencies. */
export const REMINDER_FREQUENCIES = ['daily', 'weekly', 'custom'] as const
/** Reminder tones. */
export const REMINDER_TONES = ['gentle', 'poetic', 'neutral'] as const
/** Journal font families. */
export const JOURNAL_FONTS = ['inter', 'serif', 'mono', 'handwriting'] as const
/** Ambient sound types. */
export const SOUND_TYPES = ['rain', 'forest', 'ocean', 'cafe', 'white-noise'] as const
/** Font size slider range in px. */
export const FONT_SIZE = { min: 12, max: 24, step: 1, default: 16 } as const
/** The passcode is exactly this many characters when the lock is on. */
export const PASSCODE_LENGTH = 4

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
})

/**
 * Journal preferences. `reminderTime` is 'HH:mm'; `fontSize` is px (12–24). The passcode itself
 * is never kept: `passcodeHash` is its salted PBKDF2 hash (null without a passcode), and the lock
 * is on when `passcodeEnabled` and a hash is set.
 */
export type JournalPreferences = z.infer<typeof journalPreferencesSchema>

/** Defaults: freeform, reminders off (daily at 20:00, gentle), mood tracking off with auto-suggest on, no passcode, AI reflection on, dark, Inter 16 px, ambient rain off. */
export const DEFAULT_JOURNAL_PREFERENCES: JournalPreferences = {
  writingMode: 'freeform',
  remindersEnabled: false,
  reminderFrequency: 'daily',
  reminderTime: '20:00',
  reminderTone: 'gentle',
  moodTracking: false,
  autoSuggestMood: true,
  passcodeEnabled: false,
  passcodeHash: null,
  aiReflection: true,
  theme: 'dark',
  fontFamily: 'inter',
  fontSize: FONT_SIZE.default,
  ambientSounds: false,
  soundType: 'rain',
}

/**
 * Version 1 kept the passcode in plain text (`passcode`, '' for none). Version 2 keeps only its
 * hash: the plain passcode is hashed and dropped, and a lock with no passcode is off (it never
 * locked anything). Anything that is not an object is passed on for the schema to refuse.
 */
async function hashStoredPasscode(state: unknown): Promise<unknown> {
  if (typeof state !== 'object' || state === null) return state
  const { passcode, ...rest } = state as Record<string, unknown>
  const passcodeHash = typeof passcode === 'string' && passcode !== '' ? await hashPasscode(passcode) : null
  return { ...rest, passcodeEnabled: rest.passcodeEnabled === true && passcodeHash !== null, passcodeHash }
}

/**
 * Journal preferences, kept per person (key `nexus:journal-preferences`). The settings page
 * writes them; the journal screen applies the font family and size and the passcode lock. A
 * plain passcode saved by an older version is replaced by its hash on load (asynchronously:
 * until then the store is not hydrated, see `usePersistedStoreHydrated`).
 */
export const useJournalPreferencesStore = createPersistedStore({
  name: 'nexus:journal-preferences',
  version: 2,
  schema: journalPreferencesSchema,
  migrations: { 1: hashStoredPasscode },
  seed: () => ({ ...DEFAULT_JOURNAL_PREFERENCES }),
  actions: ({ set }) => ({
    /** Saves all preferences at once ('Save All Settings'). */
    savePreferences(preferences: JournalPreferences): void {
      set(preferences)
    },
  }),
})
