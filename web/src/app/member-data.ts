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
] as const

/** One section's name. */
export type MemberDataSection = (typeof MEMBER_DATA_SECTIONS)[number]

/** The 'Download Data' file: its format, when it was made (ISO date) and one entry per section. */
export type MemberData = typeof MEMBER_DATA_FORMAT & { exportedAt: string } & Record<MemberDataSection, unknown>

/**
 * Loads a feature module found by `import.meta.glob` (one path, loaded on demand). Features that
 * other people are still writing are reached this way, so the app builds before they land.
 * @throws Error 'the <name> feature is not part of this build' when the module does not exist.
 */
export async function loadFeature<T>(found: Record<string, () => Promise<T>>, name: string): Promise<T> {
  const load = Object.values(found)[0]
  if (!load) throw new Error(`the ${name} feature is not part of this build`)
  return load()
}

/** Like {@link loadFeature}, but null when the feature is not part of this build (so it has no data). */
async function optionalFeature<T>(found: Record<string, () => Promise<T>>): Promise<T | null> {
  const load = Object.values(found)[0]
  return load ? load() : null
}

/** The journal feature's store, as 'Download Data' and the journal settings use it. */
export interface JournalStoreModule {
  getJournalSnapshot: () => unknown
  deleteAllJournalEntries: () => void | Promise<void>
}
/** The journal feature's JSON export. */
export interface JournalExportModule {
  downloadJournalJson: () => void | Promise<void>
}

/** The journal store module, when the build has it. */
export const journalStore = import.meta.glob<JournalStoreModule>('/src/features/journal/journal-store.ts')
/** The journal export module, when the build has it. */
export const journalExport = import.meta.glob<JournalExportModule>('/src/features/journal/journal-export.ts')
const scheduleStore = import.meta.glob<{ getScheduleSnapshot: () => unknown }>(
  '/src/features/schedule/schedule-store.ts',
)
const bookingStore = import.meta.glob<{ getBookingsSnapshot: () => unknown }>('/src/features/booking/booking-store.ts')

/** How each section is read: the owning feature's snapshot, loaded on demand. */
export const MEMBER_DATA_READERS: Record<MemberDataSection, () => Promise<unknown>> = {
  profile: async () => (await import('@/features/profile/profile-store')).getProfileSnapshot(),
  settings: async () => (await import('@/features/settings/shared/settings-snapshot')).getSettingsSnapshot(),
  journalPreferences: async () => {
    const { DEFAULT_JOURNAL_PREFERENCES, useJournalPreferencesStore } =
      await import('@/lib/member/journal-preferences-store')
    const state = useJournalPreferencesStore.getState()
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(DEFAULT_JOURNAL_PREFERENCES)) copy[key] = state[key as keyof typeof state]
    return copy
  },
  aiSettings: async () => (await import('@/features/settings/ai/ai-settings-store')).getAiSettingsSnapshot(),
  journal: async () => (await optionalFeature(journalStore))?.getJournalSnapshot() ?? null,
  resources: async () => (await import('@/features/resources/resources-store')).getResourcesSnapshot(),
  schedule: async () => (await optionalFeature(scheduleStore))?.getScheduleSnapshot() ?? null,
  bookings: async () => (await optionalFeature(bookingStore))?.getBookingsSnapshot() ?? null,
  notifications: async () => {
    const { useNotificationsStore } = await import('@/lib/notifications/notifications-store')
    return useNotificationsStore.getState().notifications
  },
  assistant: async () => (await import('@/features/assistant/assistant-store')).getAssistantSnapshot(),
  rooms: async () => (await import('@/features/rooms/rooms-store')).getRoomsSnapshot(),
}

/**
 * Everything this browser keeps for the current person (guest or member), for 'Download Data':
 * `{ format: 'nexus-member-data', version: 1, exportedAt, profile, settings, journalPreferences,
 * aiSettings, journal, resources, schedule, bookings, notifications, assistant, rooms }`, each
 * section the owning feature's own snapshot, made JSON-safe (a deep copy); null for a feature
 * this build does not have (journal, schedule, booking), which therefore holds no data. The
 * feature modules are loaded on demand, so the settings page does not carry them.
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
