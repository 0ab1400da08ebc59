import type { PlanId } from '@/config/plans'
import { invokeForUrl, type UrlAnswer } from '@/lib/url-function'

/** Body of the create-checkout function call: the paid plan and its price id. */
export interface CheckoutRequest {
  priceId: string
  plan: Exclude<PlanId, 'free'>
}

/** What the create-checkout call is read for: a Checkout url, or an error message. */
export type CheckoutResult = UrlAnswer

/** Fallback message when checkout fails without one of its own. */
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session.'

/**
 * Calls the create-checkout edge function with `{ priceId, plan }` and returns
 * `{ url }` or `{ error }` (the function's own message, e.g. its 409 'You already have a
 * subscription; manage or change it in the billing portal'); never throws. supabase-js is
 * loaded on demand, so pages that only show prices do not download it.
 */
export function requestCheckout(body: CheckoutRequest): Promise<CheckoutResult> {
  return invokeForUrl('create-checkout', CHECKOUT_FAILED_MESSAGE, { ...body })
}
