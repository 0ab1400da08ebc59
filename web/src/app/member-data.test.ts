import { collectMemberData, MEMBER_DATA_READERS, MEMBER_DATA_SECTIONS } from './member-data'

vi.mock('@/features/profile/profile-store', () => ({ getProfileSnapshot: () => ({ displayName: 'Ada' }) }))
vi.mock('@/features/settings/shared/settings-snapshot', () => ({ getSettingsSnapshot: () => ({ theme: 'void' }) }))
vi.mock('@/features/resources/resources-store', () => ({ getResourcesSnapshot: () => ({ pdfs: [], links: [] }) }))
vi.mock('@/features/assistant/assistant-store', () => ({ getAssistantSnapshot: () => ({ messages: [] }) }))
vi.mock('@/features/rooms/rooms-store', () => ({ getRoomsSnapshot: () => ({ posts: {} }) }))

const fakeReaders = () =>
  Object.fromEntries(MEMBER_DATA_SECTIONS.map((s) => [s, async () => ({ section: s, at: new Date(0) })])) as Record<
    (typeof MEMBER_DATA_SECTIONS)[number],
    () => Promise<unknown>
  >

describe('collectMemberData', () => {
  it('has the format, the time and one JSON-safe entry per section, in order', async () => {
    const data = await collectMemberData(new Date('2030-01-02T03:04:05.000Z'), fakeReaders())
    expect(Object.keys(data)).toEqual(['format', 'version', 'exportedAt', ...MEMBER_DATA_SECTIONS])
    expect(data).toMatchObject({ format: 'nexus-member-data', version: 1, exportedAt: '2030-01-02T03:04:05.000Z' })
    expect(data.journal).toEqual({ section: 'journal', at: '1970-01-01T00:00:00.000Z' })
  })

  it('names the section that could not be read, and produces nothing', async () => {
    const readers = fakeReaders()
    readers.schedule = async () => Promise.reject(new Error('storage is off'))
    await expect(collectMemberData(new Date(), readers)).rejects.toThrow(
      'Could not read your schedule data: storage is off',
    )
  })

  it('never writes the journal passcode, nor its hash, into the file', async () => {
    const { hashPasscode } = await import('@/lib/member/passcode-hash')
    const { DEFAULT_JOURNAL_PREFERENCES, useJournalPreferencesStore } =
      await import('@/lib/member/journal-preferences-store')
    const passcodeHash = await hashPasscode('k3y9', 1000)
    useJournalPreferencesStore
      .getState()
      .savePreferences({ ...DEFAULT_JOURNAL_PREFERENCES, passcodeEnabled: true, passcodeHash })
    const data = await collectMemberData(new Date(), {
      ...fakeReaders(),
      journalPreferences: MEMBER_DATA_READERS.journalPreferences,
    })
    expect(data.journalPreferences).toMatchObject({ passcodeEnabled: true })
    expect(data.journalPreferences).not.toHaveProperty('passcodeHash')
    expect(data.journalPreferences).not.toHaveProperty('passcode')
    const file = JSON.stringify(data)
    for (const secret of ['k3y9', passcodeHash.hash, passcodeHash.salt]) expect(file).not.toContain(secret)
  })

  it("reads each existing feature's snapshot, and the shared stores", async () => {
    expect(await MEMBER_DATA_READERS.profile()).toEqual({ displayName: 'Ada' })
    expect(await MEMBER_DATA_READERS.settings()).toEqual({ theme: 'void' })
    expect(await MEMBER_DATA_READERS.resources()).toEqual({ pdfs: [], links: [] })
    expect(await MEMBER_DATA_READERS.assistant()).toEqual({ messages: [] })
    expect(await MEMBER_DATA_READERS.rooms()).toEqual({ posts: {} })
    expect(await MEMBER_DATA_READERS.aiSettings()).toEqual({
      depth: 'depth_level_2',
      tone: 'tone_therapist',
      memory: 'mem_short_term',
      consent: false,
      modes: { exp_dreamlike: false, exp_critical: false, exp_silence: false, exp_darkroom: false },
    })
    const preferences = await MEMBER_DATA_READERS.journalPreferences()
    expect(preferences).toMatchObject({ fontSize: 16, reminderTime: '20:00', passcodeEnabled: false })
    expect(preferences).not.toHaveProperty('savePreferences')
    const journal = (await MEMBER_DATA_READERS.journal()) as { entries: unknown[] }
    expect(journal.entries.length).toBeGreaterThan(0)
    expect(await MEMBER_DATA_READERS.schedule()).toBeTruthy()
    expect(await MEMBER_DATA_READERS.bookings()).toBeTruthy()
    const friends = (await MEMBER_DATA_READERS.friends()) as { friends: { name: string }[]; chats: object }
    expect(friends.friends.length).toBeGreaterThan(0)
    expect(friends.chats).toEqual({})
    const notifications = await MEMBER_DATA_READERS.notifications()
    expect(Array.isArray(notifications) && notifications.length > 0).toBe(true)
  })
})
