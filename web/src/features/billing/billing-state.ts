import { isTrialValid } from '@/lib/auth/trial'
import type { SessionUser } from '@/lib/auth/session-user'
import { getPlan, type PlanId } from '@/config/plans'

/** Which of the three Current Plan displays applies. */
export type BillingState = 'active' | 'trial' | 'none'

/**
 * status active → 'active' (Active badge, plan, next billing date); otherwise a valid
 * trial → 'trial' (Trial badge, expiry, 'Upgrade to Premium'); otherwise 'none'
 * ('No active subscription', 'Choose a Plan'). Pure; `now` defaults to the current time.
 */
export function billingState(
  user: Pick<SessionUser, 'isAdmin' | 'isGuest' | 'trialEndDate' | 'subscription'>,
  now: Date = new Date(),
): BillingState {
  if (user.subscription.status === 'active') return 'active'
  return isTrialValid(user, now) ? 'trial' : 'none'
}

/** The display name of a session plan: Basic and Pro from the plan constants, 'Admin', else the id capitalised. */
export function planDisplayName(plan: string): string {
  if (plan === 'basic' || plan === 'premium' || plan === 'free') return getPlan(plan as PlanId).name
  if (plan === 'admin') return 'Admin'
  return plan.charAt(0).toUpperCase() + plan.slice(1)
}
