// Supabase Edge Function `check-subscription`: thin entry, logic in _shared/handlers/check-subscription.ts.
import { handleCheckSubscription } from '../_shared/handlers/check-subscription.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleCheckSubscription)
