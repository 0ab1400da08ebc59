/**
 * The in-app session user, the guest and how a signed-in member's
 * session user is put together from the auth session, the profile row and the subscription.
 */

import type { MemberPlan } from './subscription-status'

/** Subscription status values. */
export type SubscriptionStatus = 'active' | 'trialing' | 'expired'

/** Plan ids seen on a session user: free, admin, or a subscriber tier. */
export type SubscriptionPlan = 'free' | 'admin' | (string & {})

/** The session user's subscription: `endDate` is an ISO string, or null. */
export interface SessionSubscription {
  plan: SubscriptionPlan
  status: SubscriptionStatus
  endDate: string | null
}

/** The session user Dates are ISO strings; null where none applies. */
export interface SessionUser {
  id: string
  email: string
  name: string
  trialEndDate: string | null
  isAdmin: boolean
  isGuest: boolean
  subscription: SessionSubscription
  /**
   * The plan the database decides access by (see SubscriberRecord.plan), for what the screen
   * shows; absent for the guest, null when unknown.
   */
  serverPlan?: MemberPlan | null
}

/** Length of the free trial in days. */
export const TRIAL_DAYS = 7

/** The guest: id 'guest', plan free, status trialing, no e-mail. */
export const GUEST_USER: SessionUser = Object.freeze({
  id: 'guest',
  email: '',
  name: 'Guest',
  trialEndDate: null,
  isAdmin: false,
  isGuest: true,
  subscription: Object.freeze({ plan: 'free', status: 'trialing', endDate: null }),
}) as SessionUser

/** The fields of a supabase-js auth user that the session reads (a subset of `User`). */
export interface AuthUser {
  id: string
  email?: string | null | undefined
  user_metadata?: Record<string, unknown> | null | undefined
  app_metadata?: Record<string, unknown> | null | undefined
}

/**
 * True when the member's own roles, as read from `public.user_roles` (see fetchMyRoles), include
 * 'admin'. Roles live in the database, never in the token (`app_metadata` is not read): a role an
 * administrator grants or takes away in the app counts from the next read. Undefined (not read
 * yet, or the read failed) is no role.
 */
export function isAdminRole(roles: readonly string[] | null | undefined): boolean {
  return roles?.includes('admin') ?? false
}

/** The name to show when the profile has none: `user_metadata.name` from sign-up, else the e-mail. */
export function fallbackName(user: AuthUser): string {
  const metaName = user.user_metadata?.['name']
  return typeof metaName === 'string' && metaName.trim() ? metaName.trim() : (user.email ?? '')
}

/**
 * Puts a member's session user together: id and e-mail from the auth user, `name`
 * from the profile row (falling back to {@link fallbackName}), `isAdmin` from the member's roles
 * in the database (see {@link isAdminRole}), the trial end and subscription as derived from
 * the server's answer (see deriveSubscription), and the database's plan (`serverPlan`, null when unknown).
 */
export function buildSessionUser(
  user: AuthUser,
  profileName: string | null | undefined,
  derived: SessionSubscription & { trialEndDate: string | null },
  isAdmin = false,
  serverPlan: MemberPlan | null = null,
): SessionUser {
  const { trialEndDate, ...subscription } = derived
  return {
    id: user.id,
    email: user.email ?? '',
    name: profileName?.trim() ? profileName.trim() : fallbackName(user),
    trialEndDate,
    isAdmin,
    isGuest: false,
    subscription,
    serverPlan,
  }
}
