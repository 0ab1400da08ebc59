import { useShallow } from 'zustand/react/shallow'
import { useAiSettingsStore } from '../ai/ai-settings-store'
import { useNotificationPreferencesStore } from '../notifications/notification-preferences-store'
import { useRoomPreferencesStore } from '../rooms/room-preferences-store'
import { useJournalPreferencesStore } from '@/lib/member/journal-preferences-store'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import type { MemberSettings, MemberSettingsPart } from './member-settings-source'

/**
 * One part of the settings as this device holds it (the stores the whole app reads), following
 * every change: a save, a read from the server, another tab.
 */
export function useDeviceSettings<P extends MemberSettingsPart>(part: P): MemberSettings[P] {
  const notifications = useNotificationPreferencesStore(
    useShallow(({ replies, prompts, events, announcements, sound, visual }) => ({
      replies,
      prompts,
      events,
      announcements,
      sound,
      visual,
    })),
  )
  const roomsFeed = useRoomPreferencesStore(useShallow(({ rooms, topics }) => ({ rooms, topics })))
  const journal = useJournalPreferencesStore(
    useShallow((s) => ({
      writingMode: s.writingMode,
      remindersEnabled: s.remindersEnabled,
      reminderFrequency: s.reminderFrequency,
      reminderTime: s.reminderTime,
      reminderTone: s.reminderTone,
      moodTracking: s.moodTracking,
      autoSuggestMood: s.autoSuggestMood,
      aiReflection: s.aiReflection,
      theme: s.theme,
      fontFamily: s.fontFamily,
      fontSize: s.fontSize,
      ambientSounds: s.ambientSounds,
      soundType: s.soundType,
    })),
  )
  const ai = useAiSettingsStore(
    useShallow(({ depth, tone, memory, consent, modes }) => ({ depth, tone, memory, consent, modes })),
  )
  const autoDeletePosts = usePrivacyStore((s) => (s.autoDelete ? s.autoDeleteTime : 'off'))
  const all: MemberSettings = { notifications, roomsFeed, journal, ai, autoDeletePosts }
  return all[part]
}
