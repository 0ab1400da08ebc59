import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { env } from '@/lib/env'

/** The app's supabase-js client, typed by the generated database types. */
export type NexusClient = SupabaseClient<Database>

let client: Promise<NexusClient | null> | undefined

/**
 * The one supabase-js client of the browser, loaded on first use: `import('@supabase/supabase-js')`
 * is dynamic, so the library is a separate chunk that guest mode (no backend configured) never
 * downloads; then it resolves to `null`. Memoized: every caller shares one client. Uses the anon
 * key only; the session persists in localStorage under supabase-js's own key and its tokens
 * refresh automatically.
 * @returns the client, or null in guest mode.
 * @throws (rejects) when the library chunk cannot be loaded; the next call tries again.
 */
export function loadSupabase(): Promise<NexusClient | null> {
  const url = env.VITE_SUPABASE_URL
  const anonKey = env.VITE_SUPABASE_ANON_KEY
  if (!url || !anonKey) return Promise.resolve(null)
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) => createClient<Database>(url, anonKey),
    (error: unknown) => {
      client = undefined
      throw error
    },
  )
  return client
}
