/**
 * Local router for development without Docker: `/functions/v1/<name>` -> handler.
 */
import type { Dependencies, Handler } from '../_shared/deps.ts'
import { handleCheckSubscription } from '../_shared/handlers/check-subscription.ts'
import { handleContactMessage } from '../_shared/handlers/contact-message.ts'
import { handleCreateCheckout } from '../_shared/handlers/create-checkout.ts'
import { handleCustomerPortal } from '../_shared/handlers/customer-portal.ts'
import { handleDeleteAccount } from '../_shared/handlers/delete-account.ts'
import { handleRetryFileRemovals } from '../_shared/handlers/retry-file-removals.ts'
import { handleStripeWebhook } from '../_shared/handlers/stripe-webhook.ts'
import { handleTurnCredentials } from '../_shared/handlers/turn-credentials.ts'
import { json } from '../_shared/http.ts'

/** Function name -> handler, the same set `supabase functions serve` would expose. */
export const FUNCTIONS: Readonly<Record<string, Handler>> = {
  'check-subscription': handleCheckSubscription,
  'contact-message': handleContactMessage,
  'delete-account': handleDeleteAccount,
  'create-checkout': handleCreateCheckout,
  'customer-portal': handleCustomerPortal,
  'retry-file-removals': handleRetryFileRemovals,
  'stripe-webhook': handleStripeWebhook,
  'turn-credentials': handleTurnCredentials,
}

/** A fetch handler routing `/functions/v1/<name>[/...]`; anything else is 404 `{ error }`. */
export function createRouter(deps: Dependencies): (req: Request) => Promise<Response> {
  return (req) => {
    const match = /^\/functions\/v1\/([a-z0-9-]+)(?:\/.*)?$/.exec(new URL(req.url).pathname)
    const handler = match ? FUNCTIONS[match[1]] : undefined
    if (!handler) return Promise.resolve(json(404, { error: 'No such function' }))
    return handler(req, deps)
  }
}
