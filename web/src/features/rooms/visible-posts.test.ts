import { DEFAULT_PRIVACY } from '@/lib/member/privacy-store'
import type { RoomPost } from './room-post'
import { visiblePosts } from './visible-posts'

const at = '2025-01-01T10:00:00.000Z'
const reply = (id: string, author: string) => ({ id, author, content: id, createdAt: at, mine: author === 'You' })
const posts: RoomPost[] = [
  { ...reply('p1', 'Maya'), replies: [reply('r1', 'Leo'), reply('r2', 'You')] },
  { ...reply('p2', 'Leo'), replies: [reply('r3', 'Maya')] },
  { ...reply('p3', 'You'), replies: [] },
]

describe('hidden authors', () => {
  it('shows everything when nobody is blocked or muted (same array)', () => {
    expect(visiblePosts(posts, DEFAULT_PRIVACY)).toBe(posts)
  })

  it('hides posts and replies of blocked authors, case-insensitively', () => {
    const shown = visiblePosts(posts, { blockedUsers: [' leo '], mutedUsers: [] })
    expect(shown.map((p) => p.id)).toEqual(['p1', 'p3'])
    expect(shown[0]!.replies.map((r) => r.id)).toEqual(['r2'])
  })

  it('hides muted authors too, and never the member themself', () => {
    const shown = visiblePosts(posts, {
      blockedUsers: ['You'],
      mutedUsers: [{ id: 'm1', username: 'Maya', mutedAt: at }],
    })
    expect(shown.map((p) => p.id)).toEqual(['p2', 'p3'])
    expect(shown[0]!.replies).toEqual([])
    expect(posts[1]!.replies).toHaveLength(1)
  })
})
