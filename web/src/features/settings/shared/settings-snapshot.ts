import { DEFAULT_PRIVACY, usePrivacyStore } from '@/lib/member/privacy-store'
import { DEFAULT_PROFILE_CUSTOMIZATION, useProfileCustomizationStore } from '@/lib/member/profile-customization-store'
import { readStoredTheme } from '@/lib/theme/theme'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  useNotificationPreferencesStore,
} from '../notifications/notification-preferences-store'
import { useRoomPreferencesStore } from '../rooms/room-preferences-store'
import { DEFAULT_ACCOUNT_NAMES, useAccountNamesStore } from './account-names-store'

/** The data fields of `state` named by the keys of `shape` (a store's state minus its actions). */
function pick<T extends object>(state: object, shape: T): T {
  const out = {} as T
  for (const key of Object.keys(shape) as (keyof T)[]) out[key] = (state as T)[key]
  return out
}

/**
 * The current person's settings as plain JSON-safe data, for 'Download Data': theme, account
 * names (username and e-mail set here, null when unchanged), profile customization, privacy
 * (block and mute lists included), notification preferences, and room preferences with topics.
 */
export function getSettingsSnapshot(): unknown {
  const rooms = useRoomPreferencesStore.getState()
  return {
    theme: readStoredTheme(),
    accountNames: pick(useAccountNamesStore.getState(), DEFAULT_ACCOUNT_NAMES),
    profileCustomization: pick(useProfileCustomizationStore.getState(), DEFAULT_PROFILE_CUSTOMIZATION),
    privacy: pick(usePrivacyStore.getState(), DEFAULT_PRIVACY),
    notificationPreferences: pick(useNotificationPreferencesStore.getState(), DEFAULT_NOTIFICATION_PREFERENCES),
    roomPreferences: { rooms: rooms.rooms, topics: rooms.topics },
  }
}
