import { nodeClient, signUp, type TestUser } from './backend-auth'
import { setSubscriber } from './backend-db'

/**
 * Members with a Stripe customer: made through the real `create-checkout` function, whose Stripe
 * is the local backend's Stripe API double (scripts/backend/up.sh). A `supabase start` stack in
 * real-stack mode has no Stripe to call, so specs using this skip there.
 */

/** The price ids of the configured build (playwright.config.ts) and the functions (supabase/functions/ci.env). */
export const PRICE_IDS = { basic: 'price_basic_monthly', premium: 'price_premium_monthly' } as const

/** A paying member made by {@link payingMember}, with the end of the paid period. */
export interface PayingMember extends TestUser {
  subscriptionEnd: Date
}

/**
 * Signs up a new member, opens a Checkout Session for `plan` as the Pricing page does (the
 * function makes their Stripe customer), then records the paid subscription the way the Stripe
 * webhook would once Checkout completed: active, renewing in 30 days.
 */
export async function payingMember(plan: 'basic' | 'premium' = 'basic'): Promise<PayingMember> {
  const user = await signUp({ name: 'Pat Paying' })
  const client = nodeClient()
  const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signedIn.error) throw new Error(`sign-in of ${user.email} failed: ${signedIn.error.message}`)
  const { data, error } = await client.functions.invoke<{ url?: string }>('create-checkout', {
    body: { priceId: PRICE_IDS[plan], plan },
  })
  if (error || !data?.url) throw new Error(`create-checkout failed: ${error?.message ?? 'no url'}`)
  const subscriptionEnd = new Date(Date.now() + 30 * 86_400_000)
  await setSubscriber(user.id, {
    subscribed: true,
    subscription_tier: plan,
    status: 'active',
    subscription_end: subscriptionEnd,
  })
  return { ...user, subscriptionEnd }
}
