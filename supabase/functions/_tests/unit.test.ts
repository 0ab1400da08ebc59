/** Pure units: environment validation, subscription-state mapping, form decoding. */
import assert from 'node:assert/strict'
import type Stripe from 'stripe'
import { EnvError, loadEnv } from '../_shared/env.ts'
import { subscriptionState } from '../_shared/subscription-state.ts'
import { bearerToken } from '../_shared/auth.ts'
import { HttpError } from '../_shared/errors.ts'
import { makeSubscription } from './fixtures.ts'
import { decodeForm } from './stripe_double.ts'

const prices = { basic: 'price_b', premium: 'price_p' }
const full = {
  SUPABASE_URL: 'https://abc.supabase.co/',
  SUPABASE_DB_URL: 'postgresql://postgres:pw@db:5432/postgres',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_BASIC: 'price_b',
  STRIPE_PRICE_PREMIUM: 'price_p',
  ALLOWED_ORIGINS: 'http://localhost:5173, https://app.example.com/',
}

Deno.test('env: names every missing variable and never a value', () => {
  try {
    loadEnv({ STRIPE_SECRET_KEY: 'sk_test_secretvalue', SUPABASE_JWT_SECRET: '' })
    assert.fail('expected EnvError')
  } catch (err) {
    assert(err instanceof EnvError)
    for (const name of [
      'SUPABASE_URL',
      'SUPABASE_DB_URL',
      'SUPABASE_SERVICE_ROLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_BASIC',
      'STRIPE_PRICE_PREMIUM',
      'ALLOWED_ORIGINS',
    ]) {
      assert(err.issues.includes(`Missing environment variable ${name}`), `${name} reported`)
    }
    assert(!err.message.includes('secretvalue'))
    assert(!err.message.includes('STRIPE_SECRET_KEY'), 'a present, valid key is not reported')
  }
})

Deno.test('env: parses origins, trims the URL, optional values', () => {
  const env = loadEnv({ ...full, STRIPE_API_BASE: 'http://127.0.0.1:12111' })
  assert.deepStrictEqual(env.allowedOrigins, ['http://localhost:5173', 'https://app.example.com'])
  assert.strictEqual(env.supabaseUrl, 'https://abc.supabase.co')
  assert.strictEqual(env.jwtSecret, undefined)
  assert.strictEqual(env.stripeApiBase?.port, '12111')
  assert.throws(() => loadEnv({ ...full, STRIPE_PRICE_PREMIUM: 'price_b' }), /must be different/)
  assert.throws(() => loadEnv({ ...full, STRIPE_WEBHOOK_SECRET: 'nope' }), /whsec_/)
})

Deno.test('state: active, trialing and scheduled cancel grant access; others do not', () => {
  const end = 1_900_000_000
  const s = (o: Record<string, unknown>) =>
    subscriptionState(
      makeSubscription({ customer: 'cus_1', price: 'price_p', periodEnd: end, ...o }) as unknown as Stripe.Subscription,
      prices,
    )
  assert.deepStrictEqual(
    [s({}).subscribed, s({}).tier, s({}).subscriptionEnd?.getTime()],
    [true, 'premium', end * 1000],
  )
  assert.strictEqual(s({ status: 'trialing', trialEnd: end }).subscribed, true)
  const cancelling = s({ cancelAtPeriodEnd: true })
  assert.deepStrictEqual([cancelling.subscribed, cancelling.cancelAtPeriodEnd], [true, true])
  for (const status of ['past_due', 'unpaid', 'paused', 'incomplete'])
    assert.strictEqual(s({ status }).subscribed, false, status)
  const ended = s({ status: 'canceled', endedAt: end - 100 })
  assert.deepStrictEqual(
    [ended.subscribed, ended.tier, ended.subscriptionEnd?.getTime()],
    [false, null, (end - 100) * 1000],
  )
  assert.strictEqual(s({ price: 'price_someone_else' }).subscribed, false, 'unknown price grants nothing')
})

Deno.test('auth: bearer parsing', () => {
  const req = (v?: string) => new Request('http://x', { headers: v ? { Authorization: v } : {} })
  assert.strictEqual(bearerToken(req('Bearer a.b.c')), 'a.b.c')
  for (const v of [undefined, 'Basic a.b.c', 'Bearer nonsense']) {
    assert.throws(
      () => bearerToken(req(v)),
      (e: unknown) => e instanceof HttpError && e.status === 401,
    )
  }
})

Deno.test("double: decodes Stripe's bracket form encoding", () => {
  const form =
    'mode=subscription&line_items[0][price]=p&line_items[0][quantity]=1&subscription_data[metadata][user_id]=u'
  assert.deepStrictEqual(decodeForm(form), {
    mode: 'subscription',
    line_items: [{ price: 'p', quantity: '1' }],
    subscription_data: { metadata: { user_id: 'u' } },
  })
})
