/** Caller authentication (HS256 secret and JWKS), CORS, origin allowlist, methods, routing. */
import assert from 'node:assert/strict'
import * as jose from 'jose'
import { SECOND_FACTOR_REQUIRED } from '../_shared/auth.ts'
import { createDependencies } from '../_shared/deps.ts'
import { loadEnv } from '../_shared/env.ts'
import { handleCheckSubscription } from '../_shared/handlers/check-subscription.ts'
import { handleCreateCheckout } from '../_shared/handlers/create-checkout.ts'
import { handleCustomerPortal } from '../_shared/handlers/customer-portal.ts'
import { handleDeleteAccount } from '../_shared/handlers/delete-account.ts'
import { handleStripeWebhook } from '../_shared/handlers/stripe-webhook.ts'
import { createRouter } from '../_dev/router.ts'
import {
  addVerifiedFactor,
  call,
  createUser,
  type Harness,
  inspect,
  ORIGIN,
  PROD_ORIGIN,
  startHarness,
  test,
  tokenFor,
  USER_PASSWORD,
} from './harness.ts'

let h: Harness
Deno.test.beforeAll(async () => {
  h = await startHarness()
})
Deno.test.afterAll(() => h.close())

test('auth: a valid HS256 token (legacy secret) is accepted', async () => {
  const user = await createUser(h)
  const res = await call(h, handleCheckSubscription, { token: await tokenFor(h, user) })
  assert.equal(res.status, 200)
  assert.equal(res.body.subscribed, false)
})

test("auth: a valid ES256 token is verified against the project's JWKS", async () => {
  const user = await createUser(h)
  const res = await call(h, handleCheckSubscription, { token: await tokenFor(h, user, { kind: 'jwks' }) })
  assert.equal(res.status, 200)
  // Without SUPABASE_JWT_SECRET the JWKS path still works (and HS256 is refused).
  const { SUPABASE_JWT_SECRET: _, ...noSecret } = h.rawEnv
  const deps = createDependencies(loadEnv(noSecret), { sql: h.deps.sql, stripe: h.deps.stripe, log: h.log })
  assert.equal(
    (await call(h, handleCheckSubscription, { deps, token: await tokenFor(h, user, { kind: 'jwks' }) })).status,
    200,
  )
  const hs = await call(h, handleCheckSubscription, { deps, token: await tokenFor(h, user) })
  assert.deepEqual([hs.status, hs.body], [401, { error: 'Invalid bearer token' }])
})

test('auth: 401 for missing, malformed, forged, expired, foreign-audience, foreign-issuer, anon and subject-less tokens', async () => {
  const user = await createUser(h)
  const { privateKey: strangerKey } = await jose.generateKeyPair('ES256')
  const cases: [string, string | undefined, string][] = [
    ['missing', undefined, 'Missing or malformed bearer token'],
    ['malformed', 'not-a-jwt', 'Missing or malformed bearer token'],
    [
      'wrong secret',
      await tokenFor(h, user, { secret: 'another-secret-of-sufficient-length-000' }),
      'Invalid bearer token',
    ],
    ['key not in JWKS', await tokenFor(h, user, { kind: 'jwks', key: strangerKey }), 'Invalid bearer token'],
    ['expired', await tokenFor(h, user, { expiresIn: -60 }), 'Token expired'],
    ['expired (jwks)', await tokenFor(h, user, { kind: 'jwks', expiresIn: -60 }), 'Token expired'],
    ['anon role', await tokenFor(h, user, { role: 'anon' }), 'Token is not for a signed-in user'],
    ['service_role', await tokenFor(h, user, { role: 'service_role' }), 'Token is not for a signed-in user'],
    ['no sub', await tokenFor(h, user, { omitSub: true }), 'Invalid bearer token'],
    ['foreign audience', await tokenFor(h, user, { audience: 'anon' }), 'Invalid bearer token'],
    [
      'foreign audience (jwks)',
      await tokenFor(h, user, { kind: 'jwks', audience: 'other-app' }),
      'Invalid bearer token',
    ],
    ['foreign issuer', await tokenFor(h, user, { issuer: 'https://evil.example/auth/v1' }), 'Invalid bearer token'],
    [
      'foreign issuer (jwks)',
      await tokenFor(h, user, { kind: 'jwks', issuer: 'https://other-project.supabase.co/auth/v1' }),
      'Invalid bearer token',
    ],
  ]
  for (const [label, token, message] of cases) {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    const res = await call(h, handleCheckSubscription, { headers })
    assert.deepEqual([res.status, res.body], [401, { error: message }], label)
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), ORIGIN, `${label}: CORS on errors`)
  }
})

