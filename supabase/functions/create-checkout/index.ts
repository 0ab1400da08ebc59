// Supabase Edge Function `create-checkout`: thin entry, logic in _shared/handlers/create-checkout.ts.
import { handleCreateCheckout } from '../_shared/handlers/create-checkout.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleCreateCheckout)
