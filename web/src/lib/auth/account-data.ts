import { invokeFunction, NO_BACKEND_MESSAGE } from '@/lib/edge-functions'
import { loadSupabase } from '@/lib/supabase'
import type { SubscriberRecord } from './subscription-status'

/** SWR key of a member's subscription (revalidated on focus and after Checkout). */
export const subscriptionKey = (userId: string) => ['auth/subscription', userId] as const
/** SWR key of a member's profile name. */
export const profileKey = (userId: string) => ['auth/profile', userId] as const

const SUBSCRIBER_COLUMNS = 'subscribed, subscription_tier, subscription_end, trial_end, status, cancel_at_period_end'

/**
 * The member's subscription from the server: `check-subscription`'s answer; its 404
 * (no subscriber record) resolves to null. If the function cannot answer otherwise (not
 * deployed, network, 5xx), the caller's own `subscribers` row is read instead through RLS.
 * @throws Error when neither source answers (callers log it as a refresh error).
 */
export async function fetchSubscriberRecord(userId: string): Promise<SubscriberRecord | null> {
  const checked = await invokeFunction<SubscriberRecord>('check-subscription')
  if (checked.error === null) return checked.data
  if (checked.status === 404) return null
  const client = await loadSupabase()
  if (!client) throw new Error(NO_BACKEND_MESSAGE)
  const { data, error } = await client
    .from('subscribers')
    .select(SUBSCRIBER_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle<SubscriberRecord>()
  if (error) throw new Error(`check-subscription: ${checked.error}; subscribers: ${error.message}`)
  return data
}

/**
 * The member's `profiles.name`, or null when the row or the name is missing.
 * @throws Error when the read fails (the caller shows 'Error loading profile').
 */
export async function fetchProfileName(userId: string): Promise<string | null> {
  const client = await loadSupabase()
  if (!client) throw new Error(NO_BACKEND_MESSAGE)
  const { data, error } = await client
    .from('profiles')
    .select('name')
    .eq('id', userId)
    .maybeSingle<{ name: string | null }>()
  if (error) throw new Error(error.message)
  return data?.name ?? null
}
