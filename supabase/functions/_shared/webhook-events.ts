/**
 * Which Stripe events the webhook applies, and which subscription/user each one is about.
 *
 */
import type Stripe from 'stripe'
import { idOf } from './subscription-state.ts'
import { isUuid } from './validation.ts'

/** Event types the webhook applies; every other type is acknowledged (200) and ignored. */
export const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
])

/** What an event points at: the subscription to re-read and the hints to find the user. */
export interface EventTarget {
  subscriptionId: string
  customerId: string | null
  /** Candidate Nexus user ids from `client_reference_id` / `metadata.user_id`, best first. */
  userIds: string[]
}

/** Keeps well-formed uuids (lower-cased, de-duplicated) from possibly missing values. */
export function userIdHints(...values: (string | null | undefined)[]): string[] {
  const out: string[] = []
  for (const v of values) {
    const id = v?.trim().toLowerCase()
    if (id && isUuid(id) && !out.includes(id)) out.push(id)
  }
  return out
}

/**
 * The subscription an event concerns, or null when the event carries none (a one-off invoice,
 * a payment-mode Checkout Session, an unhandled type).
 */
export function eventTarget(event: Stripe.Event): EventTarget | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      const subscriptionId = idOf(session.subscription)
      if (session.mode !== 'subscription' || !subscriptionId) return null
      return {
        subscriptionId,
        customerId: idOf(session.customer),
        userIds: userIdHints(session.client_reference_id, session.metadata?.user_id),
      }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const sub = event.data.object
      return {
        subscriptionId: sub.id,
        customerId: idOf(sub.customer),
        userIds: userIdHints(sub.metadata?.user_id),
      }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const details = invoice.parent?.subscription_details
      const subscriptionId = idOf(details?.subscription)
      if (!subscriptionId) return null
      return {
        subscriptionId,
        customerId: idOf(invoice.customer),
        userIds: userIdHints(details?.metadata?.user_id),
      }
    }
    default:
      return null
  }
}
