import type { PlanId } from '@/features/pricing/plans'

/** Body of the create-checkout function call (doc 1 §7). */
export interface CheckoutRequest {
  priceId: string
  plan: PlanId
}

/** What the create-checkout call is read for (doc 1 §7): a checkout url, or an error message. */
export interface CheckoutResult {
  url?: string | null
  error?: string | null
}

/** Fallback message when checkout fails without one of its own (doc 1 §8). */
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session.'

/**
 * Calls the create-checkout edge function with `{ priceId, plan }` (doc 1 §7) and returns
 * `{ url }` or `{ error }`; never throws. The backend client is imported on demand, so pages
 * that only show prices do not load it. Without a configured backend it reports an error.
 */
export async function requestCheckout(body: CheckoutRequest): Promise<CheckoutResult> {
  try {
    const { supabase } = await import('@/lib/supabase')
    if (!supabase) return { error: 'Subscriptions need a configured backend.' }
    const { data, error } = await supabase.functions.invoke<CheckoutResult>('create-checkout', { body })
    if (error) {
      let message: string = error.message
      try {
        const context = (error as { context?: unknown }).context
        if (context instanceof Response) {
          const payload = (await context.json()) as { error?: unknown }
          if (typeof payload.error === 'string' && payload.error) message = payload.error
        }
      } catch {
        // The body was not JSON; keep the client's message.
      }
      return { error: message || CHECKOUT_FAILED_MESSAGE }
    }
    return data ?? {}
  } catch (error) {
    return { error: error instanceof Error && error.message ? error.message : CHECKOUT_FAILED_MESSAGE }
  }
}

/**
 * Opens the provider's checkout page in a new tab (doc 1 §7), cutting the opener link; if the
 * browser blocks the new tab, goes there in this one instead.
 */
export function openCheckoutUrl(url: string): void {
  const tab = window.open(url, '_blank')
  if (tab) tab.opener = null
  else window.location.assign(url)
}
