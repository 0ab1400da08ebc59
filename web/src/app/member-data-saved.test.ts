import { MEMBER_DATA_READERS } from './member-data'
import { readDeviceOnlyData } from './server-member-data'

// The schemas of saved data arrive late, as on a slow network.
const late = async <T>(load: () => Promise<T>) => {
  await new Promise((resolve) => setTimeout(resolve, 200))
  return load()
}
vi.mock('@/features/rooms/rooms-schema', (importOriginal) => late(importOriginal))
vi.mock('@/lib/member/privacy-schema', (importOriginal) => late(importOriginal))
vi.mock('@/lib/member/profile-customization-schema', (importOriginal) => late(importOriginal))

const save = (key: string, state: object) => localStorage.setItem(key, JSON.stringify({ version: 1, state }))

describe("'Download Data' of stores first loaded for the download", () => {
  it('holds what was saved, never the seed, while their schemas load', async () => {
    const post = {
      id: 'p1',
      author: 'You',
      content: 'Saved before the download',
      createdAt: '2026-11-20T10:00:00.000Z',
      mine: true,
      replies: [],
    }
    save('nexus:rooms', { posts: { lounge: [post] } })
    save('nexus:privacy', {
      blockedUsers: ['Rex'],
      mutedUsers: [],
      profileVisibility: 'none',
      showOnlineStatus: false,
      anonymousPosting: false,
      autoDelete: false,
      autoDeleteTime: '24h',
    })
    save('nexus:profile-customization', {
      bio: 'Quiet',
      mood: 'cool',
      nameColor: '#112233',
      premiumBadge: true,
      defaultAnonymous: true,
    })

    expect(await MEMBER_DATA_READERS.rooms()).toEqual({ posts: { lounge: [post] } })
    expect(await MEMBER_DATA_READERS.settings()).toMatchObject({
      privacy: { blockedUsers: ['Rex'], profileVisibility: 'none' },
      profileCustomization: { bio: 'Quiet', nameColor: '#112233' },
    })
    expect((await readDeviceOnlyData()).profileBadgeAndAnonymousDefault).toEqual({
      premiumBadge: true,
      defaultAnonymous: true,
    })
  })
})
