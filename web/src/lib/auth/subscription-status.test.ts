// @vitest-environment node
import { deriveSubscription, mayChooseNameColor, memberPlanOf, type SubscriberRecord } from './subscription-status'

const NOW = new Date('2030-01-10T12:00:00.000Z')
const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString()
const DAY = 86_400_000

const row = (overrides: Partial<SubscriberRecord>): SubscriberRecord => ({
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  trial_end: null,
  status: null,
  cancel_at_period_end: false,
  ...overrides,
})

describe('deriveSubscription', () => {
  const cases: Array<[string, SubscriberRecord | null, boolean, ReturnType<typeof deriveSubscription>]> = [
    [
      'no record: no trial (the client never invents one): free, expired',
      null,
      false,
      { plan: 'free', status: 'expired', endDate: null, trialEndDate: null },
    ],
    [
      'a record without trial_end means the same as no record',
      row({}),
      false,
      { plan: 'free', status: 'expired', endDate: null, trialEndDate: null },
    ],
    [
      'the administrator: admin, active, whatever the record',
      row({ trial_end: iso(-DAY) }),
      true,
      { plan: 'admin', status: 'active', endDate: null, trialEndDate: null },
    ],
    [
      'the administrator without a record',
      null,
      true,
      { plan: 'admin', status: 'active', endDate: null, trialEndDate: null },
    ],
    [
      'subscribed: active on the stored tier with its end date',
      row({
        subscribed: true,
        subscription_tier: 'basic',
        subscription_end: iso(20 * DAY),
        trial_end: iso(-53 * DAY),
        status: 'active',
      }),
      false,
      { plan: 'basic', status: 'active', endDate: iso(20 * DAY), trialEndDate: iso(-53 * DAY) },
    ],
    [
      'subscribed premium, cancellation scheduled but not yet due: still active',
      row({ subscribed: true, subscription_tier: 'premium', subscription_end: iso(1), cancel_at_period_end: true }),
      false,
      { plan: 'premium', status: 'active', endDate: iso(1), trialEndDate: null },
    ],
    [
      "a cancellation already due is the database's to apply: the record it answers says not subscribed",
      row({ subscribed: false, subscription_tier: 'premium', subscription_end: iso(0), cancel_at_period_end: true }),
      false,
      { plan: 'free', status: 'expired', endDate: iso(0), trialEndDate: null },
    ],
    [
      'subscribed without a tier: active on free',
      row({ subscribed: true }),
      false,
      { plan: 'free', status: 'active', endDate: null, trialEndDate: null },
    ],
    [
      'not subscribed, trial ends 1 ms from now: trialing',
      row({ trial_end: iso(1) }),
      false,
      { plan: 'free', status: 'trialing', endDate: null, trialEndDate: iso(1) },
    ],
    [
      'not subscribed, trial ends exactly now: expired',
      row({ trial_end: iso(0) }),
      false,
      { plan: 'free', status: 'expired', endDate: null, trialEndDate: iso(0) },
    ],
    [
      'not subscribed, trial ended 1 ms ago: expired',
      row({ trial_end: iso(-1) }),
      false,
      { plan: 'free', status: 'expired', endDate: null, trialEndDate: iso(-1) },
    ],
    [
      'not subscribed, no trial end: expired',
      row({}),
      false,
      { plan: 'free', status: 'expired', endDate: null, trialEndDate: null },
    ],
    [
      'a lapsed paid plan keeps its tier on the record but is free and expired',
      row({
        subscribed: false,
        subscription_tier: 'basic',
        subscription_end: iso(-DAY),
        trial_end: iso(-30 * DAY),
        status: 'canceled',
      }),
      false,
      { plan: 'free', status: 'expired', endDate: iso(-DAY), trialEndDate: iso(-30 * DAY) },
    ],
    [
      'past due (not subscribed) during a still-valid trial: trialing',
      row({ subscribed: false, subscription_tier: 'basic', trial_end: iso(DAY), status: 'past_due' }),
      false,
      { plan: 'free', status: 'trialing', endDate: null, trialEndDate: iso(DAY) },
    ],
  ]

  it.each(cases)('%s', (_label, record, isAdmin, expected) => {
    expect(deriveSubscription(record, { isAdmin, now: NOW })).toEqual(expected)
  })

  it('defaults to a non-admin at the current time', () => {
    expect(
      deriveSubscription({
        subscribed: false,
        subscription_tier: null,
        subscription_end: null,
        trial_end: new Date(Date.now() + 60_000).toISOString(),
      }).status,
    ).toBe('trialing')
  })
})

describe('the plan the database decides by', () => {
  const member = { isAdmin: false, subscription: { plan: 'free', status: 'expired' } }
  it('names only the five plans', () => {
    expect(['admin', 'pro', 'basic', 'trial', 'free'].map(memberPlanOf)).toEqual([
      'admin',
      'pro',
      'basic',
      'trial',
      'free',
    ])
    expect(memberPlanOf('premium')).toBeNull()
    expect(memberPlanOf(null)).toBeNull()
  })

  it('gives Name Color & Badge to Pro and the administrator only', () => {
    expect(mayChooseNameColor('pro', member)).toBe(true)
    expect(mayChooseNameColor('admin', member)).toBe(true)
    for (const plan of ['basic', 'trial', 'free'] as const) expect(mayChooseNameColor(plan, member)).toBe(false)
    // The database's plan wins over what the subscription shows.
    expect(mayChooseNameColor('free', { isAdmin: false, subscription: { plan: 'premium', status: 'active' } })).toBe(
      false,
    )
  })

  it('goes by the subscription when the plan is unknown', () => {
    expect(mayChooseNameColor(null, { isAdmin: false, subscription: { plan: 'premium', status: 'active' } })).toBe(true)
    expect(mayChooseNameColor(null, { isAdmin: false, subscription: { plan: 'basic', status: 'active' } })).toBe(false)
    expect(mayChooseNameColor(null, { isAdmin: true, subscription: { plan: 'admin', status: 'active' } })).toBe(true)
    expect(mayChooseNameColor(undefined, member)).toBe(false)
  })
})