test('auth: a member with a verified second factor is refused with an aal1 token by every function, accepted with aal2', async () => {
  const user = await createUser(h)
  await addVerifiedFactor(h, user)
  const body = { password: USER_PASSWORD, priceId: 'price_unknown' }
  for (const [name, handler] of [
    ['check-subscription', handleCheckSubscription],
    ['create-checkout', handleCreateCheckout],
    ['customer-portal', handleCustomerPortal],
    ['delete-account', handleDeleteAccount],
  ] as const) {
    for (const kind of ['hs256', 'jwks'] as const) {
      const res = await call(h, handler, { token: await tokenFor(h, user, { kind, aal: 'aal1' }), body })
      assert.deepEqual([res.status, res.body], [401, { error: SECOND_FACTOR_REQUIRED }], `${name} (${kind}), aal1`)
    }
  }
  const withCode = await call(h, handleCheckSubscription, { token: await tokenFor(h, user, { aal: 'aal2' }) })
  assert.equal(withCode.status, 200, 'check-subscription, aal2')
  // The account survived every aal1 call, and an aal2 token with the password deletes it.
  const deleted = await call(h, handleDeleteAccount, { token: await tokenFor(h, user, { aal: 'aal2' }), body })
  assert.deepEqual([deleted.status, deleted.body], [200, { deleted: true }])
})

test('auth: a member without a verified factor is unaffected: aal1 is enough', async () => {
  const user = await createUser(h)
  const res = await call(h, handleCheckSubscription, { token: await tokenFor(h, user, { aal: 'aal1' }) })
  assert.equal(res.status, 200)
})

test('cors: preflight from an allowlisted origin gets 204 and that origin, on every function', async () => {
  for (const handler of [handleCheckSubscription, handleCreateCheckout, handleCustomerPortal, handleStripeWebhook]) {
    for (const origin of [ORIGIN, PROD_ORIGIN]) {
      const res = await call(h, handler, {
        method: 'OPTIONS',
        origin,
        headers: {
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      })
      assert.equal(res.status, 204)
      assert.equal(res.headers.get('Access-Control-Allow-Origin'), origin)
      assert.match(res.headers.get('Access-Control-Allow-Headers') ?? '', /authorization/)
      assert.match(res.headers.get('Access-Control-Allow-Methods') ?? '', /POST/)
      assert.equal(res.headers.get('Access-Control-Expose-Headers'), 'Retry-After')
      assert.equal(res.headers.get('Vary'), 'Origin')
    }
  }
})

test('cors: a disallowed origin gets 403 and no Access-Control-Allow-Origin', async () => {
  const user = await createUser(h)
  const token = await tokenFor(h, user)
  for (const method of ['OPTIONS', 'POST']) {
    const res = await call(h, handleCreateCheckout, {
      method,
      origin: 'https://evil.example',
      token,
      body: method === 'POST' ? {} : undefined,
    })
    assert.deepEqual([res.status, res.body], [403, { error: 'Origin not allowed' }])
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), null)
  }
  // Near misses are not allowed either (scheme, port, suffix).
  for (const origin of ['https://localhost:5173', 'http://localhost:5174', 'https://nexus.example.com.evil.io']) {
    assert.equal((await call(h, handleCheckSubscription, { origin, token })).status, 403, origin)
  }
  // No Origin (server-to-server) is fine and gets no CORS headers.
  const plain = await call(h, handleCheckSubscription, { origin: null, token })
  assert.equal(plain.status, 200)
  assert.equal(plain.headers.get('Access-Control-Allow-Origin'), null)
})

test('http: 405 for a wrong method, with Allow', async () => {
  const user = await createUser(h)
  const token = await tokenFor(h, user)
  const cases = [
    [handleCreateCheckout, 'GET', 'POST'],
    [handleCustomerPortal, 'PUT', 'POST'],
    [handleStripeWebhook, 'GET', 'POST'],
    [handleCheckSubscription, 'DELETE', 'POST, GET'],
  ] as const
  for (const [handler, method, allow] of cases) {
    const res = await call(h, handler, { method, token })
    assert.equal(res.status, 405)
    assert.match(res.body.error, /^Method not allowed/)
    assert.equal(res.headers.get('Allow'), allow)
  }
})

test('dev router: /functions/v1/<name> reaches the handler; unknown names are 404', async () => {
  const router = createRouter(h.deps)
  const user = await createUser(h)
  const ok = await inspect(
    await router(
      new Request('http://127.0.0.1/functions/v1/check-subscription', {
        method: 'POST',
        headers: { Authorization: `Bearer ${await tokenFor(h, user)}` },
      }),
    ),
  )
  assert.equal(ok.status, 200)
  const missing = await inspect(await router(new Request('http://127.0.0.1/functions/v1/nope', { method: 'POST' })))
  assert.deepEqual([missing.status, missing.body], [404, { error: 'No such function' }])
})
