import type { SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/lib/env'

let client: Promise<SupabaseClient | null> | undefined

/**
 * The one supabase-js client of the browser, loaded on first use: `import('@supabase/supabase-js')`
 * is dynamic, so the library is a separate chunk that guest mode (no backend configured) never
 * downloads; then it resolves to `null`. Memoized: every caller shares one client. Uses the anon
 * key only; the session persists in localStorage under supabase-js's own key and its tokens
 * refresh automatically.
 * @returns the client, or null in guest mode.
 * @throws (rejects) when the library chunk cannot be loaded; the next call tries again.
 */
export function loadSupabase(): Promise<SupabaseClient | null> {
  const url = env.VITE_SUPABASE_URL
  const anonKey = env.VITE_SUPABASE_ANON_KEY
  if (!url || !anonKey) return Promise.resolve(null)
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) => createClient(url, anonKey),
    (error: unknown) => {
      client = undefined
      throw error
    },
  )
  return client
}
