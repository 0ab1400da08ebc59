// @vitest-environment node
import { ROOMS_COUNT_SUM, ROOMS_NAV, ROOMS_TOTAL } from '@/components/layout/shell/rooms-nav'

describe('rooms navigation', () => {
  it('shows the hard-coded total badge of 2039', () => {
    expect(ROOMS_TOTAL).toBe(2039)
  })

  it('the room counts sum to 1730, so the 2039 total is not derivable from them', () => {
    expect(ROOMS_COUNT_SUM).toBe(1730)
    expect(ROOMS_COUNT_SUM).not.toBe(ROOMS_TOTAL)
  })

  it('lists the 15 rooms in order with their slugs and counts', () => {
    expect(ROOMS_NAV.map((r) => [r.slug, r.title, r.count])).toEqual([
      ['intros', 'Intros', 124],
      ['inner-room', 'Inner Room', 250],
      ['lounge', 'Lounge', 87],
      ['anonymous-confessions', 'Anonymous Confessions', 3],
      ['overthinking', 'Overthinking', 156],
      ['relationships', 'Relationships', 203],
      ['the-void', 'Void', 95],
      ['life-purpose', 'Life Purpose', 178],
      ['journal-shares', 'Journal Shares', 67],
      ['dreams', 'Dreams', 143],
      ['weight', 'Weight', 56],
      ['work', 'Work', 112],
      ['entrepreneurship', 'Entrepreneurship', 98],
      ['christianity', 'Christianity', 76],
      ['buddhism', 'Buddhism', 82],
    ])
  })
})
