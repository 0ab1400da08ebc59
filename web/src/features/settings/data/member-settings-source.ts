import type { AiSettings } from '../ai/ai-options'
import type { NotificationPreferences } from '../notifications/notification-preferences-store'
import type { RoomPreferences } from '../rooms/room-preferences-store'
import type { JournalPreferences } from '@/lib/member/journal-preferences-store'

/** Auto-Delete Posts: off, or how long a member's anonymous posts live (1 hour to 7 days). */
export const AUTO_DELETE_POSTS = ['off', '1h', '24h', '3d', '7d'] as const
/** One Auto-Delete Posts choice. */
export type AutoDeletePosts = (typeof AUTO_DELETE_POSTS)[number]

/** The notification preferences that follow the member; push stays with the browser that allowed it. */
export type SharedNotificationPreferences = Omit<NotificationPreferences, 'push'>
/** The journal preferences that follow the member; the passcode lock stays on the device it locks. */
export type SharedJournalPreferences = Omit<JournalPreferences, 'passcodeEnabled' | 'passcodeHash'>

/**
 * Everything a member's settings hold, by part: the preferences of the settings pages
 * (notifications, rooms and feed, journal, AI) and Auto-Delete Posts.
 */
export interface MemberSettings {
  notifications: SharedNotificationPreferences
  roomsFeed: RoomPreferences
  journal: SharedJournalPreferences
  ai: AiSettings
  autoDeletePosts: AutoDeletePosts
}

/** One part of {@link MemberSettings}, saved on its own. */
export type MemberSettingsPart = keyof MemberSettings

/** Why a settings call failed: 'refused' (the server said no), 'offline' (not reached) or 'failed'. */
export type MemberSettingsErrorKind = 'refused' | 'offline' | 'failed'

/** A refused or failed settings call; `message` is what the member is shown. */
export class MemberSettingsError extends Error {
  constructor(
    readonly kind: MemberSettingsErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'MemberSettingsError'
  }
}

/**
 * Where the settings pages read and save a person's preferences: this browser's stores for the
 * guest (local-member-settings-source.ts), the member's row of `member_settings` on the server
 * for a signed-in member (supabase-member-settings-source.ts, kept on the device too). Chosen
 * once in app/data-sources.tsx; the pages never know which one they have.
 */
export interface MemberSettingsSource {
  /** Identifies the source and whose settings it holds ('local', or 'supabase:<user id>'). */
  readonly key: string
  /**
   * True when the settings live elsewhere and must be read before a page shows them (the
   * server); false when this device already holds them, so a page shows them at once.
   */
  readonly loadsFirst: boolean
  /**
   * The person's saved settings. A part never saved is absent (the page keeps what the device
   * holds); a part that cannot be read is its defaults (with a console warning), never an error.
   * Rejects with a MemberSettingsError when the settings cannot be reached at all.
   */
  read(): Promise<Partial<MemberSettings>>
  /**
   * Saves one part, whole, and keeps it on this device once saved. Rejects with a
   * MemberSettingsError saying why (nothing is saved then).
   */
  save<P extends MemberSettingsPart>(part: P, value: MemberSettings[P]): Promise<void>
}
