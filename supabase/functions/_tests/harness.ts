/**
 * Shared test harness: real PostgreSQL (DATABASE_URL), the Stripe double, a local stand-in of the
 * project URL (the JWKS endpoint and the Storage double), token minting with jose, and a `call()`
 * that asserts no secret ever appears in a response.
 */
import assert from 'node:assert/strict'
import * as jose from 'jose'
import postgres from 'postgres'
import { createDependencies, type Dependencies, type Handler } from '../_shared/deps.ts'
import { type Env, loadEnv } from '../_shared/env.ts'
import type { Logger } from '../_shared/http.ts'
import { getSubscriber, type SubscriberRow } from '../_shared/subscribers.ts'
import { TEST_EVENT_PREFIX } from './fixtures.ts'
import { createStorageDouble, type StorageDouble } from './storage_double.ts'
import { startStripeDouble, type StripeDouble } from './stripe_double.ts'

/** Secrets used by the tests; none may ever appear in a response body. */
export const SECRETS = {
  stripeKey: 'sk_test_nexusDoubleKey0123456789',
  webhookSecret: 'whsec_nexusTestSigningSecret0123456789',
  jwtSecret: 'nexus-legacy-jwt-secret-with-at-least-32-chars',
  serviceRoleKey: 'nexus-service-role-key-that-must-never-leak-5f2c',
} as const

/** Server-side prices; the web client would send these as `priceId`. */
export const PRICES = { basic: 'price_nexus_basic_test', premium: 'price_nexus_premium_test' } as const
/** The web app origin the tests call from (allowlisted). */
export const ORIGIN = 'http://localhost:5173'
/** A second allowlisted origin (production). */
export const PROD_ORIGIN = 'https://nexus.example.com'

// Only the Storage calls use it (through the environment given to loadEnv); it is also set here
// so tests can prove it never leaks.
Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', SECRETS.serviceRoleKey)

/** A logger that records lines instead of printing them (tests assert on it when useful). */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  const push = (level: string) => (message: string, detail?: unknown) =>
    void lines.push(`${level} ${message} ${detail instanceof Error ? detail.message : String(detail ?? '')}`)
  return { lines, error: push('error'), warn: push('warn') }
}

/** Test-wide fixtures; one per test module. */
export interface Harness {
  databaseUrl: string
  sql: postgres.Sql
  stripe: StripeDouble
  /** Supabase Storage at `${supabaseUrl}/storage/v1`, answering only the service-role key. */
  storage: StorageDouble
  env: Env
  deps: Dependencies
  log: ReturnType<typeof recordingLogger>
  /** The local stand-in of the project URL (the JWKS and the Storage double). */
  supabaseUrl: string
  /** Private key whose public half is in the JWKS. */
  signingKey: CryptoKey
  signingKid: string
  /** Environment as a name -> value map (to build variants with loadEnv). */
  rawEnv: Record<string, string>
  /** Users created by {@link createUser}; deleted again by `close()`. */
  userIds: string[]
  close(): Promise<void>
}

/**
 * Starts the Stripe double and JWKS server and connects to DATABASE_URL. `stripeApiBase` points
 * the functions at another Stripe double (e.g. one in a worker thread) instead.
 */
