import type { Page, Request, Route } from '@playwright/test'

/**
 * A network-layer double of a Supabase project for end-to-end tests (no Docker here).
 * It answers `/auth/v1` (GoTrue), `/rest/v1` (PostgREST) and `/functions/v1` (edge functions)
 * on the configured build's VITE_SUPABASE_URL with the shapes those services return, and
 * records every request so tests can assert what the client sent.
 */
export const DOUBLE_SUPABASE_URL = 'http://127.0.0.1:54399'

/** A user the double knows: its id, credentials, profile name and optional app_metadata claims. */
export interface DoubleUser {
  id: string
  email: string
  password: string
  name: string
  appMetadata?: Record<string, unknown>
}

/** What `check-subscription` answers for a user. */
export interface DoubleSubscription {
  subscribed: boolean
  subscription_tier: 'basic' | 'premium' | null
  subscription_end: string | null
  trial_end: string | null
  status: string | null
  cancel_at_period_end: boolean
}

type FunctionReply = { status: number; body: unknown; delayMs?: number; headers?: Record<string, string> }

/** A multi-factor (TOTP) factor the double holds for a user, as GoTrue lists it on the user. */
export interface DoubleFactor {
  id: string
  friendly_name?: string
  factor_type: 'totp'
  status: 'verified' | 'unverified'
  created_at: string
  updated_at: string
}

/** Authenticator assurance level of a session: the password alone (aal1) or with a second factor (aal2). */
export type Aal = 'aal1' | 'aal2'

/** A row of `support_requests` as the client inserted it, with the user id the server would fill in. */
export interface DoubleSupportRequest {
  user_id: string
  kind: string
  category: string | null
  subject: string
  message: string
  priority: string | null
}

