// Supabase Edge Function `retry-file-removals`: thin entry, logic in _shared/handlers/retry-file-removals.ts.
import { handleRetryFileRemovals } from '../_shared/handlers/retry-file-removals.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleRetryFileRemovals)
