import { createClient, type Session, type SupabaseClient, type WebSocketLikeConstructor } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
import ws from 'ws'
import { backendEnv } from './backend-env'

/**
 * The backend's Auth from Node, with supabase-js as the app uses it: real sign-ups, sessions for
 * a page to start with, and TOTP factors with codes computed as an authenticator app does.
 */

/** A user a test can sign in as: the seed's, or one it made with {@link signUp}. */
export interface TestUser {
  id: string
  email: string
  password: string
  name: string
}

/** Password of every user in supabase/seed.sql. */
export const SEED_PASSWORD = 'nexus-local-password'

/**
 * The four users of supabase/seed.sql. Read-only fixtures: tests run in parallel on one database,
 * so a test that changes a user (password, e-mail, factors, subscription, deletion) makes its own
 * with {@link signUp}. States: trial@ has 5 days of trial left, expired@'s trial ended 23 days
 * ago, basic@ pays for Basic (renewing in 20 days, Stripe ids the Stripe double does not know),
 * admin@ has `app_metadata.role = 'admin'`.
 */
export const seeded = {
  trial: {
    id: '5eed0000-0000-4000-8000-000000000001',
    email: 'trial@example.com',
    password: SEED_PASSWORD,
    name: 'Tara Trial',
  },
  expired: {
    id: '5eed0000-0000-4000-8000-000000000002',
    email: 'expired@example.com',
    password: SEED_PASSWORD,
    name: 'Eli Expired',
  },
  basic: {
    id: '5eed0000-0000-4000-8000-000000000003',
    email: 'basic@example.com',
    password: SEED_PASSWORD,
    name: 'Bea Basic',
  },
  admin: {
    id: '5eed0000-0000-4000-8000-000000000004',
    email: 'admin@example.com',
    password: SEED_PASSWORD,
    name: 'Ada Admin',
  },
} as const satisfies Record<string, TestUser>

/** A unique e-mail address (the database keeps every account of the run). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** A supabase-js client of the backend for Node: nothing persisted, no automatic refresh. */
export function nodeClient(): SupabaseClient {
  const { supabaseUrl, anonKey } = backendEnv()
  return createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; `ws` is API-compatible with the browser's.
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
  })
}

/** Signs up a new user through Auth (POST /auth/v1/signup), as the Sign Up form does. */
export async function signUp({
  name = 'Nia Nova',
  prefix = 'member',
}: { name?: string; prefix?: string } = {}): Promise<TestUser> {
  const email = uniqueEmail(prefix)
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`
  const { data, error } = await nodeClient().auth.signUp({ email, password, options: { data: { name } } })
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no user'}`)
  return { id: data.user.id, email, password, name }
}

/** A fresh session of `user` (password grant), as signing in opens one. */
export async function passwordSession(user: Pick<TestUser, 'email' | 'password'>): Promise<Session> {
  const { data, error } = await nodeClient().auth.signInWithPassword({ email: user.email, password: user.password })
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`)
  return data.session
}

/** A client signed in as `user` (aal1). */
async function signedInClient(user: Pick<TestUser, 'email' | 'password'>): Promise<SupabaseClient> {
  const client = nodeClient()
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`)
  return client
}

/** The TOTP code an authenticator app shows for `secret` (base32) at `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  })
}

/** A six-digit code that is not valid for `secret` now, nor in the windows either side of now. */
export function wrongTotpCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset)))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!valid.has(code)) return code
  }
}

/** A verified TOTP factor of a user and its secret. */
export interface EnrolledFactor {
  id: string
  secret: string
}

/**
 * Turns two-factor authentication on for `user` as the Account page does: enrols a TOTP factor
 * (POST /auth/v1/factors), then verifies it with the current code. Signing in then needs a code.
 */
export async function enrolTotp(user: Pick<TestUser, 'email' | 'password'>): Promise<EnrolledFactor> {
  const mfa = (await signedInClient(user)).auth.mfa
  const enrolled = await mfa.enroll({ factorType: 'totp' })
  if (enrolled.error) throw new Error(`TOTP enrolment failed: ${enrolled.error.message}`)
  const { id, totp } = enrolled.data
  const verified = await mfa.challengeAndVerify({ factorId: id, code: totpCode(totp.secret) })
  if (verified.error) throw new Error(`TOTP verification failed: ${verified.error.message}`)
  return { id, secret: totp.secret }
}
