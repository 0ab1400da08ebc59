/**
 * CORS against the ALLOWED_ORIGINS allowlist.
 *
 * Only an allowlisted `Origin` is echoed back in `Access-Control-Allow-Origin`; a request
 * without an `Origin` header (server-to-server, Stripe) gets no CORS headers at all.
 */

/**
 * Request headers supabase-js may send (its canonical list in `@supabase/supabase-js/cors`, plus
 * `x-region` from `functions.invoke({ region })`).
 */
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-retry-count, x-region'

/** Result of checking a request's `Origin` header against the allowlist. */
export interface OriginCheck {
  /** The request's `Origin`, or null when absent. */
  origin: string | null
  /** True when there is no Origin or it is allowlisted. */
  allowed: boolean
}

/** Reads `Origin` and compares it exactly (scheme, host, port) with the allowlist. */
export function checkOrigin(req: Request, allowedOrigins: readonly string[]): OriginCheck {
  const origin = req.headers.get('Origin')
  if (origin === null) return { origin, allowed: true }
  return { origin, allowed: allowedOrigins.includes(origin) }
}

/**
 * For an endpoint accepting `methods` (e.g. `["POST"]`), built once: a function giving the headers
 * to add to every response, full CORS headers for an allowlisted origin and only `Vary` otherwise.
 */
export function corsHeaders(methods: readonly string[]): (check: OriginCheck) => Record<string, string> {
  const allowMethods = [...methods, 'OPTIONS'].join(', ')
  return (check): Record<string, string> => {
    if (!check.origin || !check.allowed) return { Vary: 'Origin' }
    return {
      'Access-Control-Allow-Origin': check.origin,
      'Access-Control-Allow-Methods': allowMethods,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Expose-Headers': 'Retry-After',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    }
  }
}

/**
 * The origin to build redirect URLs on (Checkout success/cancel, portal return): the caller's
 * allowlisted Origin, or the first allowlisted origin for callers that send none.
 */
export function redirectOrigin(check: OriginCheck, allowedOrigins: readonly string[]): string {
  return check.origin && check.allowed ? check.origin : allowedOrigins[0]
}
