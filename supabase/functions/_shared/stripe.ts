/**
 * The Stripe client: fetch-based HTTP client (Deno), pinned API version, optional local base URL.
 *
 */
import Stripe from 'stripe'
import type { Env } from './env.ts'
import { StripeUpstreamError } from './errors.ts'

/**
 * Pinned Stripe API version (the one stripe@23.1.0 is generated for). Since 2025-03-31.basil the
 * subscription period lives on each item: `subscription.items.data[i].current_period_end`.
 */
const STRIPE_API_VERSION = '2026-10-28.endive' as const

/** Web Crypto provider for async webhook signature checks in Deno. */
export const stripeCryptoProvider: Stripe.CryptoProvider = Stripe.createSubtleCryptoProvider()

/**
 * Creates the Stripe client for `env`. With `STRIPE_API_BASE` set (e.g. `http://127.0.0.1:12111`)
 * requests go to that host, port and protocol instead of api.stripe.com.
 */
export function createStripeClient(env: Pick<Env, 'stripeSecretKey' | 'stripeApiBase'>): Stripe {
  const base = env.stripeApiBase
  return new Stripe(env.stripeSecretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'nexus-functions' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : base.protocol === 'http:' ? 80 : 443,
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

/** True for errors thrown by the Stripe SDK (API, connection, rate limit, idempotency ...). */
export function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError
}

/**
 * Runs one Stripe call; any SDK error becomes a {@link StripeUpstreamError} (answered 502).
 * @param call the request, e.g. `() => stripe.customers.create(...)`.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    if (isStripeError(err)) throw new StripeUpstreamError(err)
    throw err
  }
}
