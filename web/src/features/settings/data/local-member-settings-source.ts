import { useAiSettingsStore } from '../ai/ai-settings-store'
import { useNotificationPreferencesStore } from '../notifications/notification-preferences-store'
import { useRoomPreferencesStore } from '../rooms/room-preferences-store'
import { useJournalPreferencesStore } from '@/lib/member/journal-preferences-store'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import type { MemberSettings, MemberSettingsPart, MemberSettingsSource } from './member-settings-source'

/** The settings this device holds for the current person (guest or member), read from its stores. */
export function deviceSettings(): MemberSettings {
  const { replies, prompts, events, announcements, sound, visual } = useNotificationPreferencesStore.getState()
  const { rooms, topics } = useRoomPreferencesStore.getState()
  const journal = useJournalPreferencesStore.getState()
  const { depth, tone, memory, consent, modes } = useAiSettingsStore.getState()
  const { autoDelete, autoDeleteTime } = usePrivacyStore.getState()
  return {
    notifications: { replies, prompts, events, announcements, sound, visual },
    roomsFeed: { rooms, topics },
    journal: {
      writingMode: journal.writingMode,
      remindersEnabled: journal.remindersEnabled,
      reminderFrequency: journal.reminderFrequency,
      reminderTime: journal.reminderTime,
      reminderTone: journal.reminderTone,
      moodTracking: journal.moodTracking,
      autoSuggestMood: journal.autoSuggestMood,
      aiReflection: journal.aiReflection,
      theme: journal.theme,
      fontFamily: journal.fontFamily,
      fontSize: journal.fontSize,
      ambientSounds: journal.ambientSounds,
      soundType: journal.soundType,
    },
    ai: { depth, tone, memory, consent, modes },
    autoDeletePosts: autoDelete ? autoDeleteTime : 'off',
  }
}

/**
 * Puts one part of the settings into this device's stores, which the rest of the app reads (the
 * journal's font, say). Auto-Delete Posts 'off' keeps the time chosen last, for when it is on again.
 */
export function keepOnDevice<P extends MemberSettingsPart>(part: P, value: MemberSettings[P]): void {
  const set: { [K in MemberSettingsPart]: (value: MemberSettings[K]) => void } = {
    notifications: (v) => useNotificationPreferencesStore.setState({ ...v }),
    roomsFeed: (v) => useRoomPreferencesStore.setState({ rooms: [...v.rooms], topics: [...v.topics] }),
    journal: (v) => useJournalPreferencesStore.setState({ ...v }),
    ai: (v) => useAiSettingsStore.setState({ ...v, modes: { ...v.modes } }),
    autoDeletePosts: (v) =>
      usePrivacyStore.setState(v === 'off' ? { autoDelete: false } : { autoDelete: true, autoDeleteTime: v }),
  }
  set[part](value)
}

/**
 * The guest's settings: this browser's stores, per person, exactly as before there was a server.
 * Reading gives what the stores hold; saving writes them (it never fails).
 */
export function createLocalMemberSettingsSource(): MemberSettingsSource {
  return {
    key: 'local',
    loadsFirst: false,
    read: () => Promise.resolve(deviceSettings()),
    save: (part, value) => {
      keepOnDevice(part, value)
      return Promise.resolve()
    },
  }
}
