/**
 * Find-or-create of the caller's Stripe customer, stored once in `subscribers.stripe_customer_id`.
 *
 */
import type Stripe from 'stripe'
import type { Sql } from './db.ts'
import { notFound } from './errors.ts'
import { callStripe } from './stripe.ts'
import { NO_SUBSCRIBER, saveCustomerId, type SubscriberRow } from './subscribers.ts'

/** Idempotency key for creating the customer of `userId`: concurrent calls create one customer. */
export const customerIdempotencyKey = (userId: string): string => `nexus-customer-create-${userId}`

/**
 * Returns the caller's Stripe customer id: the stored one; else one found in Stripe by
 * `metadata.user_id` (e.g. after a database restore); else a new customer created with a
 * user-derived idempotency key. The id is stored with compare-and-set, so two concurrent
 * calls store (and return) the same id.
 * @throws StripeUpstreamError (502) when Stripe fails; HttpError 404 when the row vanished.
 */
export async function ensureStripeCustomer(sql: Sql, stripe: Stripe, row: SubscriberRow): Promise<string> {
  if (row.stripeCustomerId) return row.stripeCustomerId
  const userId = row.userId
  const found = await callStripe(() => stripe.customers.search({ query: `metadata['user_id']:'${userId}'`, limit: 1 }))
  const customerId =
    found.data[0]?.id ??
    (
      await callStripe(() =>
        stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey: customerIdempotencyKey(userId) }),
      )
    ).id
  const stored = await saveCustomerId(sql, userId, customerId)
  if (!stored) throw notFound(NO_SUBSCRIBER)
  return stored
}
