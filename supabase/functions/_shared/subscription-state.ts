/**
 * Pure mapping from a Stripe subscription to the `public.subscribers` columns.
 *
 * Access policy:
 * - `trialing` and `active` grant access (subscribed = true), including when the subscription
 *   is scheduled to cancel (`cancel_at_period_end` or `cancel_at`): access runs to
 *   `subscription_end`, the end of the paid period.
 * - `past_due`, `unpaid`, `paused`, `incomplete`, `incomplete_expired`, `canceled` do not:
 *   a failed renewal payment suspends access at once until Stripe reports the invoice paid.
 * - A price Nexus does not sell grants no tier and no access.
 */
import type Stripe from 'stripe'
import type { Env } from './env.ts'
import { type Plan, tierForPrice } from './plans.ts'

/** Stripe subscription statuses that grant access to the paid tier. */
const ACCESS_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing'])
/** Statuses of a subscription that has ended for good. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired'])
/** Statuses of a subscription the customer still has (must be managed in the portal, not re-bought). */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused'])

/** The subscriber columns derived from one subscription (times are JS Dates, UTC). */
export interface SubscriptionState {
  stripeCustomerId: string
  stripeSubscriptionId: string
  status: Stripe.Subscription.Status
  tier: Plan | null
  subscribed: boolean
  /** When access ends (scheduled cancel / ended) or renews (period end). */
  subscriptionEnd: Date | null
  /** Stripe trial end, or null when the subscription has no trial. */
  trialEnd: Date | null
  cancelAtPeriodEnd: boolean
}

const toDate = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null

/** Id of an expandable Stripe field (`"cus_123"` or `{ id: "cus_123" }`). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

/**
 * End of the current billing period, read from the subscription items (API >= 2025-03-31.basil);
 * the latest item end when there are several. Seconds are converted to a Date.
 */
function currentPeriodEnd(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((n): n is number => typeof n === 'number')
  return ends.length ? new Date(Math.max(...ends) * 1000) : null
}

/**
 * Derives the subscriber columns from `sub` using the server's price ids.
 * @param prices `env.prices`; an unknown price yields `tier: null, subscribed: false`.
 */
export function subscriptionState(sub: Stripe.Subscription, prices: Env['prices']): SubscriptionState {
  let tier: Plan | null = null
  for (const item of sub.items?.data ?? []) {
    tier = tierForPrice(prices, item.price?.id)
    if (tier) break
  }
  const ended = ENDED_STATUSES.has(sub.status)
  const scheduledCancel =
    !ended && (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined))
  const periodEnd = currentPeriodEnd(sub)
  let subscriptionEnd: Date | null
  if (ended) subscriptionEnd = toDate(sub.ended_at) ?? toDate(sub.canceled_at) ?? periodEnd
  else if (scheduledCancel && sub.cancel_at) subscriptionEnd = toDate(sub.cancel_at)
  else subscriptionEnd = periodEnd
  return {
    stripeCustomerId: idOf(sub.customer) ?? '',
    stripeSubscriptionId: sub.id,
    status: sub.status,
    tier: ended ? null : tier,
    subscribed: ACCESS_STATUSES.has(sub.status) && tier !== null,
    subscriptionEnd,
    trialEnd: toDate(sub.trial_end),
    cancelAtPeriodEnd: scheduledCancel,
  }
}
