// @vitest-environment node
import { billingState, planDisplayName } from './billing-state'

const NOW = new Date('2030-01-10T00:00:00.000Z')
type Subject = Parameters<typeof billingState>[0]
const user = (
  status: 'active' | 'trialing' | 'expired',
  trialEndDate: string | null,
  isAdmin = false,
  isGuest = false,
): Subject => ({
  isAdmin,
  isGuest,
  trialEndDate,
  subscription: { plan: status === 'active' ? 'basic' : 'free', status, endDate: null },
})

describe('billingState', () => {
  it.each<[string, Subject, string]>([
    ['an active subscription', user('active', '2029-01-01T00:00:00Z'), 'active'],
    ['the admin (active)', user('active', null, true), 'active'],
    ['a trial ending 1 ms from now', user('trialing', '2030-01-10T00:00:00.001Z'), 'trial'],
    ['a trial ending exactly now', user('expired', '2030-01-10T00:00:00.000Z'), 'none'],
    ['an expired trial', user('expired', '2030-01-01T00:00:00Z'), 'none'],
    ['the guest (no trial end date)', user('trialing', null, false, true), 'trial'],
    ['a member without a trial end date: no trial', user('expired', null), 'none'],
  ])('%s → %s', (_label, subject, expected) => {
    expect(billingState(subject, NOW)).toBe(expected)
  })
})

describe('planDisplayName', () => {
  it.each([
    ['basic', 'Basic'],
    ['premium', 'Pro'],
    ['free', 'Free Trial'],
    ['admin', 'Admin'],
    ['mentor', 'Mentor'],
  ])('%s → %s', (plan, name) => {
    expect(planDisplayName(plan)).toBe(name)
  })
})
