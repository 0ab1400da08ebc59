import { paths } from '@/config/paths'
import { NO_BACKEND_MESSAGE } from '@/lib/edge-functions'
import { loadSupabase } from '@/lib/supabase'

/**
 * Asks Supabase Auth to e-mail a password-recovery link (POST auth/v1/recover) that
 * lands on /reset-password of this origin, where supabase-js signs the visitor in for recovery.
 * @throws the Auth error, or Error(NO_BACKEND_MESSAGE) in guest mode. The screen never shows it:
 *   it answers the same neutral message either way, so nobody learns whether an account exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const client = await loadSupabase()
  if (!client) throw new Error(NO_BACKEND_MESSAGE)
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  })
  if (error) throw error
}

/**
 * Sets a new password for the signed-in (recovering) user (PUT auth/v1/user).
 * @throws the Auth error (e.g. a weak or reused password), or Error(NO_BACKEND_MESSAGE) in guest mode.
 */
export async function updatePassword(password: string): Promise<void> {
  const client = await loadSupabase()
  if (!client) throw new Error(NO_BACKEND_MESSAGE)
  const { error } = await client.auth.updateUser({ password })
  if (error) throw error
}
