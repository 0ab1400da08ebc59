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

/** What `check-subscription` answers for a user (doc 1 §7; issue 4's response shape). */
export interface DoubleSubscription {
  subscribed: boolean
  subscription_tier: 'basic' | 'premium' | null
  subscription_end: string | null
  trial_end: string | null
  status: string | null
  cancel_at_period_end: boolean
}

type FunctionReply = { status: number; body: unknown; delayMs?: number }

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

/** An unsigned-looking JWT with the claims GoTrue puts in an access token. */
export function fakeAccessToken(user: DoubleUser, expiresInSeconds = 3600): string {
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
  }
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.double-signature`
}

function gotrueUser(user: DoubleUser) {
  const now = new Date().toISOString()
  return {
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

function session(user: DoubleUser) {
  const expiresIn = 3600
  return {
    access_token: fakeAccessToken(user, expiresIn),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: `refresh-${user.id}`,
    user: gotrueUser(user),
  }
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
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
   * url; customer-portal answers 404 'No billing account yet' until the row has a Stripe status.
   */
  onFunction(name: string, handler: FunctionHandler): this {
    this.functions.set(name, handler)
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
    const value = JSON.stringify(session(user))
    await this.page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const)
  }

  /** The recorded requests whose path (with query) starts with `pathPrefix`, in order. */
  callsTo(pathPrefix: string) {
    return this.requests.filter((r) => r.path.startsWith(pathPrefix))
  }

  private userFromRequest(request: Request): DoubleUser | undefined {
    const auth = request.headers()['authorization'] ?? ''
    const token = auth.replace(/^Bearer /, '')
    const payload = token.split('.')[1]
    if (!payload) return undefined
    try {
      const sub = JSON.parse(Buffer.from(payload, 'base64url').toString()).sub
      return [...this.users.values()].find((u) => u.id === sub)
    } catch {
      return undefined
    }
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

      if (path === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
        const { email, password } = body as { email: string; password: string }
        const user = this.users.get(email)
        if (this.signInError || !user || user.password !== password) {
          const msg = this.signInError ?? 'Invalid login credentials'
          this.signInError = null
          return json(route, 400, { code: 400, error_code: 'invalid_credentials', msg })
        }
        return json(route, 200, session(user))
      }
      if (path === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token') {
        const { refresh_token } = body as { refresh_token: string }
        const user = [...this.users.values()].find((u) => `refresh-${u.id}` === refresh_token)
        return user
          ? json(route, 200, session(user))
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
        return json(route, 200, this.autoConfirmSignUp ? session(user) : gotrueUser(user))
      }
      if (path === '/auth/v1/user' && method === 'GET') {
        const user = this.userFromRequest(request)
        return user
          ? json(route, 200, gotrueUser(user))
          : json(route, 401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' })
      }
      if (path === '/auth/v1/user' && method === 'PUT') {
        const user = this.userFromRequest(request)
        if (!user) return json(route, 401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' })
        const { password } = body as { password?: string }
        if (password) user.password = password
        return json(route, 200, gotrueUser(user))
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

      const fn = path.match(/^\/functions\/v1\/([\w-]+)$/)?.[1]
      if (fn) {
        const custom = this.functions.get(fn)
        if (custom) {
          const reply = await custom(request)
          if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
          return json(route, reply.status, reply.body)
        }
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
