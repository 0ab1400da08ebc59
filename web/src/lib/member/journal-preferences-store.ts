import { createPersistedStore } from '@/lib/persist/persisted-store'
import type { PasscodeHash } from './passcode-hash'

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

/**
 * Journal preferences. `reminderTime` is 'HH:mm'; `fontSize` is px (12–24). The passcode itself
 * is never kept: `passcodeHash` is its salted PBKDF2 hash (null without a passcode), and the lock
 * is on when `passcodeEnabled` and a hash is set.
 */
export interface JournalPreferences {
  writingMode: (typeof WRITING_MODES)[number]
  remindersEnabled: boolean
  reminderFrequency: (typeof REMINDER_FREQUENCIES)[number]
  reminderTime: string
  reminderTone: (typeof REMINDER_TONES)[number]
  moodTracking: boolean
  autoSuggestMood: boolean
  passcodeEnabled: boolean
  passcodeHash: PasscodeHash | null
  aiReflection: boolean
  theme: 'light' | 'dark'
  fontFamily: (typeof JOURNAL_FONTS)[number]
  fontSize: number
  ambientSounds: boolean
  soundType: (typeof SOUND_TYPES)[number]
}

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
  const passcodeHash =
    typeof passcode === 'string' && passcode !== ''
      ? await (await import('./passcode-hash')).hashPasscode(passcode)
      : null
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
  schema: () => import('./journal-preferences-schema').then((module) => module.journalPreferencesSchema),
  migrations: { 1: hashStoredPasscode },
  seed: () => ({ ...DEFAULT_JOURNAL_PREFERENCES }),
  actions: ({ set }) => ({
    /** Saves all preferences at once ('Save All Settings'). */
    savePreferences(preferences: JournalPreferences): void {
      set(preferences)
    },
  }),
})