export async function startHarness(options: { stripeApiBase?: string } = {}): Promise<Harness> {
  const databaseUrl = Deno.env.get('DATABASE_URL')
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (run via scripts/functions/test.sh)')
  const stripe = await startStripeDouble({ secretKey: SECRETS.stripeKey })
  const { privateKey, publicKey } = await jose.generateKeyPair('ES256', { extractable: true })
  const signingKid = `test-${crypto.randomUUID()}`
  const jwk = { ...(await jose.exportJWK(publicKey)), kid: signingKid, alg: 'ES256', use: 'sig' }
  const storage = createStorageDouble(SECRETS.serviceRoleKey)
  const jwksServer = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, (req) => {
    const { pathname } = new URL(req.url)
    if (pathname === '/auth/v1/.well-known/jwks.json') return Response.json({ keys: [jwk] })
    if (pathname.startsWith('/storage/v1/object/')) return storage.handle(req)
    return new Response('not found', { status: 404 })
  })
  const supabaseUrl = `http://127.0.0.1:${jwksServer.addr.port}`
  const rawEnv: Record<string, string> = {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_DB_URL: databaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: SECRETS.serviceRoleKey,
    STRIPE_SECRET_KEY: SECRETS.stripeKey,
    STRIPE_WEBHOOK_SECRET: SECRETS.webhookSecret,
    STRIPE_PRICE_BASIC: PRICES.basic,
    STRIPE_PRICE_PREMIUM: PRICES.premium,
    ALLOWED_ORIGINS: `${ORIGIN}, ${PROD_ORIGIN}`,
    SUPABASE_JWT_SECRET: SECRETS.jwtSecret,
    STRIPE_API_BASE: options.stripeApiBase ?? stripe.url,
  }
  const env = loadEnv(rawEnv)
  const log = recordingLogger()
  const deps = createDependencies(env, { log })
  const sql = postgres(databaseUrl, { prepare: false, max: 4, onnotice: () => {} })
  const [{ now: startedAt }] = await sql<{ now: Date }[]>`select now()`
  const standIn = await standInDeleteUserAccount(sql)
  const userIds: string[] = []
  return {
    databaseUrl,
    sql,
    stripe,
    storage,
    env,
    deps,
    log,
    supabaseUrl,
    signingKey: privateKey,
    signingKid,
    rawEnv,
    userIds,
    close: async () => {
      // Leave a shared development database as it was: remove this run's users and events.
      await sql`delete from auth.users where id = any(${userIds}::uuid[])`
      await sql`delete from public.stripe_events
        where id like ${TEST_EVENT_PREFIX + '\\_%'} and processed_at >= ${startedAt}`
      if (standIn) await sql.unsafe('drop function public.delete_user_account(uuid, boolean)')
      await Promise.all([sql.end(), deps.sql.end(), stripe.close(), jwksServer.shutdown()])
    },
  }
}

/**
 * The two-argument `public.delete_user_account(target_user_id, remove_anonymous_posts)` that
 * delete-account calls comes with migration 20261129100000 (built on another branch). Until that
 * is merged, this creates a stand-in for one test module's run: it deletes the user as the
 * one-argument version does (no default, which would make one-argument calls ambiguous), and
 * `close()` drops it again. Returns true when it created the stand-in.
 */
async function standInDeleteUserAccount(sql: postgres.Sql): Promise<boolean> {
  const [{ present }] = await sql<{ present: boolean }[]>`
    select to_regprocedure('public.delete_user_account(uuid, boolean)') is not null as present`
  if (present) return false
  await sql.unsafe(`
    create function public.delete_user_account(target_user_id uuid, remove_anonymous_posts boolean)
    returns boolean language sql security definer set search_path = ''
    as $$ select public.delete_user_account(target_user_id) $$`)
  await sql.unsafe('grant execute on function public.delete_user_account(uuid, boolean) to edge_functions')
  return true
}

/** The password of every user {@link createUser} makes. */
export const USER_PASSWORD = 'test-user-password'

/**
 * Creates an auth user with password {@link USER_PASSWORD} (bcrypt, as Auth stores it; the
 * database trigger adds the profile and subscriber rows).
 */
export async function createUser(h: Harness): Promise<string> {
  const id = crypto.randomUUID()
  await h.sql`
    insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data)
    values (${id}, ${`${id}@test.nexus.local`}, extensions.crypt(${USER_PASSWORD}, extensions.gen_salt('bf', 4)),
            ${h.sql.json({ name: 'Test User' })}, ${h.sql.json({ provider: 'email', providers: ['email'] })})`
  h.userIds.push(id)
  return id
}

