/**
 * `stripe-webhook`: verifies Stripe's signature and applies subscription changes, exactly once
 * per event id, converging on Stripe's current state. See
 * docs/decisions/0002-webhook-converges-on-stripe-state.md.
 */
import type Stripe from 'stripe'
import { transaction, type TransactionOutcome } from '../db.ts'
import type { Dependencies, Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { badRequest } from '../errors.ts'
import { callStripe, isStripeError, stripeCryptoProvider } from '../stripe.ts'
import {
  hasLiveSubscription,
  lockSubscriberFor,
  recordStripeEvent,
  stripeEventRecorded,
  type SubscriberRow,
  writeSubscriptionState,
} from '../subscribers.ts'
import { idOf, LIVE_STATUSES, subscriptionState, type SubscriptionState } from '../subscription-state.ts'
import { eventTarget, HANDLED_EVENT_TYPES, userIdHints } from '../webhook-events.ts'

/** What happened to one delivery (returned in the 200 body as `result`). */
export type WebhookResult =
  | 'applied'
  | 'duplicate'
  | 'ignored'
  | 'unknown_user'
  | 'missing_subscription'
  | 'superseded'
  | 'cancelled_deleted_account'

/**
 * POST from Stripe with `Stripe-Signature`. If a second live subscription of a member arrives,
 * the member's row follows the newer one and the older one is cancelled in Stripe (prorated,
 * logged), so nobody pays for two plans. An event about a live subscription made for a Nexus
 * member (its or its customer's `metadata.user_id`) whose account is deleted cancels that
 * subscription in Stripe (prorated; result `cancelled_deleted_account`), so no deleted member is
 * charged again.
 * Answers 200 `{ received: true, result }` for applied,
 * replayed (`duplicate`, no change) and ignored events; 400 for a missing, wrong or stale
 * signature (default tolerance 300 s); 502 when re-reading the subscription from Stripe fails and
 * 500 on a database failure (both roll back, so Stripe's retry starts clean).
 */
export const handleStripeWebhook: Handler = endpoint(['POST'], async (req, deps) => {
  const signature = req.headers.get('Stripe-Signature')
  if (!signature) throw badRequest('Missing Stripe-Signature header')
  const payload = await req.text()
  let event: Stripe.Event
  try {
    event = await deps.stripe.webhooks.constructEventAsync(
      payload,
      signature,
      deps.env.stripeWebhookSecret,
      undefined,
      stripeCryptoProvider,
    )
  } catch {
    throw badRequest('Invalid Stripe signature')
  }
  const result = await applyEvent(event, deps)
  return { received: true, result }
})

/**
 * Applies one verified event in one transaction: record the id (a replay commits with no
 * change), lock the user's row, re-read the subscription from Stripe and write its current state.
 */
async function applyEvent(event: Stripe.Event, deps: Dependencies): Promise<WebhookResult> {
  if (!HANDLED_EVENT_TYPES.has(event.type)) return 'ignored'
  const target = eventTarget(event)
  if (!target) return 'ignored'
  // Fast path for Stripe's retries and replays: one indexed read, no transaction.
  if (await stripeEventRecorded(deps.sql, event.id)) return 'duplicate'
  return await transaction(deps.sql, async (tx): Promise<TransactionOutcome<WebhookResult>> => {
    // Both statements go out with BEGIN in one round trip. The row lock serialises deliveries
    // for one user, so the Stripe read below is never older than a state already written by a
    // concurrent delivery. A replay (event id already recorded) changes nothing.
    const [fresh, locked] = await Promise.all([
      recordStripeEvent(tx, event),
      lockSubscriberFor(tx, target.userIds, target.customerId),
    ])
    if (!fresh) return { value: 'duplicate' }
    let row = locked
    if (!row) {
      // Last resort: the subscription's own metadata (set by create-checkout), else its customer's.
      const unlocked = await retrieveSubscription(deps, target.subscriptionId)
      let hints = userIdHints(unlocked?.metadata?.user_id)
      if (!hints.length && unlocked) hints = await customerUserHints(deps, idOf(unlocked.customer))
      row = hints.length ? await lockSubscriberFor(tx, hints, null) : null
      if (!row && hints.length) {
        // A member without a row yet gets one (trial from sign-up); none exists for a deleted account.
        const [user] = await tx<{ id: string }[]>`
          select id from unnest(${hints}::uuid[]) as id where public.ensure_subscriber(id) limit 1`
        if (user) row = await lockSubscriberFor(tx, [user.id], null)
      }
      if (!row) {
        if (unlocked && hints.length && LIVE_STATUSES.has(unlocked.status)) {
          // Made for a Nexus member who deleted their account: nobody may be charged for it again.
          await cancelSubscription(deps, unlocked.id)
          deps.log.warn(`stripe-webhook: cancelled ${unlocked.id} of a deleted account (${event.type} ${event.id})`)
          return { value: 'cancelled_deleted_account' }
        }
        deps.log.warn(`stripe-webhook: no Nexus user for ${event.type} ${event.id}`)
        return { value: 'unknown_user' }
      }
    }
    // Read (again) only now that the row is locked.
    const sub = await retrieveSubscription(deps, target.subscriptionId)
    if (!sub) {
      deps.log.warn(`stripe-webhook: subscription ${target.subscriptionId} not found in Stripe`)
      return { value: 'missing_subscription' }
    }
    const state = subscriptionState(sub, deps.env.prices)
    if (isSuperseded(row, state)) return { value: 'superseded' }
    if (hasLiveSubscription(row) && row.stripeSubscriptionId !== state.stripeSubscriptionId) {
      // Two live subscriptions for one member: keep the newer, cancel the older (prorated).
      const current = await retrieveSubscription(deps, row.stripeSubscriptionId!)
      if (current && LIVE_STATUSES.has(current.status)) {
        const keepIncoming = sub.created >= current.created
        const older = keepIncoming ? current : sub
        await cancelSubscription(deps, older.id)
        deps.log.warn(
          `stripe-webhook: member ${row.userId} had two live subscriptions; cancelled the older ${older.id} (prorated), kept ${keepIncoming ? sub.id : current.id}`,
        )
        if (!keepIncoming) return { value: 'superseded' }
      }
    }
    // Sent together with COMMIT (one round trip); a failure aborts the commit.
    return { value: 'applied', last: writeSubscriptionState(tx, row.userId, state, event.created) }
  })
}

/** The subscription's current state from Stripe, or null if Stripe no longer knows it (404). */
function retrieveSubscription(deps: Dependencies, id: string): Promise<Stripe.Subscription | null> {
  return callStripe(() =>
    deps.stripe.subscriptions.retrieve(id).catch((err) => {
      if (isStripeError(err) && err.statusCode === 404) return null
      throw err
    }),
  )
}

/**
 * The Nexus user ids in the `metadata.user_id` of customer `id` (create-checkout creates customers
 * with it), or none when there is no customer, Stripe no longer knows it, or it was deleted.
 */
async function customerUserHints(deps: Dependencies, id: string | null): Promise<string[]> {
  if (!id) return []
  const customer = await callStripe(() =>
    deps.stripe.customers.retrieve(id).catch((err) => {
      if (isStripeError(err) && err.statusCode === 404) return null
      throw err
    }),
  )
  if (!customer || customer.deleted) return []
  return userIdHints(customer.metadata?.user_id)
}

/** Cancels a subscription now with proration (unused time credited); one already ended is left as it is. */
function cancelSubscription(deps: Dependencies, id: string): Promise<unknown> {
  return callStripe(() =>
    deps.stripe.subscriptions.cancel(id, { prorate: true }).catch((err) => {
      if (isStripeError(err) && (err.statusCode === 404 || err.statusCode === 400)) return null
      throw err
    }),
  )
}

/**
 * True when the row belongs to a different subscription that is still live and `state` is of an
 * ended or not-yet-live one: an old subscription's late events never overwrite the current one.
 */
function isSuperseded(row: SubscriberRow, state: SubscriptionState): boolean {
  return (
    hasLiveSubscription(row) &&
    row.stripeSubscriptionId !== state.stripeSubscriptionId &&
    !LIVE_STATUSES.has(state.status)
  )
}
