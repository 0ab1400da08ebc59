import { importHydrated } from '@/lib/persist/persisted-store'

/** Identifies the file 'Download Data' writes, and the version of its shape. */
export const MEMBER_DATA_FORMAT = { format: 'nexus-member-data', version: 1 } as const

/** The sections of the 'Download Data' file, in order. */
export const MEMBER_DATA_SECTIONS = [
  'profile',
  'settings',
  'journalPreferences',
  'aiSettings',
  'journal',
  'resources',
  'schedule',
  'bookings',
  'notifications',
  'assistant',
  'rooms',
  'friends',
] as const

/** One section's name. */
export type MemberDataSection = (typeof MEMBER_DATA_SECTIONS)[number]

/** The 'Download Data' file: its format, when it was made (ISO date) and one entry per section. */
export type MemberData = typeof MEMBER_DATA_FORMAT & { exportedAt: string } & Record<MemberDataSection, unknown>

/** How each section is read: the owning feature's snapshot, loaded on demand (its saved data read). */
export const MEMBER_DATA_READERS: Record<MemberDataSection, () => Promise<unknown>> = {
  profile: async () => (await importHydrated(import('@/features/profile/profile-store'))).getProfileSnapshot(),
  settings: async () =>
    (await importHydrated(import('@/features/settings/shared/settings-snapshot'))).getSettingsSnapshot(),
  journalPreferences: async () => {
    const { DEFAULT_JOURNAL_PREFERENCES, useJournalPreferencesStore } = await importHydrated(
      import('@/lib/member/journal-preferences-store'),
    )
    const state = useJournalPreferencesStore.getState()
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(DEFAULT_JOURNAL_PREFERENCES)) copy[key] = state[key as keyof typeof state]
    // The passcode's hash never leaves the browser: whether the lock is on is enough.
    delete copy.passcodeHash
    return copy
  },
  aiSettings: async () =>
    (await importHydrated(import('@/features/settings/ai/ai-settings-store'))).getAiSettingsSnapshot(),
  journal: async () => (await importHydrated(import('@/features/journal/journal-store'))).getJournalSnapshot(),
  resources: async () => (await importHydrated(import('@/features/resources/resources-store'))).getResourcesSnapshot(),
  schedule: async () => (await importHydrated(import('@/features/schedule/schedule-store'))).getScheduleSnapshot(),
  bookings: async () => (await importHydrated(import('@/features/booking/booking-store'))).getBookingsSnapshot(),
  notifications: async () => {
    const { useNotificationsStore } = await importHydrated(import('@/lib/notifications/notifications-store'))
    return useNotificationsStore.getState().notifications
  },
  assistant: async () => (await importHydrated(import('@/features/assistant/assistant-store'))).getAssistantSnapshot(),
  rooms: async () => (await importHydrated(import('@/features/rooms/rooms-store'))).getRoomsSnapshot(),
  friends: async () => (await importHydrated(import('@/features/friends/friends-snapshot'))).getFriendsSnapshot(),
}

/**
 * Everything this browser keeps for the current person (guest or member), except the journal
 * passcode's hash, for 'Download Data':
 * `{ format: 'nexus-member-data', version: 1, exportedAt, profile, settings, journalPreferences,
 * aiSettings, journal, resources, schedule, bookings, notifications, assistant, rooms, friends }`,
 * each section the owning feature's own snapshot, made JSON-safe (a deep copy). The feature
 * modules are loaded on demand, so the settings page does not carry them.
 * @throws Error 'Could not read your <section> data: <reason>' when a section cannot be read;
 * no partial file is produced. `readers` replaces how sections are read (tests).
 */
export async function collectMemberData(
  now: Date = new Date(),
  readers: Record<MemberDataSection, () => Promise<unknown>> = MEMBER_DATA_READERS,
): Promise<MemberData> {
  const entries = await Promise.all(
    MEMBER_DATA_SECTIONS.map(async (section) => {
      try {
        return [section, await readers[section]()] as const
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`Could not read your ${section} data: ${reason}`, { cause: error })
      }
    }),
  )
  const sections = JSON.parse(JSON.stringify(Object.fromEntries(entries))) as Record<MemberDataSection, unknown>
  return { ...MEMBER_DATA_FORMAT, exportedAt: now.toISOString(), ...sections }
}