/** Options for {@link tokenFor}. */
export interface TokenOptions {
  /** `hs256` (legacy secret) or `jwks` (ES256 key served by the JWKS). Default `hs256`. */
  kind?: 'hs256' | 'jwks'
  role?: string
  /** Seconds from now; negative for an expired token. Default 3600. */
  expiresIn?: number
  /** Override the HS256 secret (e.g. a wrong one). */
  secret?: string
  /** Override the ES256 key (e.g. one not in the JWKS). */
  key?: CryptoKey
  omitSub?: boolean
  /** Override the `aud` claim (default `authenticated`). */
  audience?: string
  /** Override the `iss` claim (default the harness's `${supabaseUrl}/auth/v1`). */
  issuer?: string
  /** The `aal` claim: `aal1` after the password alone, `aal2` after a second factor. Default `aal1`. */
  aal?: 'aal1' | 'aal2'
}

/** Gives `userId` a verified TOTP factor (only aal2 tokens may then act for them). */
export async function addVerifiedFactor(h: Harness, userId: string): Promise<void> {
  await h.sql`
    insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values (${crypto.randomUUID()}, ${userId}, 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`
}

/** Mints a Supabase-like access token for `userId`. */
export function tokenFor(h: Harness, userId: string, o: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const jwt = new jose.SignJWT({
    role: o.role ?? 'authenticated',
    aud: o.audience ?? 'authenticated',
    email: `${userId}@test.nexus.local`,
    session_id: crypto.randomUUID(),
    aal: o.aal ?? 'aal1',
  })
    .setIssuer(o.issuer ?? `${h.supabaseUrl}/auth/v1`)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (o.expiresIn ?? 3600))
  if (!o.omitSub) jwt.setSubject(userId)
  if ((o.kind ?? 'hs256') === 'hs256') {
    return jwt
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(o.secret ?? SECRETS.jwtSecret))
  }
  return jwt.setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: h.signingKid }).sign(o.key ?? h.signingKey)
}

/** What a caller sees. */
export interface CallResult {
  status: number
  // deno-lint-ignore no-explicit-any
  body: any
  headers: Headers
  text: string
}

/** Options for {@link call}. */
export interface CallOptions {
  method?: string
  token?: string
  body?: unknown
  rawBody?: string
  /** Origin header; `null` to send none. Default {@link ORIGIN}. */
  origin?: string | null
  headers?: Record<string, string>
  deps?: Dependencies
}

/** Invokes `handler` in-process and asserts no secret is in the response body or headers. */
export async function call(h: Harness, handler: Handler, o: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(o.headers)
  if (o.origin !== null) headers.set('Origin', o.origin ?? ORIGIN)
  if (o.token) headers.set('Authorization', `Bearer ${o.token}`)
  let body: string | undefined = o.rawBody
  if (o.body !== undefined) {
    body = JSON.stringify(o.body)
    headers.set('Content-Type', 'application/json')
  }
  const res = await handler(
    new Request('http://localhost/functions/v1/test', { method: o.method ?? 'POST', headers, body }),
    o.deps ?? h.deps,
  )
  return inspect(res)
}

/** Reads a response, asserting that no secret leaks in its body or headers. */
export async function inspect(res: Response): Promise<CallResult> {
  const text = await res.text()
  const everything = text + JSON.stringify([...res.headers])
  for (const [name, secret] of Object.entries(SECRETS)) {
    assert(!everything.includes(secret), `response leaks ${name}`)
  }
  let body: unknown = null
  if (text) {
    assert.match(res.headers.get('Content-Type') ?? '', /application\/json/)
    body = JSON.parse(text)
  }
  return { status: res.status, body, headers: res.headers, text }
}

/** The subscriber row of `userId` (asserts it exists). */
export async function subscriber(h: Harness, userId: string): Promise<SubscriberRow> {
  const row = await getSubscriber(h.sql, userId)
  assert(row, `no subscribers row for ${userId}`)
  return row
}

/** Registers a test with sanitizers off (pools and servers live across tests in a module). */
export function test(name: string, fn: () => Promise<void>): void {
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false })
}
