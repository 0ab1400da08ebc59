import { useNotificationPreferencesStore } from '../notifications/notification-preferences-store'
import { useJournalPreferencesStore } from '@/lib/member/journal-preferences-store'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { resetPersistedStoresForTests } from '@/lib/persist/persisted-store'
import { createLocalMemberSettingsSource } from './local-member-settings-source'
import { defaultPart } from './member-settings-schema'

describe('the local settings source (guest)', () => {
  beforeEach(() => resetPersistedStoresForTests())

  it('reads what the stores hold, every part present, without push or the passcode', async () => {
    const source = createLocalMemberSettingsSource()
    expect(source.loadsFirst).toBe(false)
    const read = await source.read()
    expect(read.notifications).toEqual(defaultPart('notifications'))
    expect(read.journal).toEqual(defaultPart('journal'))
    expect(read.roomsFeed).toEqual(defaultPart('roomsFeed'))
    expect(read.ai).toEqual(defaultPart('ai'))
    expect(read.autoDeletePosts).toBe('off')
  })

  it('saves a part into its store, leaving push and the passcode lock alone', async () => {
    useNotificationPreferencesStore.setState({ push: true })
    useJournalPreferencesStore.setState({ passcodeEnabled: true })
    const source = createLocalMemberSettingsSource()
    await source.save('notifications', { ...defaultPart('notifications'), prompts: true })
    await source.save('journal', { ...defaultPart('journal'), fontSize: 20 })
    expect(useNotificationPreferencesStore.getState()).toMatchObject({ prompts: true, push: true })
    expect(useJournalPreferencesStore.getState()).toMatchObject({ fontSize: 20, passcodeEnabled: true })
  })

  it("saves Auto-Delete Posts as the switch and its time; 'off' keeps the time for next time", async () => {
    const source = createLocalMemberSettingsSource()
    await source.save('autoDeletePosts', '3d')
    expect(usePrivacyStore.getState()).toMatchObject({ autoDelete: true, autoDeleteTime: '3d' })
    await source.save('autoDeletePosts', 'off')
    expect(usePrivacyStore.getState()).toMatchObject({ autoDelete: false, autoDeleteTime: '3d' })
    expect((await source.read()).autoDeletePosts).toBe('off')
  })
})
