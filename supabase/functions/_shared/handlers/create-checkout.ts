/**
 * `create-checkout`: a Stripe Checkout Session (mode subscription) for one of the two plans.
 * doc 1 §7.
 */
import { z } from 'zod'
import { redirectOrigin } from '../cors.ts'
import { ensureStripeCustomer } from '../customers.ts'
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
 * Errors: 400 bad body or foreign priceId, 401 bad token, 403 origin, 404 no subscriber row,
 * 405 method, 409 already subscribed, 502 Stripe failed, 500 unexpected. doc 1 §7.
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
  const session = await callStripe(() =>
    deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      metadata: { user_id: userId, plan: input.plan },
      subscription_data: { metadata: { user_id: userId, plan: input.plan } },
      success_url: `${origin}/settings/billing?checkout=success`,
      cancel_url: `${origin}/pricing?checkout=cancelled`,
    }),
  )
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a url')
  return { url: session.url }
})
