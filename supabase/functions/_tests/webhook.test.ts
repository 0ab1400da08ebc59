/** stripe-webhook: signatures, exactly-once, convergence on Stripe's state, access rules. */
import assert from 'node:assert/strict'
import { createDependencies } from '../_shared/deps.ts'
import { loadEnv } from '../_shared/env.ts'
import { handleCheckSubscription } from '../_shared/handlers/check-subscription.ts'
import { handleStripeWebhook } from '../_shared/handlers/stripe-webhook.ts'
import { checkoutSessionFor, invoiceFor, makeEvent, makeSubscription, signPayload, webhookRequest } from './fixtures.ts'
import {
  call,
  createUser,
  type Harness,
  inspect,
  PRICES,
  SECRETS,
  startHarness,
  subscriber,
  test,
  tokenFor,
} from './harness.ts'
import { stripeId } from './stripe_double.ts'

// deno-lint-ignore no-explicit-any
type Obj = Record<string, any>

let h: Harness
Deno.test.beforeAll(async () => {
  h = await startHarness()
})
Deno.test.afterAll(() => h.close())

const now = () => Math.floor(Date.now() / 1000)
const DAY = 86400

/** Delivers a signed event like Stripe does (no Origin header). */
async function deliver(event: Obj, timestamp?: number) {
  return inspect(await handleStripeWebhook(await webhookRequest(event, SECRETS.webhookSecret, timestamp), h.deps))
}

/** A user with a stored customer and a subscription in the double ("Stripe"). */
async function customerWithSubscription(o: Partial<Parameters<typeof makeSubscription>[0]> = {}) {
  const user = await createUser(h)
  const customer = stripeId('cus')
  await h.sql`update public.subscribers set stripe_customer_id = ${customer} where user_id = ${user}`
  const sub = makeSubscription({ customer, userId: user, price: PRICES.premium, ...o })
  h.stripe.subscriptions.set(sub.id, sub)
  return { user, customer, sub }
}

/** Changes the subscription in "Stripe" and returns a snapshot (what an event would carry). */
function stripeUpdates(sub: Obj, patch: Obj): Obj {
  Object.assign(sub, patch)
  if (patch.periodEnd) sub.items.data[0].current_period_end = patch.periodEnd
  return structuredClone(sub)
}

const eventCount = async (id: string) => (await h.sql`select 1 from public.stripe_events where id = ${id}`).length
const ms = (seconds: number) => seconds * 1000

test('signature: 400 for a missing, wrong, tampered or stale signature; nothing recorded', async () => {
  const { user, sub } = await customerWithSubscription()
  const before = await subscriber(h, user)
  const event = makeEvent('customer.subscription.created', sub)
  const payload = JSON.stringify(event)
  const post = (headers: Record<string, string>, body = payload) =>
    handleStripeWebhook(new Request('http://localhost/stripe-webhook', { method: 'POST', headers, body }), h.deps).then(
      inspect,
    )

  const missing = await post({})
  assert.deepEqual([missing.status, missing.body], [400, { error: 'Missing Stripe-Signature header' }])
  const wrong = await post({ 'Stripe-Signature': await signPayload(payload, 'whsec_someone_else_entirely') })
  assert.deepEqual([wrong.status, wrong.body], [400, { error: 'Invalid Stripe signature' }])
  const tampered = await post(
    { 'Stripe-Signature': await signPayload(payload, SECRETS.webhookSecret) },
    payload.replace(PRICES.premium, PRICES.basic),
  )
  assert.equal(tampered.status, 400)
  const garbage = await post({ 'Stripe-Signature': 't=1,v1=deadbeef' })
  assert.equal(garbage.status, 400)
  const stale = await deliver(event, now() - 600)
  assert.deepEqual([stale.status, stale.body], [400, { error: 'Invalid Stripe signature' }])

  assert.equal(await eventCount(event.id), 0)
  assert.deepEqual(await subscriber(h, user), before)
})

