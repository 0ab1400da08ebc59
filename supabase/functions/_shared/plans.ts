/**
 * Plan <-> Stripe price mapping, decided on the server from the environment. doc 1 §7.
 */
import type { Env, Plan } from './env.ts'

/** The paid plans Nexus sells, in display order. */
export const PLANS: readonly Plan[] = ['basic', 'premium']

/** The Stripe price id the server charges for `plan`. */
export function priceForPlan(prices: Env['prices'], plan: Plan): string {
  return prices[plan]
}

/** The plan (subscription tier) sold at `priceId`, or null for a price Nexus does not sell. */
export function tierForPrice(prices: Env['prices'], priceId: string | null | undefined): Plan | null {
  if (!priceId) return null
  for (const plan of PLANS) if (prices[plan] === priceId) return plan
  return null
}
