// Supabase Edge Function `stripe-webhook`: thin entry, logic in _shared/handlers/stripe-webhook.ts.
import { handleStripeWebhook } from '../_shared/handlers/stripe-webhook.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleStripeWebhook)