test('checkout.session.completed activates the plan; check-subscription reports it without calling Stripe', async () => {
  const user = await createUser(h)
  const customer = stripeId('cus')
  const periodEnd = now() + 30 * DAY
  const sub = makeSubscription({ customer, userId: user, price: PRICES.premium, periodEnd })
  h.stripe.subscriptions.set(sub.id, sub)
  // The row has no customer yet: the session's client_reference_id finds the user.
  const event = makeEvent('checkout.session.completed', checkoutSessionFor(sub, user))
  const res = await deliver(event)
  assert.deepEqual([res.status, res.body], [200, { received: true, result: 'applied' }])

  const row = await subscriber(h, user)
  assert.equal(row.subscribed, true)
  assert.equal(row.subscriptionTier, 'premium')
  assert.equal(row.status, 'active')
  assert.equal(row.stripeCustomerId, customer)
  assert.equal(row.stripeSubscriptionId, sub.id)
  assert.equal(row.cancelAtPeriodEnd, false)
  assert.equal(row.subscriptionEnd?.getTime(), ms(periodEnd))
  assert.equal(row.stripeUpdatedAt?.getTime(), ms(event.created))
  assert.equal(await eventCount(event.id), 1)

  h.stripe.resetRequests()
  const check = await call(h, handleCheckSubscription, { token: await tokenFor(h, user, { kind: 'jwks' }) })
  assert.equal(check.status, 200)
  assert.deepEqual(check.body, {
    subscribed: true,
    subscription_tier: 'premium',
    subscription_end: new Date(ms(periodEnd)).toISOString(),
    trial_end: row.trialEnd?.toISOString(),
    status: 'active',
    cancel_at_period_end: false,
  })
  assert.equal(h.stripe.requests.length, 0, 'check-subscription makes no Stripe call')
  // GET is accepted too.
  assert.equal((await call(h, handleCheckSubscription, { method: 'GET', token: await tokenFor(h, user) })).status, 200)
})

test('the same event delivered twice: 200 both times, applied once', async () => {
  const { user, sub } = await customerWithSubscription()
  const event = makeEvent('customer.subscription.created', structuredClone(sub))
  assert.equal((await deliver(event)).body.result, 'applied')
  const after = await subscriber(h, user)
  // Stripe changes in between; a replay of the old event must not re-apply anything.
  stripeUpdates(sub, { status: 'past_due' })
  h.stripe.resetRequests()
  const replay = await deliver(event)
  assert.deepEqual([replay.status, replay.body], [200, { received: true, result: 'duplicate' }])
  assert.deepEqual(await subscriber(h, user), after)
  assert.equal(h.stripe.requests.length, 0, 'a replay does not even ask Stripe')
  // Concurrent duplicate deliveries: exactly one applies.
  const fresh = makeEvent('customer.subscription.updated', stripeUpdates(sub, { status: 'active' }))
  const results = await Promise.all([deliver(fresh), deliver(fresh), deliver(fresh)])
  assert.deepEqual(results.map((r) => r.body.result).sort(), ['applied', 'duplicate', 'duplicate'])
})

test("`updated` arriving before `created` converges on Stripe's current state", async () => {
  const t = now()
  const { user, sub } = await customerWithSubscription({ status: 'incomplete' })
  const createdSnapshot = structuredClone(sub)
  const updatedSnapshot = stripeUpdates(sub, { status: 'active' })
  const updated = makeEvent('customer.subscription.updated', updatedSnapshot, t + 1)
  const created = makeEvent('customer.subscription.created', createdSnapshot, t)
  assert.equal((await deliver(updated)).body.result, 'applied')
  assert.equal((await deliver(created)).body.result, 'applied')
  const row = await subscriber(h, user)
  assert.deepEqual([row.status, row.subscribed, row.subscriptionTier], ['active', true, 'premium'])
  assert.equal(row.stripeUpdatedAt?.getTime(), ms(t + 1), 'stripe_updated_at never moves back')
})

test("two events in the same second, delivered in reverse order, end on Stripe's state", async () => {
  const t = now()
  const { user, sub } = await customerWithSubscription()
  const first = makeEvent(
    'customer.subscription.updated',
    stripeUpdates(sub, { cancel_at_period_end: true, cancel_at: sub.items.data[0].current_period_end }),
    t,
  )
  const second = makeEvent(
    'customer.subscription.updated',
    stripeUpdates(sub, { cancel_at_period_end: false, cancel_at: null }),
    t,
  )
  assert.equal((await deliver(second)).body.result, 'applied')
  assert.equal((await deliver(first)).body.result, 'applied')
  const row = await subscriber(h, user)
  assert.deepEqual(
    [row.cancelAtPeriodEnd, row.subscribed],
    [false, true],
    'the renewed state wins, not the older payload',
  )
})

