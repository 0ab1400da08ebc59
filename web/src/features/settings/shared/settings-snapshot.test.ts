import { usePrivacyStore } from '@/lib/member/privacy-store'
import { useProfileCustomizationStore } from '@/lib/member/profile-customization-store'
import { useNotificationPreferencesStore } from '../notifications/notification-preferences-store'
import { useRoomPreferencesStore } from '../rooms/room-preferences-store'
import { useAccountNamesStore } from './account-names-store'
import { getSettingsSnapshot } from './settings-snapshot'

describe('getSettingsSnapshot', () => {
  it("gathers the person's settings as plain data, without the stores' actions", () => {
    localStorage.setItem('theme', 'void')
    useAccountNamesStore.getState().setUsername('River')
    useProfileCustomizationStore.getState().saveCustomization({ bio: 'Hello', mood: 'star' })
    usePrivacyStore.getState().blockUser('Sam')
    usePrivacyStore.getState().muteUser('Kai', new Date('2030-01-02T03:04:05.000Z'))
    useNotificationPreferencesStore.getState().setPreference('prompts', true)
    useRoomPreferencesStore.getState().setTopicSelected('Music', true)

    const snapshot = getSettingsSnapshot()
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot)
    expect(snapshot).toEqual({
      theme: 'void',
      accountNames: { username: 'River', email: null },
      profileCustomization: {
        bio: 'Hello',
        mood: 'star',
        nameColor: '#8B5CF6',
        premiumBadge: false,
        defaultAnonymous: false,
      },
      privacy: {
        blockedUsers: ['Sam'],
        mutedUsers: [{ id: expect.any(String), username: 'Kai', mutedAt: '2030-01-02T03:04:05.000Z' }],
        profileVisibility: 'everyone',
        showOnlineStatus: true,
        anonymousPosting: false,
        autoDelete: false,
        autoDeleteTime: '24h',
      },
      notificationPreferences: {
        replies: true,
        prompts: true,
        events: true,
        announcements: true,
        push: false,
        sound: true,
        visual: true,
      },
      roomPreferences: {
        rooms: useRoomPreferencesStore.getState().rooms,
        topics: ['Anxiety', 'Creativity', 'Purpose', 'Music'],
      },
    })
  })
})
