import { paths } from '@/config/paths'
import { invokeFunction, NO_BACKEND_MESSAGE, UNREACHABLE_MESSAGE } from '@/lib/edge-functions'
import { loadSupabase } from '@/lib/supabase'

/** What each account action resolves to: null on success, else the message to show. */
export type ActionResult = string | null

/**
 * Asks Supabase Auth for the change (PUT /auth/v1/user) with the current password in the same
 * request, so the server can check it: a session token alone changes neither the password nor
 * the address.
 */
async function updateUser(
  attributes: { email: string; current_password: string } | { password: string; current_password: string },
): Promise<ActionResult> {
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
 * Changes the member's e-mail address: Supabase Auth checks the current password and records the
 * change (PUT /auth/v1/user), e-mailing a confirmation link to the new address. Never throws;
 * resolves to null or the server's message ('Invalid login credentials' for a wrong password).
 */
export async function changeEmail(password: string, newEmail: string): Promise<ActionResult> {
  return updateUser({ email: newEmail, current_password: password })
}

/**
 * Changes the member's password: Supabase Auth checks the current one and sets the new one
 * (PUT /auth/v1/user). Never throws; resolves to null or the server's message ('Invalid login
 * credentials' for a wrong current password).
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<ActionResult> {
  return updateUser({ password: newPassword, current_password: currentPassword })
}

/**
 * Deletes the member's account: the `delete-account` edge function (POST `{ password,
 * remove_anonymous_posts }`) checks the password itself, ends billing (open checkouts, a live
 * subscription), deletes the user and their rows, then their files, so a session token alone can
 * never delete an account. `removeAnonymousPosts` (default false) asks for the member's anonymous
 * posts to be removed too, later, by the scheduled job; otherwise they stay, unlinked. Never
 * throws; resolves to null on `{ deleted: true }`, else the function's `{ error }` message
 * ('Invalid login credentials' for a wrong password, 'Too many wrong passwords. Please try again
 * in …' after five; nothing is deleted then).
 */
export async function deleteAccount(
  password: string,
  { removeAnonymousPosts = false }: { removeAnonymousPosts?: boolean } = {},
): Promise<ActionResult> {
  const { data, error } = await invokeFunction<{ deleted?: boolean }>('delete-account', {
    password,
    remove_anonymous_posts: removeAnonymousPosts,
  })
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