test("trial to active: trialing grants access with Stripe's trial_end, then invoice.paid keeps it", async () => {
  const trialEnd = now() + 7 * DAY
  const { user, sub } = await customerWithSubscription({
    status: 'trialing',
    trialEnd,
    periodEnd: trialEnd,
    price: PRICES.basic,
  })
  assert.equal((await deliver(makeEvent('customer.subscription.created', structuredClone(sub)))).status, 200)
  let row = await subscriber(h, user)
  assert.deepEqual([row.status, row.subscribed, row.subscriptionTier], ['trialing', true, 'basic'])
  assert.equal(row.trialEnd?.getTime(), ms(trialEnd))

  const periodEnd = trialEnd + 30 * DAY
  stripeUpdates(sub, { status: 'active', periodEnd })
  assert.equal((await deliver(makeEvent('invoice.paid', invoiceFor(sub)))).body.result, 'applied')
  row = await subscriber(h, user)
  assert.deepEqual([row.status, row.subscribed, row.subscriptionTier], ['active', true, 'basic'])
  assert.equal(row.subscriptionEnd?.getTime(), ms(periodEnd))
})

test('payment failed: past_due suspends access; paying the invoice restores it', async () => {
  const { user, sub } = await customerWithSubscription()
  await deliver(makeEvent('customer.subscription.created', structuredClone(sub)))
  stripeUpdates(sub, { status: 'past_due' })
  const failed = await deliver(makeEvent('invoice.payment_failed', invoiceFor(sub, 'open')))
  assert.deepEqual([failed.status, failed.body.result], [200, 'applied'])
  let row = await subscriber(h, user)
  assert.deepEqual([row.status, row.subscribed, row.subscriptionTier], ['past_due', false, 'premium'])
  const check = await call(h, handleCheckSubscription, { token: await tokenFor(h, user) })
  assert.deepEqual([check.body.subscribed, check.body.status], [false, 'past_due'])

  stripeUpdates(sub, { status: 'active' })
  await deliver(makeEvent('invoice.paid', invoiceFor(sub)))
  row = await subscriber(h, user)
  assert.deepEqual([row.status, row.subscribed], ['active', true])
})

test('cancel at period end keeps access until subscription_end; deletion ends it', async () => {
  const periodEnd = now() + 10 * DAY
  const { user, sub } = await customerWithSubscription({ periodEnd })
  await deliver(makeEvent('customer.subscription.created', structuredClone(sub)))
  await deliver(
    makeEvent(
      'customer.subscription.updated',
      stripeUpdates(sub, { cancel_at_period_end: true, cancel_at: periodEnd }),
    ),
  )
  let row = await subscriber(h, user)
  assert.deepEqual([row.subscribed, row.cancelAtPeriodEnd, row.status], [true, true, 'active'])
  assert.equal(row.subscriptionEnd?.getTime(), ms(periodEnd))
  const token = await tokenFor(h, user)
  let check = await call(h, handleCheckSubscription, { token })
  assert.deepEqual(
    [check.body.subscribed, check.body.cancel_at_period_end, check.body.subscription_end],
    [true, true, new Date(ms(periodEnd)).toISOString()],
  )

  // Once subscription_end has passed, check-subscription stops granting access even if
  // Stripe's deletion event is late.
  await h.sql`update public.subscribers set subscription_end = now() - interval '1 minute' where user_id = ${user}`
  check = await call(h, handleCheckSubscription, { token })
  assert.equal(check.body.subscribed, false)

  const endedAt = now()
  const deleted = makeEvent(
    'customer.subscription.deleted',
    stripeUpdates(sub, { status: 'canceled', ended_at: endedAt, canceled_at: endedAt }),
  )
  assert.equal((await deliver(deleted)).body.result, 'applied')
  row = await subscriber(h, user)
  assert.deepEqual(
    [row.subscribed, row.status, row.subscriptionTier, row.cancelAtPeriodEnd],
    [false, 'canceled', null, false],
  )
  assert.equal(row.subscriptionEnd?.getTime(), ms(endedAt))
})

test('paused and resumed follow Stripe', async () => {
  const { user, sub } = await customerWithSubscription()
  await deliver(makeEvent('customer.subscription.paused', stripeUpdates(sub, { status: 'paused' })))
  assert.deepEqual([(await subscriber(h, user)).subscribed, (await subscriber(h, user)).status], [false, 'paused'])
  await deliver(makeEvent('customer.subscription.resumed', stripeUpdates(sub, { status: 'active' })))
  assert.equal((await subscriber(h, user)).subscribed, true)
})

