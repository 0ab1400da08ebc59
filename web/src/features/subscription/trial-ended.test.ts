// @vitest-environment node
import { GUEST_USER, type SessionUser } from '@/lib/auth/session-user'
import { shouldOfferPlans } from './trial-ended'

const NOW = new Date('2030-01-10T00:00:00.000Z')
const member = (overrides: Partial<SessionUser>): SessionUser => ({
  ...GUEST_USER,
  id: 'u1',
  email: 'a@b.co',
  isGuest: false,
  ...overrides,
})
const ENDED = '2030-01-09T23:59:59.999Z'

describe('shouldOfferPlans', () => {
  it.each<[string, SessionUser, boolean]>([
    ['the guest', GUEST_USER, false],
    ['the guest even with an old trial end', { ...GUEST_USER, trialEndDate: ENDED }, false],
    ['a member whose trial is running', member({ trialEndDate: '2030-01-10T00:00:00.001Z' }), false],
    [
      'a member whose trial ends exactly now, on free',
      member({ trialEndDate: NOW.toISOString(), subscription: { plan: 'free', status: 'expired', endDate: null } }),
      true,
    ],
    [
      'a member whose trial ended, expired',
      member({ trialEndDate: ENDED, subscription: { plan: 'free', status: 'expired', endDate: null } }),
      true,
    ],
    [
      'a member whose trial ended, paying Basic',
      member({ trialEndDate: ENDED, subscription: { plan: 'basic', status: 'active', endDate: null } }),
      false,
    ],
    [
      'a member whose trial ended, paying Pro',
      member({ trialEndDate: ENDED, subscription: { plan: 'premium', status: 'active', endDate: null } }),
      false,
    ],
    [
      'a member whose trial ended, active but on free',
      member({ trialEndDate: ENDED, subscription: { plan: 'free', status: 'active', endDate: null } }),
      true,
    ],
    [
      'the admin, whatever the dates',
      member({ isAdmin: true, trialEndDate: ENDED, subscription: { plan: 'admin', status: 'active', endDate: null } }),
      false,
    ],
    [
      'a member with no trial end date (no trial, like a missing subscriber record)',
      member({ trialEndDate: null, subscription: { plan: 'free', status: 'expired', endDate: null } }),
      true,
    ],
  ])('%s → %s', (_label, user, expected) => {
    expect(shouldOfferPlans(user, NOW)).toBe(expected)
  })
})
