/**
 * A local HTTP double of the parts of Stripe's API the functions use, for tests and the benchmark.
 * The real Stripe SDK talks to it via `STRIPE_API_BASE` (host, port, protocol: http).
 *
 * Endpoints: POST /v1/customers, GET /v1/customers/search, GET /v1/customers/:id,
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions (customer, status), POST
 * /v1/checkout/sessions/:id/expire, POST /v1/billing_portal/sessions, GET and DELETE (cancel)
 * /v1/subscriptions/:id.
 * Like Stripe it authenticates the secret key, form-decodes bodies, answers errors as
 * `{ error: { type, code, message } }` and honours `Idempotency-Key` (same key + same request
 * replays the first response; same key + different parameters is a 400 idempotency_error).
 * `failWith(500)` makes every request fail until `clearFailure()` (with `Stripe-Should-Retry:
 * false` so the SDK does not back off and retry).
 * Control API (for a double in another thread): POST /_double/subscriptions (JSON array),
 * GET /_double/requests (`{ count }`), POST /_double/reset-requests.
 */

/** A request as the double saw it (for assertions such as "no Stripe call was made"). */
export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | null
  params: Record<string, unknown>
}

// deno-lint-ignore no-explicit-any
type Obj = Record<string, any>

/** Handle on a running double. */
export interface StripeDouble {
  /** Base URL, e.g. `http://127.0.0.1:40123` (use as STRIPE_API_BASE). */
  url: string
  requests: RecordedRequest[]
  customers: Map<string, Obj>
  checkoutSessions: Map<string, Obj>
  portalSessions: Map<string, Obj>
  /** Subscriptions the tests put in place; GET /v1/subscriptions/:id serves a copy. */
  subscriptions: Map<string, Obj>
  /** Answer every request with `status` (a Stripe api_error) until {@link clearFailure}. */
  failWith(status: number): void
  clearFailure(): void
  /** Forget recorded requests (objects are kept). */
  resetRequests(): void
  close(): Promise<void>
}

/** Options for {@link startStripeDouble}. */
export interface StripeDoubleOptions {
  /** The only secret key accepted (Bearer). */
  secretKey: string
  /** The address to listen on (default 127.0.0.1; 0.0.0.0 for containers on this machine). */
  hostname?: string
  /** The port (default 0: an ephemeral one). */
  port?: number
}

let counter = 0
/** A Stripe-looking id with the given prefix, unique within the process. */
export const stripeId = (prefix: string): string =>
  `${prefix}_${Date.now().toString(36)}${(counter++).toString(36).padStart(4, '0')}${crypto.randomUUID().slice(0, 8)}`