test('Stripe answering 500 while the webhook re-reads: 502, no change, and the retry applies', async () => {
  const { user, sub } = await customerWithSubscription()
  const before = await subscriber(h, user)
  const event = makeEvent('customer.subscription.created', structuredClone(sub))
  h.stripe.failWith(500)
  try {
    const res = await deliver(event)
    assert.deepEqual([res.status, res.body], [502, { error: 'Payment provider request failed; please try again' }])
  } finally {
    h.stripe.clearFailure()
  }
  assert.deepEqual(await subscriber(h, user), before)
  assert.equal(await eventCount(event.id), 0, 'the event id is rolled back with the rest')
  assert.equal((await deliver(event)).body.result, 'applied')
  assert.equal((await subscriber(h, user)).subscribed, true)
})

test('user lookup: by metadata, else by stored customer; unknown users and ignored types get 200', async () => {
  const { user, sub } = await customerWithSubscription()
  delete sub.metadata.user_id
  assert.equal((await deliver(makeEvent('customer.subscription.created', structuredClone(sub)))).body.result, 'applied')
  assert.equal((await subscriber(h, user)).subscribed, true)

  const stranger = makeSubscription({ customer: stripeId('cus'), price: PRICES.basic })
  h.stripe.subscriptions.set(stranger.id, stranger)
  const unknown = await deliver(makeEvent('customer.subscription.created', stranger))
  assert.deepEqual([unknown.status, unknown.body.result], [200, 'unknown_user'])

  const ignoredEvent = makeEvent('customer.created', { id: stripeId('cus'), object: 'customer' })
  const ignored = await deliver(ignoredEvent)
  assert.deepEqual([ignored.status, ignored.body], [200, { received: true, result: 'ignored' }])
  const oneOff = await deliver(
    makeEvent('invoice.paid', { id: stripeId('in'), object: 'invoice', customer: 'cus_x', parent: null }),
  )
  assert.equal(oneOff.body.result, 'ignored')
})

test('a late event of an old, ended subscription does not overwrite the current one', async () => {
  const { user, customer, sub } = await customerWithSubscription()
  await deliver(makeEvent('customer.subscription.created', structuredClone(sub)))
  const old = makeSubscription({
    customer,
    userId: user,
    price: PRICES.basic,
    status: 'canceled',
    endedAt: now() - DAY,
  })
  h.stripe.subscriptions.set(old.id, old)
  const res = await deliver(makeEvent('customer.subscription.deleted', old))
  assert.equal(res.body.result, 'superseded')
  const row = await subscriber(h, user)
  assert.deepEqual([row.stripeSubscriptionId, row.subscribed, row.subscriptionTier], [sub.id, true, 'premium'])
})

test('a second live subscription: the row follows the newer one and the older is cancelled (prorated), logged', async () => {
  const { user, customer, sub: older } = await customerWithSubscription({ created: now() - DAY })
  await deliver(makeEvent('customer.subscription.created', structuredClone(older)))
  const newer = makeSubscription({ customer, userId: user, price: PRICES.basic, created: now() })
  h.stripe.subscriptions.set(newer.id, newer)
  h.stripe.resetRequests()
  h.log.lines.length = 0
  const res = await deliver(makeEvent('customer.subscription.created', structuredClone(newer)))
  assert.equal(res.body.result, 'applied')
  const row = await subscriber(h, user)
  assert.deepEqual([row.stripeSubscriptionId, row.subscriptionTier, row.subscribed], [newer.id, 'basic', true])
  const cancel = h.stripe.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${older.id}`)
  assert.equal(cancel?.params.prorate, 'true')
  assert.equal(h.stripe.subscriptions.get(older.id)?.status, 'canceled')
  assert.equal(h.stripe.subscriptions.get(newer.id)?.status, 'active')
  assert(h.log.lines.some((l) => l.includes('two live subscriptions') && l.includes(older.id)))
})

test('a late event of an older live subscription: it is cancelled and the newer one stays on the row', async () => {
  const { user, customer, sub: newer } = await customerWithSubscription({ created: now() })
  await deliver(makeEvent('customer.subscription.created', structuredClone(newer)))
  const older = makeSubscription({ customer, userId: user, price: PRICES.basic, created: now() - 2 * DAY })
  h.stripe.subscriptions.set(older.id, older)
  const res = await deliver(makeEvent('customer.subscription.updated', structuredClone(older)))
  assert.equal(res.body.result, 'superseded')
  const row = await subscriber(h, user)
  assert.deepEqual([row.stripeSubscriptionId, row.subscriptionTier], [newer.id, 'premium'])
  assert.equal(h.stripe.subscriptions.get(older.id)?.status, 'canceled')
  assert.equal(h.stripe.subscriptions.get(newer.id)?.status, 'active')
})

test('a database failure is a 500 (Stripe retries) with no secret in the body', async () => {
  const { sub } = await customerWithSubscription()
  const env = loadEnv({
    ...h.rawEnv,
    SUPABASE_DB_URL: `postgresql://postgres:${SECRETS.serviceRoleKey}@127.0.0.1:1/postgres`,
  })
  const deps = createDependencies(env, { log: h.log, stripe: h.deps.stripe })
  try {
    const req = await webhookRequest(makeEvent('customer.subscription.updated', sub), SECRETS.webhookSecret)
    const res = await inspect(await handleStripeWebhook(req, deps))
    assert.deepEqual([res.status, res.body], [500, { error: 'Internal server error' }])
  } finally {
    await deps.sql.end()
  }
})

