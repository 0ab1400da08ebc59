/**
 * `create-checkout`: a Stripe Checkout Session (mode subscription) for one of the two plans.
 *
 */
import { z } from 'zod'
import type Stripe from 'stripe'
import { redirectOrigin } from '../cors.ts'
import { ensureStripeCustomer } from '../customers.ts'
import { transaction } from '../db.ts'
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { badRequest, conflict } from '../errors.ts'
import { PLANS } from '../plans.ts'
import { callStripe } from '../stripe.ts'
import { hasLiveSubscription, requireSubscriber } from '../subscribers.ts'
import { parseJsonBody } from '../validation.ts'

/** Request body: the plan and the public Stripe price id the client shows for it. */
const CheckoutRequest = z.object({
  priceId: z.string().trim().min(1, 'priceId is required').max(255),
  plan: z.enum(PLANS, { error: 'plan must be basic or premium' }),
})

/** Message for 409: the caller already pays and should change plans in the portal. */
export const ALREADY_SUBSCRIBED = 'You already have a subscription; manage or change it in the billing portal'

/**
 * POST `{ priceId, plan }` with a bearer token -> `{ url }` of a hosted Checkout page.
 * The server charges its own price for `plan`; `priceId` must equal it. Success returns to
 * `${origin}/settings/billing?checkout=success`, cancel to `${origin}/pricing?checkout=cancelled`,
 * on the caller's allowlisted origin.
 * At most one of a member's Checkout Sessions is open at a time, so nobody can pay twice: an
 * open session for the same plan and origin is reused (its url is answered again); every other
 * open session of the member's customer is expired before a new one is created. Calls for one
 * member are serialised by a transaction-scoped advisory lock, so concurrent tabs get one session.
 * Errors: 400 bad body or foreign priceId, 401 bad token, 403 origin, 404 no subscriber row,
 * 405 method, 409 already subscribed, 502 Stripe failed, 500 unexpected.
 */
export const handleCreateCheckout: Handler = endpoint(['POST'], async (req, deps, ctx) => {
  const userId = await deps.verifyCaller(req)
  const input = await parseJsonBody(req, CheckoutRequest)
  const price = deps.env.prices[input.plan]
  if (input.priceId !== price) throw badRequest(`priceId is not the price of the ${input.plan} plan`)

  const row = await requireSubscriber(deps.sql, userId)
  if (row.subscribed || hasLiveSubscription(row)) {
    throw conflict(ALREADY_SUBSCRIBED)
  }

  const customer = await ensureStripeCustomer(deps.sql, deps.stripe, row)
  const origin = redirectOrigin(ctx.origin, deps.env.allowedOrigins)
  const successUrl = `${origin}/settings/billing?checkout=success`
  const url = await transaction(deps.sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${'checkout:' + userId}))`
    const open = await callStripe(() => deps.stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }))
    const reusable = open.data.find(
      (session) => session.metadata?.plan === input.plan && session.success_url === successUrl && session.url,
    )
    await expireAll(
      deps.stripe,
      open.data.filter((session) => session !== reusable),
    )
    if (reusable) return { value: reusable.url! }
    const session = await callStripe(() =>
      deps.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price, quantity: 1 }],
        metadata: { user_id: userId, plan: input.plan },
        subscription_data: { metadata: { user_id: userId, plan: input.plan } },
        success_url: successUrl,
        cancel_url: `${origin}/pricing?checkout=cancelled`,
      }),
    )
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a url')
    return { value: session.url }
  })
  return { url }
})

/** Expires each open Checkout Session; one that is no longer open (completed meanwhile) is left as it is. */
async function expireAll(stripe: Stripe, sessions: Stripe.Checkout.Session[]): Promise<void> {
  for (const session of sessions) {
    await callStripe(() =>
      stripe.checkout.sessions.expire(session.id).catch((err: { statusCode?: number }) => {
        if (err.statusCode === 400) return null
        throw err
      }),
    )
  }
}
