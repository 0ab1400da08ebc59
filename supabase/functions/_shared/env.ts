/**
 * Function environment: read once at start, validated with zod, never echoed back to callers.
 *
 */
import { z } from 'zod'
import type { Plan } from './plans.ts'

/** The environment variable names the functions read (see `supabase/functions/.env.example`). */
const ENV_NAMES = [
  'SUPABASE_URL',
  'SUPABASE_DB_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_PREMIUM',
  'ALLOWED_ORIGINS',
  'SUPABASE_JWT_SECRET',
  'STRIPE_API_BASE',
  'TURN_URLS',
  'TURN_SECRET',
] as const

const missing = (name: string) => `Missing environment variable ${name}`

/** A required, non-blank string; an absent or blank value reports the variable by name. */
const required = (name: string) =>
  z
    .string({ error: missing(name) })
    .trim()
    .min(1, missing(name))

/** An optional string; a blank value counts as unset. */
const optional = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))

const httpUrl = (name: string) =>
  required(name).refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    message: `${name} must be an http(s) URL`,
  })

const schema = z
  .object({
    SUPABASE_URL: httpUrl('SUPABASE_URL'),
    SUPABASE_DB_URL: required('SUPABASE_DB_URL').refine((v) => /^postgres(ql)?:\/\//.test(v), {
      message: 'SUPABASE_DB_URL must be a postgres:// connection string',
    }),
    SUPABASE_SERVICE_ROLE_KEY: required('SUPABASE_SERVICE_ROLE_KEY'),
    STRIPE_SECRET_KEY: required('STRIPE_SECRET_KEY').refine((v) => /^(sk|rk)_/.test(v), {
      message: 'STRIPE_SECRET_KEY must be a Stripe secret (sk_...) or restricted (rk_...) key',
    }),
    STRIPE_WEBHOOK_SECRET: required('STRIPE_WEBHOOK_SECRET').refine((v) => v.startsWith('whsec_'), {
      message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)',
    }),
    STRIPE_PRICE_BASIC: required('STRIPE_PRICE_BASIC'),
    STRIPE_PRICE_PREMIUM: required('STRIPE_PRICE_PREMIUM'),
    ALLOWED_ORIGINS: required('ALLOWED_ORIGINS'),
    SUPABASE_JWT_SECRET: optional(),
    STRIPE_API_BASE: optional().refine((v) => v === undefined || URL.canParse(v), {
      message: 'STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111',
    }),
    TURN_URLS: optional().refine((v) => v === undefined || splitOrigins(v).every((u) => /^turns?:[^\s]+$/.test(u)), {
      message: 'TURN_URLS must be comma-separated turn: or turns: URLs, e.g. turn:turn.example.com:3478?transport=udp',
    }),
    TURN_SECRET: optional(),
  })
  .superRefine((v, ctx) => {
    if (v.STRIPE_PRICE_BASIC && v.STRIPE_PRICE_BASIC === v.STRIPE_PRICE_PREMIUM) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PRICE_PREMIUM'],
        message: 'STRIPE_PRICE_BASIC and STRIPE_PRICE_PREMIUM must be different prices',
      })
    }
    if (v.ALLOWED_ORIGINS) {
      for (const origin of splitOrigins(v.ALLOWED_ORIGINS)) {
        if (!URL.canParse(origin)) {
          ctx.addIssue({
            code: 'custom',
            path: ['ALLOWED_ORIGINS'],
            message: `ALLOWED_ORIGINS has an entry that is not an origin URL: ${origin}`,
          })
        }
      }
    }
  })

function splitOrigins(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Validated configuration handed to every handler (no raw environment access elsewhere). */
export interface Env {
  /** Project URL, e.g. `https://abc.supabase.co`; the JWKS lives under `/auth/v1/.well-known/jwks.json`. */
  supabaseUrl: string
  /** Direct (or pooler) PostgreSQL connection string for server-side writes. */
  dbUrl: string
  /** The service-role key (set by Supabase): Storage calls that must reach every member's objects. */
  serviceRoleKey: string
  stripeSecretKey: string
  stripeWebhookSecret: string
  /** Stripe price id per plan; the only prices Nexus sells. */
  prices: Record<Plan, string>
  /** Exact origins (scheme://host[:port]) allowed to call the browser-facing functions. */
  allowedOrigins: string[]
  /** Legacy HS256 JWT secret; when unset, tokens are verified against the project's JWKS. */
  jwtSecret?: string
  /** Base URL of a Stripe-compatible API (local double or stripe-mock); unset means api.stripe.com. */
  stripeApiBase?: URL
  /**
   * The TURN server(s) of `turn-credentials` and coturn's `static-auth-secret`; unset (either of
   * TURN_URLS and TURN_SECRET blank) when the project has no TURN server.
   */
  turn?: { urls: string[]; secret: string }
}

/** Thrown by {@link loadEnv}; `issues` holds one human-readable line per problem (never a value). */
export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid function environment:\n- ${issues.join('\n- ')}`)
    this.name = 'EnvError'
  }
}

/**
 * Validates the environment and returns the typed {@link Env}.
 * @param source name -> value map, e.g. `Deno.env.toObject()`.
 * @throws EnvError listing every missing or malformed variable by name.
 */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const picked = Object.fromEntries(ENV_NAMES.map((n) => [n, source[n]]))
  const parsed = schema.safeParse(picked)
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => i.message))
  }
  const v = parsed.data
  return {
    supabaseUrl: v.SUPABASE_URL.replace(/\/+$/, ''),
    dbUrl: v.SUPABASE_DB_URL,
    serviceRoleKey: v.SUPABASE_SERVICE_ROLE_KEY,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    prices: { basic: v.STRIPE_PRICE_BASIC, premium: v.STRIPE_PRICE_PREMIUM },
    allowedOrigins: splitOrigins(v.ALLOWED_ORIGINS).map((o) => new URL(o).origin),
    jwtSecret: v.SUPABASE_JWT_SECRET,
    stripeApiBase: v.STRIPE_API_BASE ? new URL(v.STRIPE_API_BASE) : undefined,
    turn: v.TURN_URLS && v.TURN_SECRET ? { urls: splitOrigins(v.TURN_URLS), secret: v.TURN_SECRET } : undefined,
  }
}
