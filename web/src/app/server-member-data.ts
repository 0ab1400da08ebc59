import { errorMessage } from '@/lib/error-message'
import { membersClient } from '@/lib/member/members-db'
import { importHydrated } from '@/lib/persist/persisted-store'

/** The key under which 'Download Data' adds what stays in this browser to the server's export. */
export const DEVICE_ONLY_KEY = 'kept_on_this_device'

/** What is kept only in this browser: the preferences that stay per device, and the assistant conversation. */
export interface DeviceOnlyData {
  note: string
  theme: unknown
  pushNotifications: boolean
  journalPasscodeLock: boolean
  profileBadgeAndAnonymousDefault: { premiumBadge: boolean; defaultAnonymous: boolean }
  assistant: unknown
}

/** Reads {@link DeviceOnlyData} (the feature modules load on demand). */
export async function readDeviceOnlyData(): Promise<DeviceOnlyData> {
  // Stores imported just now may still be reading their saved data.
  const [{ readStoredTheme }, notifications, journal, profile, assistant] = await importHydrated(
    Promise.all([
      import('@/lib/theme/theme'),
      import('@/features/settings/notifications/notification-preferences-store'),
      import('@/lib/member/journal-preferences-store'),
      import('@/lib/member/profile-customization-store'),
      import('@/features/assistant/assistant-store'),
    ]),
  )
  const journalState = journal.useJournalPreferencesStore.getState()
  const { premiumBadge, defaultAnonymous } = profile.useProfileCustomizationStore.getState()
  return {
    note: 'These stay in this browser and are not on the server.',
    theme: readStoredTheme(),
    pushNotifications: notifications.useNotificationPreferencesStore.getState().push,
    // The passcode's hash never leaves the browser: whether the lock is on is enough.
    journalPasscodeLock: journalState.passcodeEnabled && journalState.passcodeHash !== null,
    profileBadgeAndAnonymousDefault: { premiumBadge, defaultAnonymous },
    assistant: assistant.getAssistantSnapshot(),
  }
}

/** Options of {@link collectServerMemberData}; both are for tests. */
export interface ServerMemberDataOptions {
  loadClient?: () => Promise<unknown>
  readDevice?: () => Promise<DeviceOnlyData>
}

/**
 * A signed-in member's 'Download Data' file: the server's export of everything of theirs
 * (`export_my_data()`: `{ format_version (2 and up), exported_at, profile, settings,
 * journal_entries, resources, schedule_events, bookings, posts, friendships, direct_messages,
 * notifications, meeting_messages }`, read under their own row security), plus what stays in this browser under
 * {@link DEVICE_ONLY_KEY}. The guest's file (member-data.ts, format version 1) is unchanged.
 * @throws Error 'Your data could not be downloaded…' saying why (the server not reached, or its
 * answer not an export); no partial file is produced.
 */
export async function collectServerMemberData({
  loadClient,
  readDevice = readDeviceOnlyData,
}: ServerMemberDataOptions = {}): Promise<Record<string, unknown>> {
  const supabase = await membersClient(loadClient)
  const { data, error } = await supabase.rpc('export_my_data')
  if (error) {
    const offline = !error.code && /failed to fetch|networkerror|load failed|fetch failed/i.test(errorMessage(error))
    throw new Error(
      offline
        ? 'Your data could not be downloaded: Nexus could not reach the server. Check your connection and try again.'
        : `Your data could not be downloaded: ${errorMessage(error).replace(/\.$/, '') || 'the server did not answer'}.`,
      { cause: error },
    )
  }
  const exported = data as unknown
  if (
    typeof exported !== 'object' ||
    exported === null ||
    Array.isArray(exported) ||
    typeof (exported as { format_version?: unknown }).format_version !== 'number'
  )
    throw new Error('Your data could not be downloaded: the server sent something that is not an export.')
  return { ...(exported as Record<string, unknown>), [DEVICE_ONLY_KEY]: await readDevice() }
}
