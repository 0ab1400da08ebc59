import { invokeFunction } from '@/lib/edge-functions'

/** What a function that answers with a page to open (Checkout, billing portal) is read for: a url, or an error message. */
export interface UrlAnswer {
  url?: string | null
  error?: string | null
}

/** The only origins a function's answer may send the browser to: Stripe Checkout and the Stripe billing portal. */
export const PAYMENT_PAGE_ORIGINS: readonly string[] = ['https://checkout.stripe.com', 'https://billing.stripe.com']

/** Error message for an answer whose url is not a Stripe payment page. */
export const UNEXPECTED_PAYMENT_PAGE = 'The payment page address was not recognised, so it was not opened.'

/** True when `url` parses and its origin is one of {@link PAYMENT_PAGE_ORIGINS}. */
export function isPaymentPageUrl(url: string): boolean {
  try {
    return PAYMENT_PAGE_ORIGINS.includes(new URL(url).origin)
  } catch {
    return false
  }
}

/**
 * Calls the edge function `name` (POST, optional JSON body) and returns its `{ url }`, or
 * `{ error }` with the function's own message, else `fallback`. A url on any origin other than
 * Stripe Checkout or the billing portal is refused with {@link UNEXPECTED_PAYMENT_PAGE}, so a
 * tampered answer can never send the member elsewhere. Never throws.
 */
export async function invokeForUrl(name: string, fallback: string, body?: Record<string, unknown>): Promise<UrlAnswer> {
  const result = await invokeFunction<UrlAnswer>(name, body)
  if (result.error !== null) return { error: result.error || fallback }
  const url = result.data?.url
  if (!url) return result.data ?? {}
  return isPaymentPageUrl(url) ? { url } : { error: UNEXPECTED_PAYMENT_PAGE }
}
