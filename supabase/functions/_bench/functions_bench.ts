/**
 * `npm run bench:functions`: webhook throughput (events/s) for 1,000 distinct events and the same
 * 1,000 replayed, and the median in-process latency of check-subscription (ms), against the
 * local PostgreSQL (DATABASE_URL) and the local Stripe double. Targets: >= 300 events/s,
 * replays >= 2x first deliveries, check-subscription median < 5 ms with no Stripe request.
 */
import { handleCheckSubscription } from '../_shared/handlers/check-subscription.ts'
import { handleStripeWebhook } from '../_shared/handlers/stripe-webhook.ts'
import { makeEvent, makeSubscription, signPayload } from '../_tests/fixtures.ts'
import { type Harness, ORIGIN, PRICES, SECRETS, startHarness, tokenFor } from '../_tests/harness.ts'
import { startStripeDoubleInWorker, stripeId } from '../_tests/stripe_double.ts'

const EVENTS = Number(Deno.env.get('BENCH_EVENTS') ?? 1000)
const CONCURRENCY = Number(Deno.env.get('BENCH_CONCURRENCY') ?? 10)
const CHECKS = Number(Deno.env.get('BENCH_CHECKS') ?? 1000)

interface Delivery {
  payload: string
  signature: string
}

/** Runs `task(i)` for i in [0, n) with at most `concurrency` in flight; returns elapsed ms. */
async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++)
    }),
  )
  return performance.now() - start
}

async function deliverAll(h: Harness, deliveries: Delivery[], expected: string): Promise<number> {
  const ms = await pool(deliveries.length, CONCURRENCY, async (i) => {
    const d = deliveries[i]
    const res = await handleStripeWebhook(
      new Request('http://127.0.0.1/functions/v1/stripe-webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': d.signature },
        body: d.payload,
      }),
      h.deps,
    )
    const body = await res.json()
    if (res.status !== 200 || body.result !== expected) {
      throw new Error(`delivery ${i}: ${res.status} ${JSON.stringify(body)} (expected ${expected})`)
    }
  })
  return ms
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

// The double runs in its own thread: in production Stripe is another machine, so its CPU must
// not be charged to the functions.
const stripe = await startStripeDoubleInWorker({ secretKey: SECRETS.stripeKey })
const h = await startHarness({ stripeApiBase: stripe.url })
let failed = false
try {
  // 1,000 users (the sign-up trigger creates their subscriber rows), one subscription each.
  const users = await h.sql<{ id: string }[]>`
    insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data)
    select id, id || '@test.nexus.local', '{}'::jsonb, '{}'::jsonb
    from (select gen_random_uuid() as id from generate_series(1, ${EVENTS})) g
    returning id`
  h.userIds.push(...users.map((u) => u.id))
  const deliveries: Delivery[] = []
  const subs = users.map(({ id: userId }, i) =>
    makeSubscription({ customer: stripeId('cus'), userId, price: i % 2 ? PRICES.basic : PRICES.premium }),
  )
  await stripe.putSubscriptions(subs)
  for (const sub of subs) {
    const payload = JSON.stringify(makeEvent('customer.subscription.updated', sub))
    deliveries.push({ payload, signature: await signPayload(payload, SECRETS.webhookSecret) })
  }

  // Warm up connections and code paths outside the measurement.
  await h.deps.sql`select 1`

  const firstMs = await deliverAll(h, deliveries, 'applied')
  const replayMs = await deliverAll(h, deliveries, 'duplicate')
  const firstRate = (EVENTS / firstMs) * 1000
  const replayRate = (EVENTS / replayMs) * 1000

  // check-subscription, in process, token verified against the JWKS (Supabase's default).
  const userId = users[0].id
  const token = await tokenFor(h, userId, { kind: 'jwks' })
  const hsToken = await tokenFor(h, userId)
  const check = async (t: string) => {
    const res = await handleCheckSubscription(
      new Request('http://127.0.0.1/functions/v1/check-subscription', {
        method: 'POST',
        headers: { Authorization: `Bearer ${t}`, Origin: ORIGIN },
      }),
      h.deps,
    )
    if (res.status !== 200) throw new Error(`check-subscription answered ${res.status}`)
    await res.arrayBuffer()
  }
  for (let i = 0; i < 50; i++) await check(token)
  await stripe.resetRequests()
  const times: number[] = []
  const hsTimes: number[] = []
  for (let i = 0; i < CHECKS; i++) {
    let t0 = performance.now()
    await check(token)
    times.push(performance.now() - t0)
    t0 = performance.now()
    await check(hsToken)
    hsTimes.push(performance.now() - t0)
  }
  const stripeCalls = await stripe.requestCount()
  const checkMedian = median(times)

  const line = (label: string, value: string, ok: boolean, target: string) => {
    console.log(`${label.padEnd(44)} ${value.padStart(12)}   target ${target.padEnd(14)} ${ok ? 'ok' : 'MISSED'}`)
    if (!ok) failed = true
  }
  console.log(`\nedge functions benchmark (${EVENTS} events, concurrency ${CONCURRENCY}, ${CHECKS} checks)`)
  line('webhook, distinct events', `${firstRate.toFixed(0)} ev/s`, firstRate >= 300, '>= 300 ev/s')
  line('webhook, same events replayed', `${replayRate.toFixed(0)} ev/s`, replayRate >= 2 * firstRate, '>= 2x first')
  console.log(`${'  replay speed-up'.padEnd(44)} ${`${(replayRate / firstRate).toFixed(1)}x`.padStart(12)}`)
  line('check-subscription median (JWKS token)', `${checkMedian.toFixed(2)} ms`, checkMedian < 5, '< 5 ms')
  console.log(
    `${'check-subscription median (HS256 token)'.padEnd(44)} ${`${median(hsTimes).toFixed(2)} ms`.padStart(12)}`,
  )
  line('Stripe requests during check-subscription', String(stripeCalls), stripeCalls === 0, '0')
} finally {
  await h.close()
  stripe.close()
}
if (failed) {
  console.error('\nbench:functions: a target was missed')
  Deno.exit(1)
}
