import { z } from 'zod/mini'
import {
  FONT_SIZE,
  JOURNAL_FONTS,
  PASSCODE_LENGTH,
  REMINDER_FREQUENCIES,
  REMINDER_TONES,
  SOUND_TYPES,
  WRITING_MODES,
  type JournalPreferences,
} from '@/lib/member/journal-preferences-store'
import { hashPasscode, type PasscodeHash } from '@/lib/member/passcode-hash'

/** The message when the passcode lock is on without exactly 4 characters. */
export const PASSCODE_MESSAGE = `Enter a passcode of exactly ${PASSCODE_LENGTH} characters, or turn the passcode lock off.`

/**
 * The journal settings form's values: every preference, except that instead of the stored hash
 * it has `passcode`, a new passcode typed by the person ('' to keep the current one).
 */
export type JournalSettingsValues = Omit<JournalPreferences, 'passcodeHash'> & { passcode: string }

/**
 * The passcode rule: with the lock on, the passcode is exactly 4 characters (any characters; no
 * digit check), or left empty when a passcode is already set (it is kept); with the lock off,
 * anything goes (nothing is kept). Returns the message, or null.
 */
export function passcodeError(passcodeEnabled: boolean, passcode: string, hasPasscode = false): string | null {
  if (!passcodeEnabled || (passcode === '' && hasPasscode)) return null
  return passcode.length !== PASSCODE_LENGTH ? PASSCODE_MESSAGE : null
}

/**
 * The journal settings form: every preference, plus the passcode rule (reported on `passcode`).
 * `hasPasscode`: whether a passcode is already stored, so an empty field keeps it.
 */
export const journalSettingsSchema = (hasPasscode: boolean) =>
  z
    .object({
      writingMode: z.enum(WRITING_MODES),
      remindersEnabled: z.boolean(),
      reminderFrequency: z.enum(REMINDER_FREQUENCIES),
      reminderTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a reminder time.' })),
      reminderTone: z.enum(REMINDER_TONES),
      moodTracking: z.boolean(),
      autoSuggestMood: z.boolean(),
      passcodeEnabled: z.boolean(),
      passcode: z.string(),
      aiReflection: z.boolean(),
      theme: z.enum(['light', 'dark']),
      fontFamily: z.enum(JOURNAL_FONTS),
      fontSize: z.number().check(z.int(), z.gte(FONT_SIZE.min), z.lte(FONT_SIZE.max)),
      ambientSounds: z.boolean(),
      soundType: z.enum(SOUND_TYPES),
    })
    .check(
      z.refine((v) => passcodeError(v.passcodeEnabled, v.passcode, hasPasscode) === null, {
        path: ['passcode'],
        error: PASSCODE_MESSAGE,
      }),
    )

/** The form's values for stored preferences: all of them, with an empty passcode field. */
export function toFormValues({ passcodeHash: _, ...preferences }: JournalPreferences): JournalSettingsValues {
  return { ...preferences, passcode: '' }
}

/**
 * What is saved from valid form values: the values as they are, with the passcode replaced by
 * its salted hash (WebCrypto PBKDF2). With the lock off no hash is kept; with the lock on and the
 * field empty, `current` (the stored hash) is kept. The passcode itself is never saved.
 */
export async function toPreferences(
  { passcode, ...values }: JournalSettingsValues,
  current: PasscodeHash | null,
): Promise<JournalPreferences> {
  if (!values.passcodeEnabled) return { ...values, passcodeHash: null }
  const passcodeHash = passcode === '' ? current : await hashPasscode(passcode)
  return { ...values, passcodeEnabled: passcodeHash !== null, passcodeHash }
}

/** The label of each writing mode and what it gives. */
export const WRITING_MODE_TEXT: Record<JournalPreferences['writingMode'], { label: string; description: string }> = {
  freeform: { label: 'Freeform Writing', description: 'A blank page.' },
  guided: { label: 'Guided Prompts', description: 'A reflective question to start from.' },
  mirror: { label: 'Question Mirror', description: 'The assistant offers clarifying questions.' },
}

/** The label of each reminder frequency. */
export const FREQUENCY_LABELS: Record<JournalPreferences['reminderFrequency'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  custom: 'Custom',
}

/** Each reminder tone's label and a sample of how it speaks. */
export const TONE_SAMPLES: Record<JournalPreferences['reminderTone'], { label: string; sample: string }> = {
  gentle: { label: 'Gentle', sample: 'Take a quiet moment for yourself. Your journal is here whenever you are ready.' },
  poetic: { label: 'Poetic', sample: 'The day is leaving its traces; come and set a few of them down in ink.' },
  neutral: { label: 'Neutral', sample: 'Reminder: it is time to write in your journal.' },
}

/** The label of each journal font, and the CSS font stack its preview uses. */
export const FONT_TEXT: Record<JournalPreferences['fontFamily'], { label: string; stack: string }> = {
  inter: { label: 'Inter', stack: 'Inter, ui-sans-serif, system-ui, sans-serif' },
  serif: { label: 'Serif', stack: 'ui-serif, Georgia, Cambria, "Times New Roman", serif' },
  mono: { label: 'Mono', stack: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  handwriting: { label: 'Handwriting', stack: '"Segoe Print", "Bradley Hand", "Comic Sans MS", cursive' },
}

/** The label of each ambient sound. */
export const SOUND_LABELS: Record<JournalPreferences['soundType'], string> = {
  rain: 'Rain',
  forest: 'Forest',
  ocean: 'Ocean',
  cafe: 'Cafe',
  'white-noise': 'White noise',
}
