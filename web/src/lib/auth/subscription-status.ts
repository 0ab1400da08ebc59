import type { SessionSubscription } from './session-user'

/**
 * The caller's subscription as the server reports it: the caller's row of the `entitlements` view
 * (or the `check-subscription` answer, read from the same view). Times are ISO strings or null.
 */
export interface SubscriberRecord {
  /**
   * The plan the database decides access by (`my_plan()`, read with the record): for what the
   * screen shows only; the database decides again at every request. Absent or null when unknown.
   */
  plan?: MemberPlan | null
  subscribed: boolean
  subscription_tier: string | null
  subscription_end: string | null
  trial_end: string | null
  status?: string | null
  cancel_at_period_end?: boolean | null
}

/**
 * A member's plan as the database names it: 'admin', 'pro', 'basic', 'trial' (counts as Basic)
 * or 'free' (after the trial without a subscription: The Lounge and Introductions only).
 */
export type MemberPlan = 'admin' | 'pro' | 'basic' | 'trial' | 'free'

const MEMBER_PLANS: readonly string[] = ['admin', 'pro', 'basic', 'trial', 'free']

/** `value` as a {@link MemberPlan}, or null when it is not one. */
export function memberPlanOf(value: unknown): MemberPlan | null {
  return typeof value === 'string' && MEMBER_PLANS.includes(value) ? (value as MemberPlan) : null
}

/**
 * True when the plan gives Name Color & Badge: Pro and the administrator. An unknown plan (null)
 * falls back to what the subscription shows: the administrator, or an active Pro ('premium') tier.
 */
export function mayChooseNameColor(
  plan: MemberPlan | null | undefined,
  fallback: { isAdmin: boolean; subscription: { plan: string; status: string } },
): boolean {
  if (plan) return plan === 'pro' || plan === 'admin'
  return fallback.isAdmin || (fallback.subscription.status === 'active' && fallback.subscription.plan === 'premium')
}

/** A derived subscription plus the trial end it implies (ISO string, or null for none). */
export type DerivedSubscription = SessionSubscription & { trialEndDate: string | null }

function time(iso: string | null | undefined): number {
  if (!iso) return Number.NaN
  return new Date(iso).getTime()
}

/**
 * The one status derivation every screen uses, pure:
 * - the administrator: plan 'admin', status active, no trial end, no end date;
 * - no subscriber record means no trial, exactly like a record without `trial_end`: plan free,
 *   expired. The client never invents a trial; the server creates a missing record (trial counted
 *   from the account's creation) when it is asked, or answers that there is none;
 * - a record that is paid (`subscribed`: the database's `entitlements` view already turns it
 *   false once a cancellation at the period end has passed): status active, plan = the tier;
 * - otherwise trialing while `now` is strictly before `trial_end`, else expired; plan free.
 * The same rule serves the load and every refresh, so a refresh never turns a trial into
 * 'expired' early. Nothing here ever makes a plan active that the server has not.
 */
export function deriveSubscription(
  record: SubscriberRecord | null,
  { isAdmin = false, now = new Date() }: { isAdmin?: boolean; now?: Date } = {},
): DerivedSubscription {
  if (isAdmin) return { plan: 'admin', status: 'active', endDate: null, trialEndDate: null }
  if (!record) return { plan: 'free', status: 'expired', endDate: null, trialEndDate: null }
  const paid = record.subscribed
  const trialEnd = time(record.trial_end)
  const status = paid ? 'active' : now.getTime() < trialEnd ? 'trialing' : 'expired'
  return {
    plan: paid && record.subscription_tier ? record.subscription_tier : 'free',
    status,
    endDate: record.subscription_end ?? null,
    trialEndDate: record.trial_end ?? null,
  }
}
