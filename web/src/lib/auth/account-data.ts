import { invokeFunction, NO_BACKEND_MESSAGE } from '@/lib/edge-functions'
import { loadSupabase } from '@/lib/supabase'
import { memberPlanOf, type MemberPlan, type SubscriberRecord } from './subscription-status'

/** SWR key of a member's subscription (revalidated on focus and after Checkout). */
export const subscriptionKey = (userId: string) => ['auth/subscription', userId] as const
/** SWR key of a member's profile name. */
export const profileKey = (userId: string) => ['auth/profile', userId] as const
/** SWR key of a member's own roles (revalidated on focus, so a role granted or taken away counts soon). */
export const rolesKey = (userId: string) => ['auth/roles', userId] as const

const SUBSCRIBER_COLUMNS = 'subscribed, subscription_tier, subscription_end, trial_end, status, cancel_at_period_end'

/**
 * The member's subscription from the database: their row of the `entitlements` view (through
 * RLS; one request to the database, no edge function, so no page waits on a function's cold
 * start). Only a member with no subscriber row yet asks `check-subscription`, which creates it
 * (trial counted from the account's creation); its 404 (no such account) resolves to null.
 * The plan the database decides by (`my_plan()`) is read alongside, in parallel, into `plan`
 * (null when it cannot be read: the screens then go by the subscription).
 * @throws Error when the database cannot be read (callers log it as a refresh error).
 */
export async function fetchSubscriberRecord(userId: string): Promise<SubscriberRecord | null> {
  const client = await loadSupabase()
  if (!client) throw new Error(NO_BACKEND_MESSAGE)
  const planRead = fetchMyPlan(client)
  const { data, error } = await client
    .from('entitlements')
    .select(SUBSCRIBER_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle<SubscriberRecord>()
  if (error) throw new Error(`entitlements: ${error.message}`)
  if (data) return { ...data, plan: await planRead }
  const checked = await invokeFunction<SubscriberRecord>('check-subscription')
  if (checked.error === null) return checked.data && { ...checked.data, plan: await planRead }
  if (checked.status === 404) return null
  throw new Error(`check-subscription: ${checked.error}`)
}

/** The caller's plan from `my_plan()`, or null (logged) when it cannot be read. */
async function fetchMyPlan(client: NonNullable<Awaited<ReturnType<typeof loadSupabase>>>): Promise<MemberPlan | null> {
  try {
    const { data, error } = await client.rpc('my_plan')
    if (error) throw new Error(error.message)
    return memberPlanOf(data)
  } catch (error) {
    console.warn('The plan could not be read:', error)
    return null
  }
}

/** SWR fetcher of {@link subscriptionKey}: {@link fetchSubscriberRecord} of the key's member. */
export const subscriptionFetcher = ([, userId]: ReturnType<typeof subscriptionKey>) => fetchSubscriberRecord(userId)
/** SWR fetcher of {@link profileKey}: {@link fetchProfileName} of the key's member. */
export const profileFetcher = ([, userId]: ReturnType<typeof profileKey>) => fetchProfileName(userId)

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

/**
 * The member's own roles ('moderator', 'admin') from `public.user_roles`, which RLS lets each
 * member read for themselves only; [] for a member without any. The database reads the same rows
 * at every request (`is_admin()`, `is_moderator()`), so the app agrees with it from the next read.
 * @throws Error when the read fails (callers log it and count no role).
 */
export async function fetchMyRoles(userId: string): Promise<string[]> {
  const client = await loadSupabase()
  if (!client) throw new Error(NO_BACKEND_MESSAGE)
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', userId)
  if (error) throw new Error(`user_roles: ${error.message}`)
  return (data ?? []).map((row) => row.role)
}

/** SWR fetcher of {@link rolesKey}: {@link fetchMyRoles} of the key's member. */
export const rolesFetcher = ([, userId]: ReturnType<typeof rolesKey>) => fetchMyRoles(userId)
