import type { Env } from './env-schema'

/**
 * A setting as the app reads it: blank counts as unset. Vite writes each value into the bundle
 * at build time, after checking them all against the rules in ./env-schema (vite.config.ts stops
 * the build or the dev server on a bad one), so the browser carries no validator.
 */
const setting = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** The environment of this build, checked when it was built; all undefined in guest mode. */
export const env: Env = {
  VITE_SUPABASE_URL: setting(import.meta.env.VITE_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: setting(import.meta.env.VITE_SUPABASE_ANON_KEY),
  VITE_STRIPE_PRICE_BASIC: setting(import.meta.env.VITE_STRIPE_PRICE_BASIC),
  VITE_STRIPE_PRICE_PREMIUM: setting(import.meta.env.VITE_STRIPE_PRICE_PREMIUM),
  VITE_STUN_URLS: setting(import.meta.env.VITE_STUN_URLS),
}

/**
 * True when a Supabase project is configured; false means guest mode on local data. A constant
 * the build writes (vite.config.ts, from the same two settings), so the bundler inlines it where
 * it is tested: a guest build then drops the code that only a backend needs.
 */
export const isBackendConfigured: boolean = __NEXUS_BACKEND_CONFIGURED__
