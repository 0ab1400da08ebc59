/**
 * Account deletion: cancels a live Stripe subscription, then deletes the auth user (their
 * profile, subscriber row and support requests go with it by cascade).
 */
import type Stripe from 'stripe'
import type { Queryable } from './db.ts'
import { callStripe } from './stripe.ts'
import { getSubscriber, hasLiveSubscription } from './subscribers.ts'

/** What {@link deleteAccount} did. */
export interface DeletionOutcome {
  /** The Stripe subscription that was cancelled, or null when none was live. */
  cancelledSubscription: string | null
  /** False when there was no such user to delete. */
  deleted: boolean
}

/**
 * Deletes the account of `userId`. A live subscription is cancelled first (prorated, the
 * unused time credited), so a deleted member is never charged again; if Stripe fails, nothing
 * is deleted and a StripeUpstreamError (502) is thrown. A subscription Stripe already ended
 * (404) does not block the deletion.
 */
export async function deleteAccount(q: Queryable, stripe: Stripe, userId: string): Promise<DeletionOutcome> {
  const row = await getSubscriber(q, userId)
  let cancelledSubscription: string | null = null
  if (row && hasLiveSubscription(row)) {
    const id = row.stripeSubscriptionId!
    await callStripe(async () => {
      try {
        await stripe.subscriptions.cancel(id, { prorate: true })
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return
        throw err
      }
    })
    cancelledSubscription = id
  }
  const [{ deleted }] = await q<{ deleted: boolean }[]>`select public.delete_user_account(${userId}) as deleted`
  return { cancelledSubscription, deleted }
}

/** True when `userId` has a verified second factor, so only an aal2 token may act for them. */
export async function requiresSecondFactor(q: Queryable, userId: string): Promise<boolean> {
  const [{ required }] = await q<{ required: boolean }[]>`select private.requires_aal2(${userId}) as required`
  return required
}

/** True when `password` is the user's current password (checked against Auth's bcrypt hash). */
export async function passwordMatches(q: Queryable, userId: string, password: string): Promise<boolean> {
  const [{ matches }] = await q<
    { matches: boolean }[]
  >`select private.password_matches(${userId}, ${password}) as matches`
  return matches
}
