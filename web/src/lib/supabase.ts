import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { env } from '@/lib/env'
import { onDemand } from '@/lib/on-demand'

/**
 * What every member page needs first: Auth and the database (tables, views and RPCs through
 * PostgREST), typed by the generated database types. Realtime, Storage and edge functions are in
 * {@link NexusServices}.
 */
export type NexusClient = Pick<SupabaseClient<Database>, 'auth' | 'from' | 'rpc'>

/**
 * The full supabase-js client for Realtime channels, Storage and edge functions. It has no Auth
 * of its own (its `auth` throws): every request and channel carries the token of
 * {@link NexusClient}'s session, read when used.
 */
export type NexusServices = SupabaseClient<Database>

/** The Auth and database client, built once, when first wanted (see {@link loadSupabase}). */
const core = onDemand(() =>
  Promise.all([import('@supabase/auth-js'), import('@supabase/postgrest-js')]).then(
    ([{ AuthClient }, { PostgrestClient }]) => {
      const url = env.VITE_SUPABASE_URL as string
      const anonKey = env.VITE_SUPABASE_ANON_KEY as string
      const base = new URL(url.endsWith('/') ? url : `${url}/`)
      const auth = new AuthClient({
        url: new URL('auth/v1', base).href,
        headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
        storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      })
      const rest = new PostgrestClient(new URL('rest/v1', base).href, {
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers)
          if (!headers.has('apikey')) headers.set('apikey', anonKey)
          if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken(auth, anonKey)}`)
          return fetch(input, { ...init, headers })
        },
      })
      // supabase-js's own `from` and `rpc` are these two calls on a PostgrestClient like this one.
      const client = {
        auth,
        from: (relation: string) => rest.from(relation),
        rpc: (fn: string, args?: object, options?: object) => rest.rpc(fn, args, options),
      }
      return client as unknown as NexusClient
    },
  ),
)

/**
 * The browser's one Auth and database client, loaded on first use from `@supabase/auth-js` and
 * `@supabase/postgrest-js` only (dynamic imports: guest mode, with no backend configured, never
 * downloads them, and resolves to `null`). Set up as supabase-js sets them up, with its defaults:
 * the session persists in localStorage under supabase-js's own key (`sb-<project ref>-auth-token`),
 * tokens refresh automatically, a session in the URL is picked up, and every database request
 * carries the anon key and the session's access token (the anon key when signed out).
 * Memoized: every caller shares one client.
 * @returns the client, or null in guest mode.
 * @throws (rejects) when the library chunks cannot be loaded; the next call tries again.
 */
export function loadSupabase(): Promise<NexusClient | null> {
  const url = env.VITE_SUPABASE_URL
  const anonKey = env.VITE_SUPABASE_ANON_KEY
  if (!url || !anonKey) return Promise.resolve(null)
  return core.get()
}

/** The session's access token, or the anon key when signed out. */
async function accessToken(auth: NexusClient['auth'], anonKey: string): Promise<string> {
  const { data } = await auth.getSession()
  return data.session?.access_token ?? anonKey
}

/** The services client, built once, when first wanted (see {@link loadSupabaseServices}). */
const services = onDemand(async (): Promise<NexusServices | null> => {
  const base = await loadSupabase()
  if (!base) return null
  const url = env.VITE_SUPABASE_URL as string
  const anonKey = env.VITE_SUPABASE_ANON_KEY as string
  const { createClient } = await import('@supabase/supabase-js')
  const full = createClient<Database>(url, anonKey, { accessToken: () => accessToken(base.auth, anonKey) })
  // Auth's callbacks must not call Auth (it holds a lock): the token is read just after.
  base.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'SIGNED_OUT') {
      setTimeout(() => void full.realtime.setAuth(), 0)
    }
  })
  await full.realtime.setAuth()
  return full
})

/**
 * The browser's one supabase-js client for Realtime, Storage and edge functions, loaded on first
 * use, after {@link loadSupabase}'s client (whose session it uses): a page that opens no channel,
 * stores no file and calls no function never downloads Realtime, Storage or Functions. Requests and
 * channel joins carry the session's access token (the anon key when signed out); when the session
 * signs in, refreshes or signs out, the joined channels get the new token at once.
 * @returns the client, or null in guest mode.
 * @throws (rejects) when a library chunk cannot be loaded; the next call tries again.
 */
export function loadSupabaseServices(): Promise<NexusServices | null> {
  return services.get()
}
