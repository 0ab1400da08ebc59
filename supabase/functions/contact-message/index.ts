// Supabase Edge Function `contact-message`: thin entry, logic in _shared/handlers/contact-message.ts.
import { handleContactMessage } from '../_shared/handlers/contact-message.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleContactMessage)
