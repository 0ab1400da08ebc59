// Supabase Edge Function `delete-account`: thin entry, logic in _shared/handlers/delete-account.ts.
import { handleDeleteAccount } from '../_shared/handlers/delete-account.ts'
import { serveHandler } from '../_shared/serve.ts'

serveHandler(handleDeleteAccount)
