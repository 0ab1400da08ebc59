import { isTrialValid } from '@/lib/auth/trial'
import type { SessionUser } from '@/lib/auth/session-user'

/**
 * Whether the dashboard offers plans with 'Your 7-Day Journey Has Ended': for a
 * signed-in member whose trial has ended (see isTrialValid: the admin's never does) and who has
 * no paid plan, that is no active subscription or the plan 'free'. Never for the guest.
 */
export function shouldOfferPlans(
  user: Pick<SessionUser, 'isGuest' | 'isAdmin' | 'trialEndDate' | 'subscription'>,
  now: Date = new Date(),
): boolean {
  if (user.isGuest || isTrialValid(user, now)) return false
  return user.subscription.status !== 'active' || user.subscription.plan === 'free'
}