/** A message `contact-message` stored, as the client sent it. */
export interface DoubleContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** What the contact-message double answers with 429 in `Retry-After` (the function's one-hour window). */
export const DOUBLE_CONTACT_RETRY_AFTER_SECONDS = 3600

/** The TOTP secret the double hands out on enrolment. */
export const DOUBLE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP'
/** A tiny SVG standing in for GoTrue's QR code (supabase-js prefixes it with `data:image/svg+xml;utf-8,`). */
export const DOUBLE_QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" viewBox="0 0 8 8"><rect width="8" height="8" fill="#fff"/><rect x="1" y="1" width="3" height="3"/></svg>'

/** The URL the create-checkout double answers with (a Stripe Checkout page look-alike). */
export const DOUBLE_CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_double'
/** The URL the customer-portal double answers with (a Stripe billing portal look-alike). */
export const DOUBLE_PORTAL_URL = 'https://billing.stripe.com/p/session/test_double'

const DAY_MS = 86_400_000

/** A subscriber row as the sign-up trigger creates it: not subscribed, trial ending in 7 days. */
export function newTrial(now = Date.now()): DoubleSubscription {
  return {
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
    trial_end: new Date(now + 7 * DAY_MS).toISOString(),
    status: null,
    cancel_at_period_end: false,
  }
}
type FunctionHandler = (request: Request) => FunctionReply | Promise<FunctionReply>

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * An unsigned-looking JWT with the claims GoTrue puts in an access token, `aal` included
 * ('aal1' after a password sign-in, 'aal2' after a verified second factor).
 */
export function fakeAccessToken(user: DoubleUser, expiresInSeconds = 3600, aal: Aal = 'aal1'): string {
  const now = Math.floor(Date.now() / 1000)
  const payload = {
    aud: 'authenticated',
    role: 'authenticated',
    sub: user.id,
    email: user.email,
    iat: now,
    exp: now + expiresInSeconds,
    app_metadata: { provider: 'email', providers: ['email'], ...user.appMetadata },
    user_metadata: { name: user.name },
    session_id: `session-${user.id}`,
    aal,
    amr: [{ method: 'password', timestamp: now }, ...(aal === 'aal2' ? [{ method: 'totp', timestamp: now }] : [])],
  }
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.double-signature`
}

function gotrueUser(user: DoubleUser, factors: DoubleFactor[] = [], newEmail?: string) {
  const now = new Date().toISOString()
  return {
    ...(factors.length > 0 ? { factors } : {}),
    ...(newEmail ? { new_email: newEmail, email_change_sent_at: now } : {}),
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: now,
    phone: '',
    confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: 'email', providers: ['email'], ...user.appMetadata },
    user_metadata: { name: user.name },
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

function session(user: DoubleUser, factors: DoubleFactor[] = [], aal: Aal = 'aal1') {
  const expiresIn = 3600
  return {
    access_token: fakeAccessToken(user, expiresIn, aal),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: aal === 'aal2' ? `refresh-${user.id}-aal2` : `refresh-${user.id}`,
    user: gotrueUser(user, factors),
  }
}

const gotrueError = (status: number, error_code: string, msg: string) => ({ code: status, error_code, msg })

const json = (route: Route, status: number, body: unknown, headers: Record<string, string> = {}) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  })

/**
 * PostgREST's answer to an own-row select (RLS leaves at most one row): the row, or with
 * `Accept: application/vnd.pgrst.object+json` (supabase-js `.single()`) a 406 PGRST116 when none.
 */
function ownRow(route: Route, request: Request, row: object | null) {
  const single = (request.headers()['accept'] ?? '').includes('vnd.pgrst.object')
  if (!single) return json(route, 200, row ? [row] : [])
  return row
    ? json(route, 200, row)
    : json(route, 406, {
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      })
}

/** One Supabase project double bound to a page. Configure it, then call {@link install}. */
export class SupabaseDouble {
  readonly requests: { method: string; path: string; body: unknown }[] = []
  private readonly users = new Map<string, DoubleUser>()
  private readonly subscriptions = new Map<string, DoubleSubscription>()
  private readonly functions = new Map<string, FunctionHandler>()
  /**
   * When set (the default, as in supabase/config.toml: enable_confirmations = false), sign-up
   * answers with a session; otherwise with a bare user awaiting e-mail confirmation.
   */
  autoConfirmSignUp = true
  /** When set, the next password sign-in fails with this GoTrue error message. */
  signInError: string | null = null
  /** The one TOTP code the double accepts at /factors/{id}/verify. */
  totpCode = '123456'
  /** The rows inserted into `support_requests`, in order. */
  readonly supportRequests: DoubleSupportRequest[] = []
  /** The messages `contact-message` has stored, in order. */
  readonly contactMessages: DoubleContactMessage[] = []
  /**
   * How many messages one address may send before `contact-message` answers 429 (the
   * function's limit is 3 an hour); set it to 0 to refuse the next message at once.
   */
  contactLimitPerEmail = 3
  /** The ids of the users `delete-account` has deleted. */
  readonly deletedUsers: string[] = []
  private readonly factors = new Map<string, DoubleFactor[]>()
  private readonly pendingEmails = new Map<string, string>()
  private readonly failures: { method: string; path: string; status: number; body: unknown }[] = []

  constructor(private readonly page: Page) {}

  /** Adds (or replaces) a user and, if given, the subscription check-subscription answers for it. */
  addUser(user: DoubleUser, subscription?: DoubleSubscription): this {
    this.users.set(user.email, user)
    if (subscription) this.subscriptions.set(user.id, subscription)
    return this
  }

  /**
   * Overrides an edge function's answer. Defaults: check-subscription answers the user's row
   * (404 without one); create-checkout answers 400/404/409 like the function, else a Checkout
   * url; customer-portal answers 404 'No billing account yet' until the row has a Stripe status;
   * delete-account deletes the caller (user, subscription, factors) and answers `{ deleted: true }`;
   * contact-message (no sign-in needed) answers 400 for a missing field, 429 'Too many messages;
   * please try again later' with `Retry-After` once an address reached {@link contactLimitPerEmail},
   * else stores the message and answers `{ received: true }`.
   */
  onFunction(name: string, handler: FunctionHandler): this {
    this.functions.set(name, handler)
    return this
  }

  /** Gives a user a TOTP factor (verified by default: signing in then needs the code {@link totpCode}). */
  addFactor(user: DoubleUser, status: DoubleFactor['status'] = 'verified'): DoubleFactor {
    const now = new Date().toISOString()
    const factor: DoubleFactor = {
      id: crypto.randomUUID(),
      factor_type: 'totp',
      status,
      created_at: now,
      updated_at: now,
    }
    this.factors.set(user.id, [...this.factorsOf(user.id), factor])
    return factor
  }

  /** The factors the double holds for a user. */
  factorsOf(userId: string): DoubleFactor[] {
    return this.factors.get(userId) ?? []
  }

  /** The address a user asked to change to (PUT /auth/v1/user with `email`), awaiting confirmation. */
  pendingEmailOf(userId: string): string | undefined {
    return this.pendingEmails.get(userId)
  }

  /**
   * Makes the next `method` request whose path (without query) is `path` fail with `status` and
   * JSON `body` (e.g. a GoTrue `{ code, error_code, msg }` or a PostgREST `{ code, message }`).
   */
  failNext(method: string, path: string, status: number, body: unknown): this {
    this.failures.push({ method, path, status, body })
    return this
  }

  /** The subscription the double holds for a user (what check-subscription answers). */
  subscriptionOf(userId: string): DoubleSubscription | undefined {
    return this.subscriptions.get(userId)
  }

  /** Seeds the browser's storage with a signed-in session for `user` before the app loads. */
  async signInBeforeLoad(user: DoubleUser): Promise<void> {
    this.addUser(user)
    const key = `sb-${new URL(DOUBLE_SUPABASE_URL).hostname.split('.')[0]}-auth-token`
    const value = JSON.stringify(this.sessionFor(user))
    await this.page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const)
  }

  /** The recorded requests whose path (with query) starts with `pathPrefix`, in order. */
  callsTo(pathPrefix: string) {
    return this.requests.filter((r) => r.path.startsWith(pathPrefix))
  }

  private claimsFromRequest(request: Request): { sub?: string; aal?: Aal } | undefined {
    const auth = request.headers()['authorization'] ?? ''
    const token = auth.replace(/^Bearer /, '')
    const payload = token.split('.')[1]
    if (!payload) return undefined
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; aal?: Aal }
    } catch {
      return undefined
    }
  }

  private userFromRequest(request: Request): DoubleUser | undefined {
    const sub = this.claimsFromRequest(request)?.sub
    return sub ? [...this.users.values()].find((u) => u.id === sub) : undefined
  }

  private sessionFor(user: DoubleUser, aal: Aal = 'aal1') {
    return session(user, this.factorsOf(user.id), aal)
  }

  private contactMessage(route: Route, body: unknown) {
    const msg = (body ?? {}) as Partial<Record<keyof DoubleContactMessage, unknown>>
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const value = msg[field]
      if (typeof value !== 'string' || !value.trim()) return json(route, 400, { error: `${field} is required` })
    }
    const message = msg as DoubleContactMessage
    const sent = this.contactMessages.filter((m) => m.email.toLowerCase() === message.email.toLowerCase()).length
    if (sent >= this.contactLimitPerEmail) {
      return json(
        route,
        429,
        { error: 'Too many messages; please try again later' },
        {
          'retry-after': String(DOUBLE_CONTACT_RETRY_AFTER_SECONDS),
          'access-control-expose-headers': 'Retry-After',
        },
      )
    }
    this.contactMessages.push(message)
    return json(route, 200, { received: true })
  }

  /** Routes every request to the double's URL through this double; call once per page. */
  async install(): Promise<this> {
    await this.page.route(`${DOUBLE_SUPABASE_URL}/**`, async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      const method = request.method()
      if (method === 'OPTIONS') {
        return route.fulfill({
          status: 204,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-headers': '*',
            'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
          },
        })
      }
      let body: unknown = undefined
      try {
        body = request.postDataJSON()
      } catch {
        body = request.postData()
      }
      this.requests.push({ method, path: url.pathname + url.search, body })
      const path = url.pathname
      const failure = this.failures.findIndex((f) => f.method === method && f.path === path)
      if (failure >= 0) {
        const [{ status, body: failureBody }] = this.failures.splice(failure, 1) as [(typeof this.failures)[number]]
        return json(route, status, failureBody)
      }

      if (path === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
        const { email, password } = body as { email: string; password: string }
        const user = this.users.get(email)
        if (this.signInError || !user || user.password !== password) {
          const msg = this.signInError ?? 'Invalid login credentials'
          this.signInError = null
          return json(route, 400, { code: 400, error_code: 'invalid_credentials', msg })
        }
        return json(route, 200, this.sessionFor(user))
      }
      if (path === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token') {
        const { refresh_token } = body as { refresh_token: string }
        const user = [...this.users.values()].find(
          (u) => `refresh-${u.id}` === refresh_token || `refresh-${u.id}-aal2` === refresh_token,
        )
        return user
          ? json(route, 200, this.sessionFor(user, refresh_token.endsWith('-aal2') ? 'aal2' : 'aal1'))
          : json(route, 400, {
              code: 400,
              error_code: 'refresh_token_not_found',
              msg: 'Invalid Refresh Token: Refresh Token Not Found',
            })
      }
      if (path === '/auth/v1/signup') {
        const { email, password, data } = body as { email: string; password: string; data?: { name?: string } }
        if (this.users.has(email)) {
          return json(route, 422, { code: 422, error_code: 'user_already_exists', msg: 'User already registered' })
        }
        const user: DoubleUser = { id: crypto.randomUUID(), email, password, name: data?.name ?? '' }
        this.users.set(email, user)
        // The sign-up trigger (supabase/migrations) creates the profile and a 7-day trial.
        this.subscriptions.set(user.id, newTrial())
        return json(route, 200, this.autoConfirmSignUp ? this.sessionFor(user) : gotrueUser(user))
      }
      if (path === '/auth/v1/user' && method === 'GET') {
        const user = this.userFromRequest(request)
        return user
          ? json(route, 200, gotrueUser(user, this.factorsOf(user.id), this.pendingEmails.get(user.id)))
          : json(route, 401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' })
      }
      if (path === '/auth/v1/user' && method === 'PUT') {
        const user = this.userFromRequest(request)
        if (!user) return json(route, 401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' })
        const { password, email } = body as { password?: string; email?: string }
        if (password) user.password = password
        // Secure e-mail change: the address changes once the link sent to it is followed.
        if (email) this.pendingEmails.set(user.id, email)
        return json(route, 200, gotrueUser(user, this.factorsOf(user.id), this.pendingEmails.get(user.id)))
      }

      // Multi-factor authentication (TOTP): enrol, challenge, verify, unenrol.
      const factorPath = path.match(/^\/auth\/v1\/factors(?:\/([\w-]+)(?:\/(challenge|verify))?)?$/)
      if (factorPath) {
        const user = this.userFromRequest(request)
        if (!user) return json(route, 401, gotrueError(401, 'bad_jwt', 'invalid JWT'))
        const [, factorId, step] = factorPath
        const factors = this.factorsOf(user.id)
        if (!factorId && method === 'POST') {
          const { factor_type, friendly_name } = (body ?? {}) as { factor_type?: string; friendly_name?: string }
          if (factor_type !== 'totp')
            return json(route, 422, gotrueError(422, 'validation_failed', 'Invalid factor type'))
          const factor = this.addFactor(user, 'unverified')
          if (friendly_name) factor.friendly_name = friendly_name
          return json(route, 200, {
            id: factor.id,
            type: 'totp',
            friendly_name: friendly_name ?? '',
            totp: {
              qr_code: DOUBLE_QR_SVG,
              secret: DOUBLE_TOTP_SECRET,
              uri: `otpauth://totp/Nexus:${user.email}?secret=${DOUBLE_TOTP_SECRET}&issuer=Nexus`,
            },
          })
        }
        const factor = factors.find((f) => f.id === factorId)
        if (!factor) return json(route, 404, gotrueError(404, 'mfa_factor_not_found', 'Factor not found'))
        if (step === 'challenge' && method === 'POST') {
          return json(route, 200, {
            id: `challenge-${factor.id}`,
            type: 'totp',
            expires_at: Math.floor(Date.now() / 1000) + 300,
          })
        }
        if (step === 'verify' && method === 'POST') {
          const { challenge_id, code } = (body ?? {}) as { challenge_id?: string; code?: string }
          if (challenge_id !== `challenge-${factor.id}`)
            return json(route, 422, gotrueError(422, 'mfa_challenge_expired', 'Challenge not found'))
          if (code !== this.totpCode)
            return json(route, 422, gotrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'))
          factor.status = 'verified'
          factor.updated_at = new Date().toISOString()
          return json(route, 200, this.sessionFor(user, 'aal2'))
        }
        if (!step && method === 'DELETE') {
          // GoTrue: a verified factor can only be removed from an aal2 session.
          if (factor.status === 'verified' && this.claimsFromRequest(request)?.aal !== 'aal2') {
            return json(route, 403, gotrueError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor'))
          }
          this.factors.set(
            user.id,
            factors.filter((f) => f.id !== factor.id),
          )
          return json(route, 200, { id: factor.id })
        }
      }
      if (path === '/auth/v1/logout')
        return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } })
      if (path === '/auth/v1/recover') return json(route, 200, {})

      if (path === '/rest/v1/profiles' || path === '/rest/v1/subscribers') {
        const user = this.userFromRequest(request)
        const now = new Date().toISOString()
        const sub = user ? this.subscriptions.get(user.id) : undefined
        const row = !user
          ? null
          : path === '/rest/v1/profiles'
            ? { id: user.id, name: user.name, created_at: now, updated_at: now }
            : sub
              ? { user_id: user.id, ...sub }
              : null
        return ownRow(route, request, row)
      }

      if (path === '/rest/v1/support_requests' && method === 'POST') {
        const user = this.userFromRequest(request)
        if (!user) {
          return json(route, 401, {
            code: '42501',
            details: null,
            hint: null,
            message: 'permission denied for table support_requests',
          })
        }
        const rows = (Array.isArray(body) ? body : [body]) as Omit<DoubleSupportRequest, 'user_id'>[]
        for (const row of rows) this.supportRequests.push({ user_id: user.id, ...row })
        return route.fulfill({ status: 201, headers: { 'access-control-allow-origin': '*' } })
      }

      const fn = path.match(/^\/functions\/v1\/([\w-]+)$/)?.[1]
      if (fn) {
        const custom = this.functions.get(fn)
        if (custom) {
          const reply = await custom(request)
          if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
          return json(route, reply.status, reply.body, reply.headers)
        }
        if (fn === 'contact-message') return this.contactMessage(route, body)
        const user = this.userFromRequest(request)
        if (!user) return json(route, 401, { error: 'Missing or invalid authorization token' })
        const sub = this.subscriptions.get(user.id)
        if (fn === 'check-subscription') {
          return sub ? json(route, 200, sub) : json(route, 404, { error: 'No subscription record for this user' })
        }
        if (fn === 'create-checkout') {
          const { priceId, plan } = (body ?? {}) as { priceId?: unknown; plan?: unknown }
          if (plan !== 'basic' && plan !== 'premium')
            return json(route, 400, { error: 'plan must be basic or premium' })
          if (typeof priceId !== 'string' || !priceId.trim()) return json(route, 400, { error: 'priceId is required' })
          if (!sub) return json(route, 404, { error: 'No subscription record for this user' })
          if (sub.subscribed) {
            return json(route, 409, {
              error: 'You already have a subscription; manage or change it in the billing portal',
            })
          }
          return json(route, 200, { url: DOUBLE_CHECKOUT_URL })
        }
        if (fn === 'delete-account') {
          // The function deletes the auth user; their rows go with it.
          this.users.delete(user.email)
          this.subscriptions.delete(user.id)
          this.factors.delete(user.id)
          this.deletedUsers.push(user.id)
          return json(route, 200, { deleted: true })
        }
        if (fn === 'customer-portal') {
          // Only a member who has been through Checkout has a Stripe customer.
          if (!sub?.status) return json(route, 404, { error: 'No billing account yet' })
          return json(route, 200, { url: DOUBLE_PORTAL_URL })
        }
        return json(route, 404, { error: `No double for function ${fn}` })
      }
      return json(route, 404, { error: `No double for ${method} ${path}` })
    })
    return this
  }
}
