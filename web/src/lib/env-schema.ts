import * as z from 'zod/mini'

/**
 * The rules of the app's environment (VITE_* settings), checked with zod when Vite starts a build
 * or the dev server (vite.config.ts), so the browser bundle carries no validator. Both Supabase
 * settings are optional together: with neither, the app runs in guest mode on seeded local data.
 * With a backend, the two Stripe price ids are required and must equal the edge functions' own
 * (create-checkout rejects any other). A partial or malformed setting stops the build with a
 * message naming the variable.
 */
function stripePriceId(name: string) {
  return z.string().check(z.regex(/^price_\w+$/, `${name} must be a Stripe price id (price_...)`))
}

const envSchema = z
  .object({
    VITE_SUPABASE_URL: z.optional(z.url({ error: 'VITE_SUPABASE_URL must be a URL' })),
    VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(1, 'VITE_SUPABASE_ANON_KEY must not be empty'))),
    VITE_STRIPE_PRICE_BASIC: z.optional(stripePriceId('VITE_STRIPE_PRICE_BASIC')),
    VITE_STRIPE_PRICE_PREMIUM: z.optional(stripePriceId('VITE_STRIPE_PRICE_PREMIUM')),
    VITE_STUN_URLS: z.optional(
      z
        .string()
        .check(
          z.regex(
            /^\s*stuns?:[^,\s]+(\s*,\s*stuns?:[^,\s]+)*\s*$/,
            'VITE_STUN_URLS must be STUN URLs separated by commas (stun:host:port,...)',
          ),
        ),
    ),
  })
  .check(
    z.refine((e) => Boolean(e.VITE_SUPABASE_URL) === Boolean(e.VITE_SUPABASE_ANON_KEY), {
      error: 'Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (guest mode).',
    }),
    z.refine((e) => !e.VITE_SUPABASE_URL || Boolean(e.VITE_STRIPE_PRICE_BASIC && e.VITE_STRIPE_PRICE_PREMIUM), {
      error:
        'With a backend, set VITE_STRIPE_PRICE_BASIC and VITE_STRIPE_PRICE_PREMIUM to the price ids the edge functions use (STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM).',
    }),
  )

/** The validated settings; all undefined in guest mode. */
export interface Env {
  VITE_SUPABASE_URL?: string | undefined
  VITE_SUPABASE_ANON_KEY?: string | undefined
  VITE_STRIPE_PRICE_BASIC?: string | undefined
  VITE_STRIPE_PRICE_PREMIUM?: string | undefined
  /** The meeting room's default STUN servers, comma-separated (`stun:host:port,...`); none when unset. */
  VITE_STUN_URLS?: string | undefined
}

/**
 * Parses an environment record (import.meta.env in the app); empty strings count as unset.
 * @throws Error `Invalid environment: <messages joined by '; '>` when the settings are invalid.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
  const result = envSchema.safeParse({
    VITE_SUPABASE_URL: blankToUndefined(raw.VITE_SUPABASE_URL),
    VITE_SUPABASE_ANON_KEY: blankToUndefined(raw.VITE_SUPABASE_ANON_KEY),
    VITE_STRIPE_PRICE_BASIC: blankToUndefined(raw.VITE_STRIPE_PRICE_BASIC),
    VITE_STRIPE_PRICE_PREMIUM: blankToUndefined(raw.VITE_STRIPE_PRICE_PREMIUM),
    VITE_STUN_URLS: blankToUndefined(raw.VITE_STUN_URLS),
  })
  if (!result.success) {
    throw new Error(`Invalid environment: ${result.error.issues.map((i) => i.message).join('; ')}`)
  }
  return result.data
}
