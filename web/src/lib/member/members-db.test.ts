// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/supabase', () => ({ loadSupabase: () => Promise.resolve(null) }))
vi.mock('./live-services', () => ({ loadLiveRealtime: () => Promise.resolve(null) }))

const { membersErrorFrom } = await import('./members-db')

describe('membersErrorFrom', () => {
  it.each([
    ['PT429', "You're sending messages too fast. You can send again in 1 minute."],
    ['PT429', "You've sent a lot of friend requests. You can send another in 1 hour."],
    ['23514', 'This member declined your friend request. You can ask again in 7 days.'],
    ['23514', 'That name is reserved. Please choose another.'],
    ['42501', 'You are muted until 3 Dec 2026, 14:00 UTC.'],
    ['42501', 'Your account is suspended until a moderator lifts it.'],
  ])('%s: the server’s message as is (%s)', (code, message) => {
    const error = membersErrorFrom({ code, message }, 'Fallback')
    expect(error.kind).toBe('refused')
    expect(error.message).toBe(message)
  })

  it('another refusal of row security reads as not allowed, never the server’s words', () => {
    expect(membersErrorFrom({ code: '42501', message: 'new row violates row-level security policy' }).message).toBe(
      'You are not allowed to do that.',
    )
  })

  it('anything else is the fallback', () => {
    expect(membersErrorFrom({ code: 'XX000', message: 'internal' }, 'Fallback').message).toBe('Fallback')
  })
})
