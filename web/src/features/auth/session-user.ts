/**
 * The in-app session user (doc 1 §3) and the guest (doc 1 §4.2). The accounts work extends
 * this with subscriber and profile records, admin detection and trial rules (doc 1 §4.1–4.3).
 */

/** Subscription status values (doc 1 §4.1). */
export type SubscriptionStatus = 'active' | 'trialing' | 'expired'

/** Plan ids seen on a session user: free, admin, or a subscriber tier (doc 1 §4.1). */
export type SubscriptionPlan = 'free' | 'admin' | (string & {})

/** The session user of doc 1 §3. Dates are ISO strings; null where none applies. */
export interface SessionUser {
  id: string
  email: string
  name: string
  trialEndDate: string | null
  isAdmin: boolean
  isGuest: boolean
  subscription: { plan: SubscriptionPlan; status: SubscriptionStatus; endDate: string | null }
}

/** Length of the free trial (doc 1 §9). */
export const TRIAL_DAYS = 7

/** The guest of doc 1 §4.2: id 'guest', plan free, status trialing, no e-mail. */
export const GUEST_USER: SessionUser = Object.freeze({
  id: 'guest',
  email: '',
  name: 'Guest',
  trialEndDate: null,
  isAdmin: false,
  isGuest: true,
  subscription: Object.freeze({ plan: 'free', status: 'trialing', endDate: null }),
}) as SessionUser

/**
 * A signed-in member from the auth session, before any subscriber record is read:
 * plan free, trialing, trial ending 7 days from `now` (doc 1 §4.1, no subscriber record).
 */
export function memberFromSession(
  user: { id: string; email?: string | null; user_metadata?: Record<string, unknown> | null },
  now: Date = new Date(),
): SessionUser {
  const email = user.email ?? ''
  const metaName = user.user_metadata?.['name']
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000)
  return {
    id: user.id,
    email,
    name: typeof metaName === 'string' && metaName.trim() ? metaName : email,
    trialEndDate: trialEnd.toISOString(),
    isAdmin: false,
    isGuest: false,
    subscription: { plan: 'free', status: 'trialing', endDate: null },
  }
}
