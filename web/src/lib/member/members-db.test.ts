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
  ])('%s: the server’s message as is (%s)', (code, message) => {
    const error = membersErrorFrom({ code, message }, 'Fallback')
    expect(error.kind).toBe('refused')
    expect(error.message).toBe(message)
  })

  it('anything else is the fallback', () => {
    expect(membersErrorFrom({ code: 'XX000', message: 'internal' }, 'Fallback').message).toBe('Fallback')
  })
})
