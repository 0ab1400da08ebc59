// Auth over HTTP, as the app's supabase-js talks to it: sign-ups and password sessions.

async function authCall(backend, path, body) {
  const res = await fetch(`${backend.supabaseUrl}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok) throw new Error(`POST /auth/v1/${path}: ${res.status} ${json.msg ?? json.message ?? json.error ?? ''}`)
  return json
}

/**
 * Signs up a new member named `name` (POST /auth/v1/signup) with a unique e-mail address.
 * Resolves to { id, email, password, name }.
 */
export async function signUp(backend, name) {
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = `pw-${Math.random().toString(36).slice(2, 14)}`
  const json = await authCall(backend, 'signup', { email, password, data: { name } })
  const id = json.user?.id ?? json.id
  if (!id) throw new Error(`sign-up of ${email} returned no user`)
  return { id, email, password, name }
}

/**
 * A fresh session of `user` (password grant), in the shape supabase-js stores it (expires_at in
 * seconds since the epoch).
 */
export async function passwordSession(backend, user) {
  const session = await authCall(backend, 'token?grant_type=password', { email: user.email, password: user.password })
  return { ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in }
}

/**
 * The localStorage key under which the app's supabase-js keeps the session: its default,
 * `sb-<first label of the project URL's host>-auth-token` (web/e2e/backend.ts authStorageKey).
 */
export function authStorageKey(supabaseUrl) {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}
