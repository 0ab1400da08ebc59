// Supabase Edge Function `turn-credentials`: thin entry, logic in _shared/handlers/turn-credentials.ts.
import { handleTurnCredentials } from '../_shared/handlers/turn-credentials.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleTurnCredentials)
