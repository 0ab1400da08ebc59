/**
 * Account deletion, in the order billing, rows, files: {@link endBilling} expires the member's
 * open Checkout Sessions and cancels a live subscription, {@link deleteAccountRows} deletes the
 * auth user (their rows go with it; what becomes of their posts is public.delete_user_account's
 * rule) and records their Storage folder as still to be emptied, in one transaction.
 */
import type Stripe from 'stripe'
import { transaction, type Queryable, type Sql } from './db.ts'
import { tooManyRequests } from './errors.ts'
import { recordPendingRemoval } from './file-removals.ts'
import { callStripe } from './stripe.ts'
import { getSubscriber, hasLiveSubscription } from './subscribers.ts'

/** What {@link endBilling} did. */
export interface BillingOutcome {
  /** The Stripe subscription that was cancelled, or null when none was live. */
  cancelledSubscription: string | null
  /** The Checkout Sessions that were open and are now expired. */
  expiredSessions: string[]
}

/** At most this many pages of open Checkout Sessions are expired (100 each). */
const MAX_SESSION_PAGES = 10

/**
 * Ends everything billable of `userId` before the account goes: every open Checkout Session of
 * their Stripe customer is expired (so no page left open in a tab can start a subscription), then
 * a live subscription is cancelled (prorated, the unused time credited). The subscriber row is read
 * after the sessions are expired, so a session completed meanwhile is seen. A customer deleted in
 * Stripe, a session that is no longer open and a subscription Stripe no longer knows or already
 * ended do not block the deletion.
 * @throws StripeUpstreamError (502) when Stripe fails; nothing is deleted then.
 */
export async function endBilling(q: Queryable, stripe: Stripe, userId: string): Promise<BillingOutcome> {
  const expiredSessions: string[] = []
  const customer = (await getSubscriber(q, userId))?.stripeCustomerId ?? null
  if (customer) {
    // Expired sessions leave the open list, so listing again reaches the next page.
    for (let page = 0; page < MAX_SESSION_PAGES; page++) {
      const open = await callStripe(() =>
        stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }).catch((err: { code?: string }) => {
          // A customer deleted in Stripe has no session left to expire.
          if (err.code === 'resource_missing') return { data: [], has_more: false }
          throw err
        }),
      )
      for (const session of open.data) {
        const expired = await callStripe(() =>
          stripe.checkout.sessions.expire(session.id).catch((err: { statusCode?: number }) => {
            if (err.statusCode === 400 || err.statusCode === 404) return null
            throw err
          }),
        )
        if (expired) expiredSessions.push(session.id)
      }
      if (!open.has_more) break
    }
  }
  const row = await getSubscriber(q, userId)
  let cancelledSubscription: string | null = null
  if (row && hasLiveSubscription(row)) {
    const id = row.stripeSubscriptionId!
    await callStripe(async () => {
      try {
        await stripe.subscriptions.cancel(id, { prorate: true })
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode
        if (status === 404 || status === 400) return
        throw err
      }
    })
    cancelledSubscription = id
  }
  return { cancelledSubscription, expiredSessions }
}

/**
 * Deletes the rows of `userId` with `public.delete_user_account(user, remove_anonymous_posts)`
 * and, in the same transaction, records their folder of `bucket` as still to be emptied, so the
 * files are removed after the rows and never forgotten. Returns false (nothing recorded) when there
 * was no such user.
 */
export async function deleteAccountRows(
  sql: Sql,
  userId: string,
  removeAnonymousPosts: boolean,
  bucket: string,
): Promise<boolean> {
  return await transaction(sql, async (tx) => {
    const [{ deleted }] = await tx<{ deleted: boolean }[]>`
      select public.delete_user_account(${userId}::uuid, ${removeAnonymousPosts}::boolean) as deleted`
    if (!deleted) return { value: false }
    return { value: true, last: recordPendingRemoval(tx, bucket, userId) }
  })
}

/** True when `userId` has a verified second factor, so only an aal2 token may act for them. */
export async function requiresSecondFactor(q: Queryable, userId: string): Promise<boolean> {
  const [{ required }] = await q<{ required: boolean }[]>`select private.requires_aal2(${userId}) as required`
  return required
}

/**
 * True when `password` is the user's current password (checked against Auth's bcrypt hash), for
 * delete-account: limited like sign-in, a wrong one counts and after 5 wrong ones in 15 minutes
 * for one account every check is refused (`private.delete_account_password_ok`).
 * @throws HttpError 429 with the database's message (when to try again) and `Retry-After` (seconds).
 */
export async function deletionPasswordMatches(q: Queryable, userId: string, password: string): Promise<boolean> {
  try {
    const [{ matches }] = await q<{ matches: boolean }[]>`
      select private.delete_account_password_ok(${userId}, ${password}) as matches`
    return matches
  } catch (err) {
    const e = err as { code?: string; message?: string; hint?: string }
    if (e.code !== 'PT429') throw err
    const retryAt = Date.parse(e.hint ?? '')
    const seconds = Number.isNaN(retryAt) ? 900 : Math.max(1, Math.ceil((retryAt - Date.now()) / 1000))
    throw tooManyRequests(e.message ?? 'Too many attempts', seconds)
  }
}
