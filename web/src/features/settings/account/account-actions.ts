import { paths } from '@/config/paths'
import { invokeFunction, NO_BACKEND_MESSAGE, UNREACHABLE_MESSAGE } from '@/lib/edge-functions'
import { env } from '@/lib/env'
import { loadSupabase } from '@/lib/supabase'

/** What each account action resolves to: null on success, else the message to show. */
export type ActionResult = string | null

const messageOf = (body: unknown): string | null => {
  const b = body as { msg?: unknown; error_description?: unknown; message?: unknown; error?: unknown } | null
  for (const value of [b?.msg, b?.error_description, b?.message, b?.error]) {
    if (typeof value === 'string' && value.trim()) return value
  }
  return null
}

/**
 * Checks the member's current password with Supabase Auth's password grant
 * (POST /auth/v1/token?grant_type=password, as `auth.signInWithPassword` sends it) without
 * touching this browser's session: the session it opens is revoked at once
 * (POST /auth/v1/logout?scope=local with its own token). Going around the client keeps a member
 * who signed in with a second factor at that level. Never throws.
 * @returns null when the password is right, else the server's message ('Invalid login credentials').
 */
export async function checkPassword(email: string, password: string): Promise<ActionResult> {
  const url = env.VITE_SUPABASE_URL
  const key = env.VITE_SUPABASE_ANON_KEY
  if (!url || !key) return NO_BACKEND_MESSAGE
  try {
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) return messageOf(body) ?? `The password could not be checked (HTTP ${response.status}).`
    const token = (body as { access_token?: unknown } | null)?.access_token
    if (typeof token === 'string') {
      await fetch(`${url}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${token}` },
      }).catch(() => undefined)
    }
    return null
  } catch {
    return UNREACHABLE_MESSAGE
  }
}

async function updateUser(attributes: { email: string } | { password: string }): Promise<ActionResult> {
  try {
    const client = await loadSupabase()
    if (!client) return NO_BACKEND_MESSAGE
    const options =
      'email' in attributes ? { emailRedirectTo: `${window.location.origin}${paths.settings.account}` } : {}
    const { error } = await client.auth.updateUser(attributes, options)
    return error ? error.message || UNREACHABLE_MESSAGE : null
  } catch (error) {
    return error instanceof Error && error.message ? error.message : UNREACHABLE_MESSAGE
  }
}

/**
 * Changes the member's e-mail address: the current password is checked first, then Supabase
 * Auth is asked for the change (PUT /auth/v1/user), which e-mails a confirmation link to the new
 * address. Never throws; resolves to null or the server's message.
 */
export async function changeEmail(currentEmail: string, password: string, newEmail: string): Promise<ActionResult> {
  return (await checkPassword(currentEmail, password)) ?? (await updateUser({ email: newEmail }))
}

/**
 * Changes the member's password: the current one is checked first, then Supabase Auth sets the
 * new one (PUT /auth/v1/user). Never throws; resolves to null or the server's message.
 */
export async function changePassword(
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<ActionResult> {
  return (await checkPassword(email, currentPassword)) ?? (await updateUser({ password: newPassword }))
}

/**
 * Deletes the member's account: the `delete-account` edge function (POST `{ password }`) checks
 * the password itself, cancels a live subscription and deletes the user and their rows, so a
 * session token alone can never delete an account. Never throws; resolves to null on
 * `{ deleted: true }`, else the function's `{ error }` message ('Invalid login credentials' for a
 * wrong password; nothing is deleted then).
 */
export async function deleteAccount(password: string): Promise<ActionResult> {
  const { data, error } = await invokeFunction<{ deleted?: boolean }>('delete-account', { password })
  if (error !== null) return error
  return data.deleted === true ? null : 'The account could not be deleted. Please try again.'
}

/**
 * Removes what this browser keeps for a deleted member: every localStorage key of their scope
 * (`<name>:<userId>`) and every IndexedDB entry of it (`<name>:<userId>` or
 * `<name>:<userId>:<id>`, e.g. their PDFs). Call after signing out, so no store writes them
 * again. Never rejects: storage that cannot be reached holds nothing to remove.
 */
export async function forgetLocalData(userId: string): Promise<void> {
  const ownKey = (key: string) => key.endsWith(`:${userId}`) || key.includes(`:${userId}:`)
  try {
    const keys: string[] = []
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i)
      if (key && ownKey(key)) keys.push(key)
    }
    keys.forEach((key) => window.localStorage.removeItem(key))
  } catch {
    // Storage unavailable: nothing was kept there.
  }
  try {
    const { delMany, keys } = await import('idb-keyval')
    await delMany((await keys()).filter((key): key is string => typeof key === 'string' && ownKey(key)))
  } catch {
    // IndexedDB unavailable: nothing was kept there.
  }
}
