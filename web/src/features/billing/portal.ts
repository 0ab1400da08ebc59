import { invokeForUrl, type UrlAnswer } from '@/lib/url-function'

/** What the customer-portal call is read for: a portal url, or an error message. */
export type PortalResult = UrlAnswer

/** Fallback message when the portal cannot be opened without one of its own. */
export const PORTAL_FAILED_MESSAGE = 'Failed to open billing portal.'

/**
 * Calls the customer-portal edge function (POST, no payload;) and returns `{ url }` or
 * `{ error }` (the function's message, e.g. its 404 'No billing account yet'); never throws.
 */
export function requestPortal(): Promise<PortalResult> {
  return invokeForUrl('customer-portal', PORTAL_FAILED_MESSAGE)
}
