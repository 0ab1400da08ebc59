/**
 * Builders for Stripe-shaped test objects and signed webhook requests (API 2026-10-28.endive
 * shapes: the billing period is on subscription items; invoice -> parent.subscription_details).
 */
import Stripe from 'stripe'
import { stripeCryptoProvider as cryptoProvider } from '../_shared/stripe.ts'
import { stripeId } from './stripe_double.ts'

// deno-lint-ignore no-explicit-any
type Obj = Record<string, any>

/** Prefix of test event ids (`evt_nexustest_...`), so test runs can clean up after themselves. */
export const TEST_EVENT_PREFIX = 'evt_nexustest'

/** Options for {@link makeSubscription}; times are seconds since the epoch. */
export interface SubscriptionOptions {
  id?: string
  customer: string
  userId?: string
  price: string
  status?: string
  created?: number
  periodStart?: number
  periodEnd?: number
  trialEnd?: number | null
  cancelAtPeriodEnd?: boolean
  endedAt?: number | null
}

/** A subscription object as Stripe returns it. */
export function makeSubscription(o: SubscriptionOptions): Obj {
  const now = Math.floor(Date.now() / 1000)
  const id = o.id ?? stripeId('sub')
  const periodStart = o.periodStart ?? now
  const periodEnd = o.periodEnd ?? now + 30 * 86400
  return {
    id,
    object: 'subscription',
    customer: o.customer,
    status: o.status ?? 'active',
    created: o.created ?? now,
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    cancel_at: o.cancelAtPeriodEnd ? periodEnd : null,
    canceled_at: o.endedAt ?? null,
    ended_at: o.endedAt ?? null,
    trial_start: o.trialEnd ? periodStart : null,
    trial_end: o.trialEnd ?? null,
    metadata: o.userId ? { user_id: o.userId } : {},
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          subscription: id,
          quantity: 1,
          current_period_start: periodStart,
          current_period_end: periodEnd,
          price: { id: o.price, object: 'price', active: true, type: 'recurring' },
          metadata: {},
        },
      ],
    },
  }
}

/** A Stripe event envelope around `object`. */
export function makeEvent(type: string, object: Obj, created = Math.floor(Date.now() / 1000), id?: string): Obj {
  return {
    id: id ?? stripeId(TEST_EVENT_PREFIX),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  }
}

/** A completed subscription-mode Checkout Session for `sub`. */
export function checkoutSessionFor(sub: Obj, userId: string): Obj {
  return {
    id: stripeId('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: sub.customer,
    subscription: sub.id,
    client_reference_id: userId,
    metadata: { user_id: userId },
  }
}

/** An invoice for `sub` (API >= basil: the subscription is under parent.subscription_details). */
export function invoiceFor(sub: Obj, status: 'paid' | 'open' = 'paid'): Obj {
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: sub.customer,
    status,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata ?? {} },
    },
  }
}

/** Signs `payload` like Stripe does (`t=...,v1=...`), optionally at a given time (seconds). */
export function signPayload(payload: string, secret: string, timestamp?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider })
}

/** A POST to the webhook with a signed body. */
export async function webhookRequest(event: Obj, secret: string, timestamp?: number): Promise<Request> {
  const payload = JSON.stringify(event)
  return new Request('http://localhost/functions/v1/stripe-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': await signPayload(payload, secret, timestamp) },
    body: payload,
  })
}
