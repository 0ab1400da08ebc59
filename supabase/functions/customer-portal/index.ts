// Supabase Edge Function `customer-portal`: thin entry, logic in _shared/handlers/customer-portal.ts.
import { handleCustomerPortal } from '../_shared/handlers/customer-portal.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleCustomerPortal)
