/**
 * Plan <-> Stripe price mapping, decided on the server from the environment.
 */
import type { Env } from './env.ts'

/** The paid plans Nexus sells, in display order. */
export const PLANS = ['basic', 'premium'] as const

/** A paid plan (subscription tier); `plan` in a checkout request must be one of them. */
export type Plan = (typeof PLANS)[number]

/** The plan (subscription tier) sold at `priceId`, or null for a price Nexus does not sell. */
export function tierForPrice(prices: Env['prices'], priceId: string | null | undefined): Plan | null {
  if (!priceId) return null
  for (const plan of PLANS) if (prices[plan] === priceId) return plan
  return null
}