/** Decodes Stripe's bracket form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function decodeForm(text: string): Obj {
  const root: Obj = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '')
    let node: Obj = root
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      if (last) {
        node[part] = value
        return
      }
      if (node[part] === undefined) node[part] = /^\d+$/.test(parts[i + 1]) ? [] : {}
      node = node[part]
    })
  }
  return root
}

const stripeError = (status: number, type: string, message: string, code?: string, headers: HeadersInit = {}) =>
  Response.json({ error: { type, message, ...(code ? { code } : {}) } }, { status, headers })

/** Starts the double, by default on an ephemeral port of 127.0.0.1; `url` reaches it from this machine. */
export function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const requests: RecordedRequest[] = []
  const customers = new Map<string, Obj>()
  const checkoutSessions = new Map<string, Obj>()
  const portalSessions = new Map<string, Obj>()
  const subscriptions = new Map<string, Obj>()
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>()
  let failure: number | null = null

  const route = (method: string, path: string, params: Obj): [number, Obj] => {
    const now = Math.floor(Date.now() / 1000)
    let m: RegExpExecArray | null
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: stripeId('cus'),
        object: 'customer',
        created: now,
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        livemode: false,
      }
      customers.set(customer.id, customer)
      return [200, customer]
    }
    if (method === 'GET' && path === '/v1/customers/search') {
      const q = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(String(params.query ?? '').trim())
      if (!q) return [400, { error: { type: 'invalid_request_error', message: 'Unsupported search query' } }]
      const data = [...customers.values()].filter((c) => c.metadata?.[q[1]] === q[2])
      const limit = Number(params.limit ?? 10)
      return [
        200,
        {
          object: 'search_result',
          url: '/v1/customers/search',
          has_more: data.length > limit,
          next_page: null,
          data: data.slice(0, limit),
        },
      ]
    }
    if (method === 'GET' && (m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const c = customers.get(m[1])
      return c ? [200, c] : notFound('customer', m[1])
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.customer && !customers.has(params.customer)) return notFound('customer', params.customer)
      const id = stripeId('cs_test')
      const session = {
        id,
        object: 'checkout.session',
        created: now,
        mode: params.mode,
        status: 'open',
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        subscription: null,
        // Not part of Stripe's response shape; kept for assertions.
        line_items_params: params.line_items,
        subscription_data_params: params.subscription_data,
      }
      checkoutSessions.set(id, session)
      return [200, session]
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(params.customer)) return notFound('customer', params.customer)
      const id = stripeId('bps')
      const session = {
        id,
        object: 'billing_portal.session',
        created: now,
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.com/p/session/test_${id}`,
        livemode: false,
      }
      portalSessions.set(id, session)
      return [200, session]
    }
    if (method === 'GET' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const s = subscriptions.get(m[1])
      return s ? [200, structuredClone(s)] : notFound('subscription', m[1])
    }
    if (method === 'DELETE' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const s = subscriptions.get(m[1])
      if (!s) return notFound('subscription', m[1])
      if (s.status === 'canceled') {
        return [400, { error: { type: 'invalid_request_error', message: `Subscription ${m[1]} is already canceled` } }]
      }
      Object.assign(s, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false })
      return [200, structuredClone(s)]
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      // Like Stripe, a customer deleted in Stripe cannot be listed by.
      if (params.customer && customers.get(params.customer)?.deleted) return notFoundAs400('customer', params.customer)
      const data = [...checkoutSessions.values()]
        .filter((cs) => (params.customer ? cs.customer === params.customer : true))
        .filter((cs) => (params.status ? cs.status === params.status : true))
        .sort((a, b) => b.created - a.created)
      const limit = Number(params.limit ?? 10)
      return [
        200,
        { object: 'list', url: '/v1/checkout/sessions', has_more: data.length > limit, data: data.slice(0, limit) },
      ]
    }
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const cs = checkoutSessions.get(m[1])
      if (!cs) return notFound('checkout.session', m[1])
      if (cs.status !== 'open') {
        return [
          400,
          { error: { type: 'invalid_request_error', message: `Only open sessions can be expired (${cs.status})` } },
        ]
      }
      Object.assign(cs, { status: 'expired', url: null })
      return [200, cs]
    }
    return [
      404,
      {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    ]
  }

  const notFoundAs400 = (what: string, id: string): [number, Obj] => [
    400,
    {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
    },
  ]

  const notFound = (what: string, id: string): [number, Obj] => [
    404,
    {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
    },
  ]

  const server = Deno.serve(
    { port: options.port ?? 0, hostname: options.hostname ?? '127.0.0.1', onListen: () => {} },
    async (req) => {
      const url = new URL(req.url)
      // Control API for a double running in another thread or process (see stripe_double_worker.ts).
      if (url.pathname.startsWith('/_double/')) {
        if (req.method === 'POST' && url.pathname === '/_double/subscriptions') {
          for (const sub of (await req.json()) as Obj[]) subscriptions.set(sub.id, sub)
          return Response.json({ subscriptions: subscriptions.size })
        }
        if (req.method === 'GET' && url.pathname === '/_double/requests')
          return Response.json({ count: requests.length })
        if (req.method === 'POST' && url.pathname === '/_double/reset-requests') {
          requests.length = 0
          return Response.json({ count: 0 })
        }
        return new Response('not found', { status: 404 })
      }
      // The SDK sends GET and DELETE parameters in the query string, others in a form body.
      const body = req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : await req.text()
      const params = decodeForm(body)
      const key = req.headers.get('Idempotency-Key')
      requests.push({ method: req.method, path: url.pathname, idempotencyKey: key, params })

      if (req.headers.get('Authorization') !== `Bearer ${options.secretKey}`) {
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
      }
      if (failure !== null) {
        return stripeError(failure, 'api_error', 'Simulated Stripe failure', undefined, {
          'Stripe-Should-Retry': 'false',
        })
      }
      const fingerprint = `${req.method} ${url.pathname} ${body}`
      if (key && req.method === 'POST') {
        const prior = idempotent.get(key)
        if (prior) {
          if (prior.fingerprint !== fingerprint) {
            return stripeError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            )
          }
          return new Response(prior.body, {
            status: prior.status,
            headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
          })
        }
      }
      // route() is synchronous, so concurrent requests with one key cannot both execute.
      const [status, obj] = route(req.method, url.pathname, params)
      const text = JSON.stringify(obj)
      if (key && req.method === 'POST') idempotent.set(key, { fingerprint, status, body: text })
      return new Response(text, {
        status,
        headers: { 'Content-Type': 'application/json', 'Request-Id': stripeId('req') },
      })
    },
  )

  return Promise.resolve({
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    customers,
    checkoutSessions,
    portalSessions,
    subscriptions,
    failWith: (status) => {
      failure = status
    },
    clearFailure: () => {
      failure = null
    },
    resetRequests: () => {
      requests.length = 0
    },
    close: () => server.shutdown(),
  })
}

/** A double running in a Web Worker, driven through its control API. */
export interface WorkerStripeDouble {
  url: string
  /** Adds or replaces subscriptions served by GET /v1/subscriptions/:id. */
  putSubscriptions(subs: Obj[]): Promise<void>
  /** Number of Stripe API requests seen since the last reset. */
  requestCount(): Promise<number>
  resetRequests(): Promise<void>
  close(): void
}

/** Starts the double in its own thread (see stripe_double_worker.ts). */
export function startStripeDoubleInWorker(options: StripeDoubleOptions): Promise<WorkerStripeDouble> {
  const worker = new Worker(new URL('./stripe_double_worker.ts', import.meta.url).href, { type: 'module' })
  return new Promise((resolve, reject) => {
    worker.onerror = (e) => reject(new Error(e.message))
    worker.onmessage = (e: MessageEvent<{ url: string }>) => {
      const url = e.data.url
      resolve({
        url,
        putSubscriptions: async (subs) => {
          const res = await fetch(`${url}/_double/subscriptions`, { method: 'POST', body: JSON.stringify(subs) })
          if (!res.ok) throw new Error(`double: ${res.status}`)
          await res.body?.cancel()
        },
        requestCount: async () => ((await (await fetch(`${url}/_double/requests`)).json()) as { count: number }).count,
        resetRequests: async () => {
          await (await fetch(`${url}/_double/reset-requests`, { method: 'POST' })).body?.cancel()
        },
        close: () => worker.terminate(),
      })
    }
    worker.postMessage({ secretKey: options.secretKey })
  })
}