test('a failing write rolls back the whole event (id included): 500, row unchanged', async () => {
  // The customer already belongs to another user: storing it again violates the unique key.
  const { customer } = await customerWithSubscription()
  const other = await createUser(h)
  const before = await subscriber(h, other)
  const sub = makeSubscription({ customer, userId: other, price: PRICES.basic })
  h.stripe.subscriptions.set(sub.id, sub)
  const event = makeEvent('checkout.session.completed', checkoutSessionFor(sub, other))
  const res = await deliver(event)
  assert.deepEqual([res.status, res.body], [500, { error: 'Internal server error' }])
  assert.deepEqual(await subscriber(h, other), before)
  assert.equal(await eventCount(event.id), 0)
})

test('deleted account: a live subscription an event names is cancelled in Stripe, so nobody is charged again', async () => {
  // Named by the subscription's metadata.
  const byMetadata = await customerWithSubscription()
  await h.sql`delete from auth.users where id = ${byMetadata.user}`
  const res = await deliver(makeEvent('invoice.paid', invoiceFor(byMetadata.sub)))
  assert.deepEqual([res.status, res.body.result], [200, 'cancelled_deleted_account'])
  assert.equal(h.stripe.subscriptions.get(byMetadata.sub.id)?.status, 'canceled')
  const cancel = h.stripe.requests.find(
    (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${byMetadata.sub.id}`,
  )
  assert.equal(cancel?.params.prorate, 'true')

  // Named only by its customer's metadata (create-checkout makes customers with it).
  const user = await createUser(h)
  const customer = stripeId('cus')
  h.stripe.customers.set(customer, { id: customer, object: 'customer', metadata: { user_id: user } })
  const sub = makeSubscription({ customer, price: PRICES.basic, status: 'trialing' })
  h.stripe.subscriptions.set(sub.id, sub)
  await h.sql`delete from auth.users where id = ${user}`
  const viaCustomer = await deliver(makeEvent('customer.subscription.created', structuredClone(sub)))
  assert.equal(viaCustomer.body.result, 'cancelled_deleted_account')
  assert.equal(h.stripe.subscriptions.get(sub.id)?.status, 'canceled')

  // Its own deletion event then changes nothing.
  const after = await deliver(
    makeEvent('customer.subscription.deleted', structuredClone(h.stripe.subscriptions.get(sub.id)!)),
  )
  assert.equal(after.body.result, 'unknown_user')
})

test('deleted account: an ended subscription is left alone; a member who still exists without a row gets one, not a cancellation', async () => {
  const ended = await customerWithSubscription({ status: 'canceled', endedAt: now() - DAY })
  await h.sql`delete from auth.users where id = ${ended.user}`
  h.stripe.resetRequests()
  const res = await deliver(makeEvent('customer.subscription.deleted', structuredClone(ended.sub)))
  assert.equal(res.body.result, 'unknown_user')
  assert(!h.stripe.requests.some((r) => r.method === 'DELETE'), 'no cancellation')

  const { user, sub } = await customerWithSubscription()
  await h.sql`delete from public.subscribers where user_id = ${user}`
  const kept = await deliver(makeEvent('customer.subscription.created', structuredClone(sub)))
  assert.equal(kept.body.result, 'applied')
  assert.equal(h.stripe.subscriptions.get(sub.id)?.status, 'active', 'not cancelled')
  assert.equal((await subscriber(h, user)).subscribed, true)
})
