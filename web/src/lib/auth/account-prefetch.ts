import { preload } from 'swr'
import { loadSupabase } from '@/lib/supabase'
import { profileFetcher, profileKey, subscriptionFetcher, subscriptionKey } from './account-data'
import { awaitsSecondFactor } from './second-factor'
import { isAdminUser } from './session-user'

/**
 * Starts reading the signed-in member's account (their subscription and profile name) as the app
 * starts, beside its first page's code, instead of after the first render: SWR's `preload`, whose
 * requests the AuthProvider's reads of the same keys then take over, so the page waits one round
 * trip less. Does nothing without a backend, for a guest, for a session still owing its second
 * factor, or for the administrator (whose account is not read). Never rejects: a failure is
 * reported where the AuthProvider reads the session and the account.
 */
export async function prefetchMemberAccount(): Promise<void> {
  try {
    const client = await loadSupabase()
    if (!client) return
    const { data } = await client.auth.getSession()
    const session = data.session
    if (!session || awaitsSecondFactor(session) || isAdminUser(session.user)) return
    // Handled here so an unread failure is no unhandled rejection; the AuthProvider still sees it.
    preload(subscriptionKey(session.user.id), subscriptionFetcher).catch(() => {})
    preload(profileKey(session.user.id), profileFetcher).catch(() => {})
  } catch {
    // The AuthProvider reads the session again and reports the failure.
  }
}
