import type { FunctionsClient } from '@supabase/functions-js'
import type { RealtimeClient } from '@supabase/realtime-js'
import type { StorageClient } from '@supabase/storage-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { env } from '@/lib/env'
import { onDemand } from '@/lib/on-demand'
import { nextTask } from '@/lib/tasks/next-task'

/**
 * What every member page needs first: Auth and the database (tables, views and RPCs through
 * PostgREST), typed by the generated database types. Realtime, Storage and edge functions have
 * loaders of their own ({@link loadSupabaseRealtime}, {@link loadSupabaseStorage},
 * {@link loadSupabaseFunctions}).
 */
export type NexusClient = Pick<SupabaseClient<Database>, 'auth' | 'from' | 'rpc'>

/** The Realtime client (channels: Broadcast and Presence), supabase-js's `realtime`. */
export type NexusRealtime = RealtimeClient

/** The Storage client, supabase-js's `storage`. */
export type NexusStorage = StorageClient

/** The edge functions client, supabase-js's `functions`. */
export type NexusFunctions = FunctionsClient

/** The project's address and anon key; only called once {@link loadSupabase} gave a client. */
const project = () => {
  const url = env.VITE_SUPABASE_URL as string
  return { base: new URL(url.endsWith('/') ? url : `${url}/`), anonKey: env.VITE_SUPABASE_ANON_KEY as string }
}

/** The Auth and database client, built once, when first wanted (see {@link loadSupabase}). */
const core = onDemand(async () => {
  const { AuthClient, PostgrestClient } = await import('./supabase-core')
  // The library's evaluation and the clients' set-up run in tasks of their own.
  await nextTask()
  const { base, anonKey } = project()
  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  })
  const rest = new PostgrestClient(new URL('rest/v1', base).href, { fetch: authedFetch(auth, anonKey) })
  // supabase-js's own `from` and `rpc` are these two calls on a PostgrestClient like this one.
  const client = {
    auth,
    from: (relation: string) => rest.from(relation),
    rpc: (fn: string, args?: object, options?: object) => rest.rpc(fn, args, options),
  }
  return client as unknown as NexusClient
})

/**
 * The browser's one Auth and database client, loaded on first use from `@supabase/auth-js` and
 * `@supabase/postgrest-js` only (one dynamic import, ./supabase-core: guest mode, with no backend
 * configured, never downloads them, and resolves to `null`). Set up as supabase-js sets them up, with its defaults:
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

/**
 * `fetch` as supabase-js wraps it: every request carries the anon key (`apikey`) and, unless it
 * set its own, the session's access token (the anon key when signed out).
 */
function authedFetch(auth: NexusClient['auth'], anonKey: string): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    if (!headers.has('apikey')) headers.set('apikey', anonKey)
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken(auth, anonKey)}`)
    return fetch(input, { ...init, headers })
  }
}

/** What a service client is built from: the project and a `fetch` carrying the session's token. */
interface ServiceSetup {
  auth: NexusClient['auth']
  base: URL
  anonKey: string
  fetch: typeof fetch
}

/**
 * A service client built once, when first wanted, on {@link loadSupabase}'s session by `build`
 * (which imports its package); null in guest mode.
 */
const serviceClient = <C>(build: (setup: ServiceSetup) => Promise<C>) =>
  onDemand(async (): Promise<C | null> => {
    const client = await loadSupabase()
    if (!client) return null
    const { base, anonKey } = project()
    return build({ auth: client.auth, base, anonKey, fetch: authedFetch(client.auth, anonKey) })
  })

/** The Realtime client (see {@link loadSupabaseRealtime}). */
const realtime = serviceClient(async ({ auth, base, anonKey, fetch }) => {
  const { RealtimeClient } = await import('@supabase/realtime-js')
  // Realtime's evaluation and the client's set-up and first join run in tasks of their own.
  await nextTask()
  const endpoint = new URL('realtime/v1', base)
  endpoint.protocol = endpoint.protocol.replace('http', 'ws')
  const live = new RealtimeClient(endpoint.href, {
    accessToken: () => accessToken(auth, anonKey),
    fetch,
    params: { apikey: anonKey },
  })
  // Auth's callbacks must not call Auth (it holds a lock): the token is read just after.
  auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'SIGNED_OUT') {
      setTimeout(() => void live.setAuth(), 0)
    }
  })
  await live.setAuth()
  return live
})

/**
 * The browser's one Realtime client, loaded from `@supabase/realtime-js` on first use, after
 * {@link loadSupabase}'s client, whose session it uses: built as supabase-js builds its
 * `realtime` (the project's `realtime/v1` WebSocket, the anon key as `apikey`). Channel joins carry
 * the session's access token (the anon key when signed out); when the session signs in, refreshes
 * or signs out, the joined channels get the new token at once. A page that opens no channel never
 * downloads Realtime.
 * @returns the client, or null in guest mode.
 * @throws (rejects) when a library chunk cannot be loaded; the next call tries again.
 */
export function loadSupabaseRealtime(): Promise<NexusRealtime | null> {
  return realtime.get()
}

/** The Storage client (see {@link loadSupabaseStorage}). */
const storage = serviceClient(async ({ base, fetch }) => {
  const { StorageClient } = await import('@supabase/storage-js')
  return new StorageClient(new URL('storage/v1', base).href, {}, fetch)
})

/**
 * The browser's one Storage client, loaded from `@supabase/storage-js` on first use (a page that
 * stores, opens or deletes no file never downloads it); its requests carry the session's access
 * token, as supabase-js's `storage` does.
 * @returns the client, or null in guest mode.
 * @throws (rejects) when a library chunk cannot be loaded; the next call tries again.
 */
export function loadSupabaseStorage(): Promise<NexusStorage | null> {
  return storage.get()
}

/** The edge functions client (see {@link loadSupabaseFunctions}). */
const functions = serviceClient(async ({ base, fetch }) => {
  const { FunctionsClient } = await import('@supabase/functions-js')
  return new FunctionsClient(new URL('functions/v1', base).href, { customFetch: fetch })
})

/**
 * The browser's one edge functions client, loaded from `@supabase/functions-js` on first use;
 * its calls carry the session's access token (the anon key when signed out), as supabase-js's
 * `functions` does.
 * @returns the client, or null in guest mode.
 * @throws (rejects) when a library chunk cannot be loaded; the next call tries again.
 */
export function loadSupabaseFunctions(): Promise<NexusFunctions | null> {
  return functions.get()
}
