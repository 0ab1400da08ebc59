// @vitest-environment node
import { roomMembers, roomSeedPosts, SEEDED_ROOM_IDS } from './room-seed'

const now = new Date('2025-03-10T12:00:00.000Z')

describe('room samples', () => {
  it('has its own conversation for the four seeded rooms', () => {
    expect([...SEEDED_ROOM_IDS].sort()).toEqual(['anonymous-confessions', 'intros', 'lounge', 'overthinking'])
    const lounge = roomSeedPosts('lounge', now)
    expect(lounge[0]).toMatchObject({ id: 'lounge-seed-1', author: 'Maya', mine: false })
    expect(lounge[0]!.replies.map((r) => r.id)).toEqual(['lounge-seed-1-r1', 'lounge-seed-1-r2'])
  })

  it('is deterministic, oldest first, dated relative to now', () => {
    const posts = roomSeedPosts('overthinking', now)
    expect(roomSeedPosts('overthinking', now)).toEqual(posts)
    const times = posts.map((p) => Date.parse(p.createdAt))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(Math.max(...times)).toBeLessThan(now.getTime())
  })

  it('gives any other room the default welcome set under its own ids', () => {
    const dreams = roomSeedPosts('dreams', now)
    const work = roomSeedPosts('work', now)
    expect(dreams.map((p) => p.content)).toEqual(work.map((p) => p.content))
    expect(dreams[0]!.id).toBe('dreams-seed-1')
    expect(dreams[0]!.content).toMatch(/^Welcome to this room!/)
  })

  it('lists members online first; the anonymous room names everyone Anonymous', () => {
    const lounge = roomMembers('lounge')
    expect(lounge.map((m) => m.online)).toEqual([true, true, true, true, false, false])
    expect(new Set(roomMembers('anonymous-confessions').map((m) => m.name))).toEqual(new Set(['Anonymous']))
    expect(roomSeedPosts('anonymous-confessions', now).every((p) => p.author === 'Anonymous')).toBe(true)
  })
})
