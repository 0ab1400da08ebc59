import { collectMemberData, MEMBER_DATA_SECTIONS } from './member-data'

vi.mock('@/features/profile/profile-store', () => ({ getProfileSnapshot: () => ({ displayName: 'Ada' }) }))
vi.mock('@/features/settings/shared/settings-snapshot', () => ({ getSettingsSnapshot: () => ({ theme: 'void' }) }))
vi.mock('@/features/journal/journal-store', () => ({
  getJournalSnapshot: () => ({ entries: [{ id: 1, title: 'First' }] }),
}))
vi.mock('@/features/resources/resources-store', () => ({ getResourcesSnapshot: () => ({ pdfs: [], links: [] }) }))
vi.mock('@/features/schedule/schedule-store', () => ({ getScheduleSnapshot: () => ({ events: [] }) }))
vi.mock('@/features/booking/booking-store', () => ({ getBookingsSnapshot: () => ({ bookings: [{ id: 'b1' }] }) }))
vi.mock('@/features/assistant/assistant-store', () => ({ getAssistantSnapshot: () => ({ messages: [] }) }))
vi.mock('@/features/rooms/rooms-store', () => ({ getRoomsSnapshot: () => ({ posts: {} }) }))

describe('collectMemberData', () => {
  it('gathers every section from its feature, with the format and the time', async () => {
    const data = await collectMemberData(new Date('2030-01-02T03:04:05.000Z'))
    expect(Object.keys(data)).toEqual(['format', 'version', 'exportedAt', ...MEMBER_DATA_SECTIONS])
    expect(data).toMatchObject({
      format: 'nexus-member-data',
      version: 1,
      exportedAt: '2030-01-02T03:04:05.000Z',
      profile: { displayName: 'Ada' },
      settings: { theme: 'void' },
      journal: { entries: [{ id: 1, title: 'First' }] },
      resources: { pdfs: [], links: [] },
      schedule: { events: [] },
      bookings: { bookings: [{ id: 'b1' }] },
      assistant: { messages: [] },
      rooms: { posts: {} },
      aiSettings: {
        depth: 'depth_level_2',
        tone: 'tone_therapist',
        memory: 'mem_short_term',
        consent: false,
        modes: { exp_dreamlike: false, exp_critical: false, exp_silence: false, exp_darkroom: false },
      },
    })
    expect(data.journalPreferences).toMatchObject({ fontSize: 16, reminderTime: '20:00', passcode: '' })
    expect(data.journalPreferences).not.toHaveProperty('savePreferences')
    expect(Array.isArray(data.notifications)).toBe(true)
    expect((data.notifications as unknown[]).length).toBeGreaterThan(0)
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it('names the section that could not be read, and produces nothing', async () => {
    const profile = await import('@/features/profile/profile-store')
    const spy = vi.spyOn(profile, 'getProfileSnapshot').mockImplementation(() => {
      throw new Error('storage is off')
    })
    await expect(collectMemberData()).rejects.toThrow('Could not read your profile data: storage is off')
    spy.mockRestore()
  })
})
