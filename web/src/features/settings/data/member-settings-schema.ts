import { safeParse, z } from 'zod/mini'
import { DEFAULT_AI_SETTINGS } from '../ai/ai-options'
import { aiSettingsSchema } from '../ai/ai-settings-store'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
} from '../notifications/notification-preferences-store'
import { DEFAULT_TOPICS } from '../rooms/room-catalog'
import { defaultRoomPreferences, roomPreferencesSchema } from '../rooms/room-preferences-store'
import { journalPreferencesSchema } from '@/lib/member/journal-preferences-schema'
import { DEFAULT_JOURNAL_PREFERENCES } from '@/lib/member/journal-preferences-store'
import { AUTO_DELETE_POSTS, type AutoDeletePosts, type MemberSettings } from './member-settings-source'

/** The version of the settings' JSON this app writes and reads (`member_settings.version`). */
export const SETTINGS_JSON_VERSION = 1

/** The parts kept in the settings' JSON, in order (Auto-Delete Posts has its own column). */
export const JSON_PARTS = ['notifications', 'roomsFeed', 'journal', 'ai'] as const
/** One part kept in the settings' JSON. */
export type JsonPart = (typeof JSON_PARTS)[number]

/** Each JSON part's shape: the stores' own schemas, less what stays on the device. */
export const PART_SCHEMAS = {
  notifications: z.omit(notificationPreferencesSchema, { push: true }),
  roomsFeed: roomPreferencesSchema,
  journal: z.omit(journalPreferencesSchema, { passcodeEnabled: true, passcodeHash: true }),
  ai: aiSettingsSchema,
} as const

const autoDeleteSchema = z.enum(AUTO_DELETE_POSTS)

/** The defaults of each part, fresh copies: what an unreadable part becomes. */
export function defaultPart<P extends JsonPart>(part: P): MemberSettings[P] {
  const { push: _push, ...notifications } = DEFAULT_NOTIFICATION_PREFERENCES
  const { passcodeEnabled: _on, passcodeHash: _hash, ...journal } = DEFAULT_JOURNAL_PREFERENCES
  const defaults: Pick<MemberSettings, JsonPart> = {
    notifications,
    roomsFeed: { rooms: defaultRoomPreferences(), topics: [...DEFAULT_TOPICS] },
    journal,
    ai: { ...DEFAULT_AI_SETTINGS, modes: { ...DEFAULT_AI_SETTINGS.modes } },
  }
  return defaults[part] as MemberSettings[P]
}

/** The part `part` of `value` with only its own fields (anything else dropped), or null when invalid. */
export function parsePart<P extends JsonPart>(part: P, value: unknown): MemberSettings[P] | null {
  const result = safeParse(PART_SCHEMAS[part], value)
  return result.success ? (result.data as MemberSettings[P]) : null
}

/** A row of `member_settings` as read: the JSON's version, the JSON and Auto-Delete Posts. */
export interface MemberSettingsRow {
  version: number
  settings: unknown
  auto_delete_posts: string
}

/**
 * The member's settings from their row (null: never saved, so only Auto-Delete Posts 'off', the
 * server's default). The rule: a JSON part
 * absent is left out (the device keeps its own); a part that does not match its schema, or JSON
 * of a version this app does not know, becomes the defaults with one console warning each; an
 * unknown Auto-Delete Posts value reads as 'off', with a warning. Never throws.
 */
export function settingsFromRow(row: MemberSettingsRow | null): Partial<MemberSettings> {
  if (!row) return { autoDeletePosts: 'off' }
  const out: Partial<MemberSettings> = {}
  const json = row.settings
  const known = row.version === SETTINGS_JSON_VERSION && typeof json === 'object' && json !== null
  if (!known) console.warn('Your saved settings could not be read and were reset to their defaults.', row)
  for (const part of JSON_PARTS) {
    const value = known ? (json as Record<string, unknown>)[part] : {}
    if (value === undefined) continue
    const parsed = known ? parsePart(part, value) : null
    if (!parsed && known) console.warn(`Your saved ${part} settings could not be read and were reset.`, value)
    Object.assign(out, { [part]: parsed ?? defaultPart(part) })
  }
  const autoDelete = safeParse(autoDeleteSchema, row.auto_delete_posts)
  if (!autoDelete.success)
    console.warn('Your Auto-Delete Posts setting could not be read; it is off.', row.auto_delete_posts)
  out.autoDeletePosts = autoDelete.success ? autoDelete.data : ('off' satisfies AutoDeletePosts)
  return out
}
