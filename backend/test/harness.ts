/**
 * Test helpers: the running backend's addresses and keys, supabase-js clients (with `ws` as the
 * Realtime transport, which Node 20 needs), fresh members made through the real sign-up, and a
 * superuser connection for what no API may do (inspecting rows, test-only policies).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
import pg from 'pg'
import { inject } from 'vitest'
import ws from 'ws'

/** The backend of this test run. */
export interface BackendEnv {
  /** API URL, e.g. `http://127.0.0.1:40123`. */
  url: string
  anonKey: string
  serviceRoleKey: string
  /** Superuser PostgreSQL URL of the backend's database. */
  databaseUrl: string
  /** The HS256 secret every token is signed with. */
  jwtSecret: string
  /** The Deno functions server behind `/functions/v1`. */
  functionsUrl: string
  /** Folder of Storage's files: `<storageDir>/<bucket>/<object name>`. */
  storageDir: string
}

/** The backend started by global-setup.ts. */
export function backendEnv(): BackendEnv {
  return inject('backend')
}

/** Password of every user in supabase/seed.sql. */
export const SEED_PASSWORD = 'nexus-local-password'

/** A supabase-js client for the backend with `key` (the anon key unless given); no stored session. */
export function newClient(key = backendEnv().anonKey): SupabaseClient {
  return createClient(backendEnv().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  })
}

/** A unique address for a sign-up. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** A member made through the real sign-up: their signed-in client, id, e-mail and password. */
export interface Member {
  client: SupabaseClient
  id: string
  email: string
  password: string
}

/** Signs up a fresh member (throws the Auth error when sign-up fails). */
export async function signUpMember(name = 'Test Member'): Promise<Member> {
  const client = newClient()
  const email = uniqueEmail()
  const password = 'correct-horse-battery'
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { name } } })
  if (error) throw error
  if (!data.user || !data.session) throw new Error('sign-up returned no session')
  return { client, id: data.user.id, email, password }
}

/** A superuser connection to the backend's database; close it with `end()`. */
export async function adminSql(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: backendEnv().databaseUrl })
  await client.connect()
  return client
}

/** The current code of a TOTP secret (base32), as an authenticator app shows it. */
export const totpCode = (secret: string): string =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate()

/**
 * Enrols, challenges and verifies a TOTP factor on the client's session (which becomes aal2);
 * returns the factor id and secret. Throws the Auth error of a step that fails.
 */
export async function enableTotp(client: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
  if (enrolled.error) throw enrolled.error
  const { id: factorId, totp } = enrolled.data
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) })
  if (verified.error) throw verified.error
  return { factorId, secret: totp.secret }
}
