/** create-checkout and customer-portal against PostgreSQL and the Stripe double. */
import assert from 'node:assert/strict'
import { createDependencies } from '../_shared/deps.ts'
import { loadEnv } from '../_shared/env.ts'
import { customerIdempotencyKey } from '../_shared/customers.ts'
import { ALREADY_SUBSCRIBED, handleCreateCheckout } from '../_shared/handlers/create-checkout.ts'
import { handleCustomerPortal, NO_BILLING_ACCOUNT } from '../_shared/handlers/customer-portal.ts'
import { handleCheckSubscription } from '../_shared/handlers/check-subscription.ts'
import {
  call,
  createUser,
  type Harness,
  ORIGIN,
  PRICES,
  PROD_ORIGIN,
  SECRETS,
  startHarness,
  subscriber,
  test,
  tokenFor,
} from './harness.ts'

let h: Harness
Deno.test.beforeAll(async () => {
  h = await startHarness()
})
Deno.test.afterAll(() => h.close())

const checkout = async (userId: string, body: unknown, origin: string | null = ORIGIN) =>
  call(h, handleCreateCheckout, { token: await tokenFor(h, userId), body, origin })

test('checkout: creates the customer once and a subscription Checkout Session on the calling origin', async () => {
  const user = await createUser(h)
  h.stripe.resetRequests()
  const res = await checkout(user, { plan: 'premium', priceId: PRICES.premium }, PROD_ORIGIN)
  assert.equal(res.status, 200)
  assert.match(res.body.url, /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
  assert.deepEqual(Object.keys(res.body), ['url'])

  const row = await subscriber(h, user)
  assert.match(row.stripeCustomerId ?? '', /^cus_/)
  assert.equal(row.subscribed, false, 'checkout never activates anything')
  const customer = h.stripe.customers.get(row.stripeCustomerId!)
  assert.deepEqual(customer?.metadata, { user_id: user })

  const session = [...h.stripe.checkoutSessions.values()].find((s) => s.url === res.body.url)!
  assert.equal(session.mode, 'subscription')
  assert.equal(session.customer, row.stripeCustomerId)
  assert.equal(session.client_reference_id, user)
  assert.equal(session.metadata.user_id, user)
  assert.equal(session.subscription_data_params.metadata.user_id, user)
  assert.deepEqual(session.line_items_params, [{ price: PRICES.premium, quantity: '1' }])
  assert.equal(session.success_url, `${PROD_ORIGIN}/settings/billing?checkout=success`)
  assert.equal(session.cancel_url, `${PROD_ORIGIN}/pricing?checkout=cancelled`)
  const create = h.stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/customers')
  assert.equal(create?.idempotencyKey, customerIdempotencyKey(user))

  // A second checkout (another plan) reuses the stored customer and expires the open session.
  h.stripe.resetRequests()
  assert.equal((await checkout(user, { plan: 'basic', priceId: PRICES.basic }, PROD_ORIGIN)).status, 200)
  assert.deepEqual(
    h.stripe.requests.map((r) => `${r.method} ${r.path}`),
    ['GET /v1/checkout/sessions', `POST /v1/checkout/sessions/${session.id}/expire`, 'POST /v1/checkout/sessions'],
  )
})

test('checkout: one open Checkout Session per member: the same plan reuses it, another plan expires it', async () => {
  const user = await createUser(h)
  const first = await checkout(user, { plan: 'basic', priceId: PRICES.basic })
  const again = await checkout(user, { plan: 'basic', priceId: PRICES.basic })
  assert.equal(again.body.url, first.body.url, 'a second tab for the same plan gets the same session')
  const premium = await checkout(user, { plan: 'premium', priceId: PRICES.premium })
  assert.notEqual(premium.body.url, first.body.url)
  const mine = [...h.stripe.checkoutSessions.values()].filter((s) => s.client_reference_id === user)
  assert.deepEqual(
    mine.map((s) => [s.metadata.plan, s.status]),
    [
      ['basic', 'expired'],
      ['premium', 'open'],
    ],
  )
  // Back to basic: the premium session is expired in turn; still exactly one open.
  await checkout(user, { plan: 'basic', priceId: PRICES.basic })
  const open = [...h.stripe.checkoutSessions.values()].filter(
    (s) => s.client_reference_id === user && s.status === 'open',
  )
  assert.equal(open.length, 1)
  assert.equal(open[0].metadata.plan, 'basic')
})

test('checkout: four concurrent calls create one customer, store it once and share one session', async () => {
  const user = await createUser(h)
  const before = h.stripe.customers.size
  const results = await Promise.all(
    Array.from({ length: 4 }, () => checkout(user, { plan: 'basic', priceId: PRICES.basic })),
  )
  assert.deepEqual(
    results.map((r) => r.status),
    [200, 200, 200, 200],
  )
  assert.equal(h.stripe.customers.size, before + 1, 'exactly one Stripe customer')
  const row = await subscriber(h, user)
  const sessions = [...h.stripe.checkoutSessions.values()].filter((s) => s.client_reference_id === user)
  assert.equal(sessions.length, 1, 'concurrent tabs share one Checkout Session')
  assert(results.every((r) => r.body.url === sessions[0].url))
  assert.equal(sessions[0].customer, row.stripeCustomerId)
})

test('checkout: concurrent Basic and Premium leave exactly one open Checkout Session', async () => {
  const user = await createUser(h)
  await checkout(user, { plan: 'basic', priceId: PRICES.basic }) // customer exists
  const results = await Promise.all([
    checkout(user, { plan: 'premium', priceId: PRICES.premium }),
    checkout(user, { plan: 'basic', priceId: PRICES.basic }),
    checkout(user, { plan: 'premium', priceId: PRICES.premium }),
    checkout(user, { plan: 'basic', priceId: PRICES.basic }),
  ])
  assert(results.every((r) => r.status === 200))
  const open = [...h.stripe.checkoutSessions.values()].filter(
    (s) => s.client_reference_id === user && s.status === 'open',
  )
  assert.equal(open.length, 1)
  // Calls run one at a time in lock order: the last one's session stays open, the others expired.
  assert(
    results.some((r) => r.body.url === open[0].url),
    'the open session is one that was answered',
  )
  const answeredOpen = new Set(results.map((r) => r.body.url).filter((url) => url === open[0].url))
  assert.equal(answeredOpen.size, 1)
})

test('checkout: 400 for a forged or foreign priceId, an unknown plan, and a bad body', async () => {
  const user = await createUser(h)
  const cases: [unknown, RegExp][] = [
    [{ plan: 'premium', priceId: 'price_forged_123' }, /^priceId is not the price of the premium plan$/],
    [{ plan: 'basic', priceId: PRICES.premium }, /^priceId is not the price of the basic plan$/],
    [{ plan: 'enterprise', priceId: PRICES.premium }, /^plan: plan must be basic or premium$/],
    [{ plan: 'basic' }, /^priceId: /],
    [{ priceId: '', plan: 'basic' }, /^priceId: priceId is required$/],
    [[1, 2], /expected object/],
  ]
  for (const [body, message] of cases) {
    const res = await checkout(user, body)
    assert.equal(res.status, 400, JSON.stringify(body))
    assert.match(res.body.error, message)
  }
  const notJson = await call(h, handleCreateCheckout, { token: await tokenFor(h, user), rawBody: '{nope' })
  assert.deepEqual([notJson.status, notJson.body], [400, { error: 'Request body must be a JSON object' }])
  assert.equal((await subscriber(h, user)).stripeCustomerId, null, 'nothing created for a rejected request')
})

test('checkout: 409 with a pointer to the billing portal when already subscribed', async () => {
  const user = await createUser(h)
  await h.sql`update public.subscribers set subscribed = true, status = 'active', subscription_tier = 'basic',
    stripe_customer_id = ${'cus_existing_' + user.slice(0, 8)}, stripe_subscription_id = 'sub_existing'
    where user_id = ${user}`
  h.stripe.resetRequests()
  const res = await checkout(user, { plan: 'premium', priceId: PRICES.premium })
  assert.deepEqual([res.status, res.body], [409, { error: ALREADY_SUBSCRIBED }])
  assert.match(res.body.error, /billing portal/)
  assert.equal(h.stripe.requests.length, 0)
  // A trialing Stripe subscription counts too, even before the row says subscribed.
  await h.sql`update public.subscribers set subscribed = false, status = 'trialing' where user_id = ${user}`
  assert.equal((await checkout(user, { plan: 'premium', priceId: PRICES.premium })).status, 409)
})

test('checkout: 502 and no database change when Stripe answers 500', async () => {
  const user = await createUser(h)
  const before = await subscriber(h, user)
  h.stripe.failWith(500)
  try {
    const res = await checkout(user, { plan: 'basic', priceId: PRICES.basic })
    assert.deepEqual([res.status, res.body], [502, { error: 'Payment provider request failed; please try again' }])
  } finally {
    h.stripe.clearFailure()
  }
  assert.deepEqual(await subscriber(h, user), before)
  // Stripe failing after the customer exists: still 502, and the stored customer is unchanged.
  assert.equal((await checkout(user, { plan: 'basic', priceId: PRICES.basic })).status, 200)
  const stored = await subscriber(h, user)
  h.stripe.failWith(500)
  try {
    assert.equal((await checkout(user, { plan: 'basic', priceId: PRICES.basic })).status, 502)
    assert.equal((await call(h, handleCustomerPortal, { token: await tokenFor(h, user) })).status, 502)
  } finally {
    h.stripe.clearFailure()
  }
  assert.deepEqual(await subscriber(h, user), stored)
})

test('a missing subscriber row is created by the server with the trial counted from the account creation', async () => {
  const user = await createUser(h)
  await h.sql`update auth.users set created_at = now() - interval '5 days' where id = ${user}`
  await h.sql`delete from public.subscribers where user_id = ${user}`
  const token = await tokenFor(h, user)
  const res = await call(h, handleCheckSubscription, { token })
  assert.equal(res.status, 200)
  assert.equal(res.body.subscribed, false)
  const daysLeft = (new Date(res.body.trial_end).getTime() - Date.now()) / 86_400_000
  assert(daysLeft > 1.99 && daysLeft < 2.01, `trial ends 2 days from now, got ${daysLeft}`)
  await h.sql`delete from public.subscribers where user_id = ${user}`
  const checkoutRes = await call(h, handleCreateCheckout, { token, body: { plan: 'basic', priceId: PRICES.basic } })
  assert.equal(checkoutRes.status, 200, 'checkout works again once the row is re-created')
})

test('checkout and check-subscription: 404 when the caller has no account any more', async () => {
  const user = await createUser(h)
  const token = await tokenFor(h, user)
  await h.sql`delete from auth.users where id = ${user}`
  const res = await call(h, handleCreateCheckout, { token, body: { plan: 'basic', priceId: PRICES.basic } })
  assert.deepEqual([res.status, res.body], [404, { error: 'No subscription record for this user' }])
  assert.equal((await call(h, handleCheckSubscription, { token })).status, 404)
})

test('portal: 404 `No billing account yet` without a customer; a portal url on the calling origin with one', async () => {
  const user = await createUser(h)
  const token = await tokenFor(h, user)
  const none = await call(h, handleCustomerPortal, { token })
  assert.deepEqual([none.status, none.body], [404, { error: NO_BILLING_ACCOUNT }])

  assert.equal((await checkout(user, { plan: 'basic', priceId: PRICES.basic })).status, 200)
  const res = await call(h, handleCustomerPortal, { token, origin: PROD_ORIGIN })
  assert.equal(res.status, 200)
  assert.match(res.body.url, /^https:\/\/billing\.stripe\.com\/p\/session\//)
  const session = [...h.stripe.portalSessions.values()].find((s) => s.url === res.body.url)!
  assert.equal(session.customer, (await subscriber(h, user)).stripeCustomerId)
  assert.equal(session.return_url, `${PROD_ORIGIN}/settings/billing`)
  // Without an Origin header the first allowlisted origin is used.
  const server = await call(h, handleCustomerPortal, { token, origin: null })
  const s2 = [...h.stripe.portalSessions.values()].find((s) => s.url === server.body.url)!
  assert.equal(s2.return_url, `${ORIGIN}/settings/billing`)
})

test('500: an unexpected failure answers a generic message and leaks no secret', async () => {
  const user = await createUser(h)
  // A database that refuses connections, with secrets in its URL.
  const env = loadEnv({
    ...h.rawEnv,
    SUPABASE_DB_URL: `postgresql://postgres:${SECRETS.serviceRoleKey}@127.0.0.1:1/postgres`,
  })
  const deps = createDependencies(env, { log: h.log })
  try {
    for (const [handler, body] of [
      [handleCheckSubscription, undefined],
      [handleCreateCheckout, { plan: 'basic', priceId: PRICES.basic }],
      [handleCustomerPortal, undefined],
    ] as const) {
      const res = await call(h, handler, { deps, token: await tokenFor(h, user), body })
      assert.deepEqual([res.status, res.body], [500, { error: 'Internal server error' }])
      assert.equal(res.headers.get('Access-Control-Allow-Origin'), ORIGIN)
    }
    assert(
      h.log.lines.some((l) => l.startsWith('error Unexpected error')),
      'the cause is logged',
    )
  } finally {
    await deps.sql.end()
  }
})

test('stripe double: honours Idempotency-Key like Stripe (same key replays, other params 400)', async () => {
  const stripe = h.deps.stripe
  const key = `test-${crypto.randomUUID()}`
  const a = await stripe.customers.create({ metadata: { user_id: 'x' } }, { idempotencyKey: key })
  const b = await stripe.customers.create({ metadata: { user_id: 'x' } }, { idempotencyKey: key })
  assert.equal(a.id, b.id)
  await assert.rejects(
    () => stripe.customers.create({ metadata: { user_id: 'y' } }, { idempotencyKey: key }),
    (err: { type?: string; statusCode?: number }) => err.type === 'StripeIdempotencyError' && err.statusCode === 400,
  )
  const found = await stripe.customers.search({ query: "metadata['user_id']:'x'" })
  assert.deepEqual(
    found.data.map((c) => c.id),
    [a.id],
  )
  assert.equal((await stripe.customers.retrieve(a.id)).id, a.id)
})
