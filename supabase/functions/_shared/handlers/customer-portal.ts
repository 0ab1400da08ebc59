/**
 * `customer-portal`: a Stripe billing-portal session for the caller's customer.
 */
import { redirectOrigin } from '../cors.ts'
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { notFound } from '../errors.ts'
import { callStripe } from '../stripe.ts'
import { getSubscriber } from '../subscribers.ts'

/** Message for 404 when the caller never started a checkout. */
export const NO_BILLING_ACCOUNT = 'No billing account yet'

/**
 * POST (no body) with a bearer token -> `{ url }` of the billing portal, returning to
 * `${origin}/settings/billing` on the caller's allowlisted origin.
 * Errors: 401 bad token, 403 origin, 404 `No billing account yet`, 405 method, 502 Stripe failed,
 * 500 unexpected.
 */
export const handleCustomerPortal: Handler = endpoint(['POST'], async (req, deps, ctx) => {
  const userId = await deps.verifyCaller(req)
  const row = await getSubscriber(deps.sql, userId)
  if (!row?.stripeCustomerId) throw notFound(NO_BILLING_ACCOUNT)
  const origin = redirectOrigin(ctx.origin, deps.env.allowedOrigins)
  const session = await callStripe(() =>
    deps.stripe.billingPortal.sessions.create({
      customer: row.stripeCustomerId!,
      return_url: `${origin}/settings/billing`,
    }),
  )
  return { url: session.url }
})
