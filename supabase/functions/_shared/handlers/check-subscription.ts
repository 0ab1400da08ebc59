/**
 * `check-subscription`: the caller's subscription as the webhook last recorded it.
 */
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import type { Plan } from '../plans.ts'
import { requireEntitlement } from '../subscribers.ts'

/** Response body of `check-subscription` (times are ISO-8601 strings in UTC, or null). */
export interface SubscriptionStatusBody {
  subscribed: boolean
  subscription_tier: Plan | null
  subscription_end: string | null
  trial_end: string | null
  status: string | null
  cancel_at_period_end: boolean
}

/**
 * POST or GET, no body, bearer token required. Answers {@link SubscriptionStatusBody} from the
 * caller's row of `public.entitlements` (the app reads the same view, so the rule that a
 * cancellation scheduled for a time already passed reads as not subscribed is the database's);
 * makes no Stripe call.
 * Errors: 401 bad token, 404 no row, 405 other methods, 500 unexpected.
 */
export const handleCheckSubscription: Handler = endpoint(['POST', 'GET'], async (req, deps) => {
  const userId = await deps.verifyCaller(req)
  const row = await requireEntitlement(deps.sql, userId)
  const body: SubscriptionStatusBody = {
    subscribed: row.subscribed,
    subscription_tier: row.subscriptionTier,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
    trial_end: row.trialEnd?.toISOString() ?? null,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  }
  return body
})
