import { billingState, planDisplayName } from './billing-state'

const NOW = new Date('2030-01-10T00:00:00.000Z')
type Subject = Parameters<typeof billingState>[0]
const user = (status: 'active' | 'trialing' | 'expired', trialEndDate: string | null, isAdmin = false): Subject => ({
  isAdmin,
  trialEndDate,
  subscription: { plan: status === 'active' ? 'basic' : 'free', status, endDate: null },
})

describe('billingState (doc 2 §4)', () => {
  it.each<[string, Subject, string]>([
    ['an active subscription', user('active', '2029-01-01T00:00:00Z'), 'active'],
    ['the admin (active)', user('active', null, true), 'active'],
    ['a trial ending 1 ms from now', user('trialing', '2030-01-10T00:00:00.001Z'), 'trial'],
    ['a trial ending exactly now', user('expired', '2030-01-10T00:00:00.000Z'), 'none'],
    ['an expired trial', user('expired', '2030-01-01T00:00:00Z'), 'none'],
    ['no trial end date (the guest)', user('trialing', null), 'trial'],
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
