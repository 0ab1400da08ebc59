/**
 * delete-account and contact-message against PostgreSQL, the Stripe double and the Storage double;
 * the functions' role.
 */
import assert from 'node:assert/strict'
import { CLIENT_IP_HEADER, handleContactMessage, TOO_MANY_MESSAGES } from '../_shared/handlers/contact-message.ts'
import { handleDeleteAccount, WRONG_PASSWORD } from '../_shared/handlers/delete-account.ts'
import { handleRetryFileRemovals } from '../_shared/handlers/retry-file-removals.ts'
import { LIST_PAGE, RESOURCES_BUCKET } from '../_shared/storage.ts'
import { MAX_PER_EMAIL, MAX_PER_IP, RETENTION_MONTHS } from '../_shared/contact-messages.ts'
import { makeSubscription } from './fixtures.ts'
import postgres from 'postgres'
import { createDependencies } from '../_shared/deps.ts'
import {
  call,
  createUser,
  type Harness,
  PRICES,
  SECRETS,
  startHarness,
  test,
  tokenFor,
  USER_PASSWORD,
} from './harness.ts'
import { stripeId } from './stripe_double.ts'

let h: Harness
Deno.test.beforeAll(async () => {
  h = await startHarness()
})
Deno.test.afterAll(async () => {
  await h.sql`delete from public.contact_messages where email like '%@contact.nexus.test'`
  await h.sql`delete from private.storage_removals where folder = any(${h.userIds})`
  await h.close()
})

const userExists = async (id: string) => (await h.sql`select 1 from auth.users where id = ${id}`).length === 1

/** A member with a live subscription in "Stripe" and on their row, plus a support request. */
async function payingMember() {
  const user = await createUser(h)
  const customer = stripeId('cus')
  const sub = makeSubscription({ customer, userId: user, price: PRICES.basic })
  h.stripe.subscriptions.set(sub.id, sub)
  await h.sql`update public.subscribers set stripe_customer_id = ${customer}, stripe_subscription_id = ${sub.id},
    status = 'active', subscribed = true, subscription_tier = 'basic' where user_id = ${user}`
  await h.sql`insert into public.support_requests (user_id, kind, category, subject, message, priority)
    values (${user}, 'support', 'billing', 'Invoice', 'Where is it?', 'medium')`
  return { user, sub }
}

test('delete-account: 401 without a token, and nothing is deleted', async () => {
  const user = await createUser(h)
  const res = await call(h, handleDeleteAccount, {})
  assert.equal(res.status, 401)
  assert(await userExists(user))
})

const withPassword = { password: USER_PASSWORD }

test('delete-account: a token without the password, or with a wrong one, deletes nothing', async () => {
  const user = await createUser(h)
  const token = await tokenFor(h, user)
  const none = await call(h, handleDeleteAccount, { token })
  assert.equal(none.status, 400)
  assert.equal(none.body.error, 'Request body must be a JSON object')
  const blank = await call(h, handleDeleteAccount, { token, body: { password: '' } })
  assert.equal(blank.status, 400)
  const wrong = await call(h, handleDeleteAccount, { token, body: { password: 'not-the-password' } })
  assert.equal(wrong.status, 401)
  assert.equal(wrong.body.error, WRONG_PASSWORD)
  assert(await userExists(user), 'the account is kept')
})

test("delete-account: a member's token deletes only that member, whatever the body names", async () => {
  const a = await createUser(h)
  const b = await createUser(h)
  const res = await call(h, handleDeleteAccount, {
    token: await tokenFor(h, b),
    body: { ...withPassword, userId: a, user_id: a },
  })
  assert.equal(res.status, 200)
  assert.deepEqual(res.body, { deleted: true })
  assert(await userExists(a), "A's account is untouched")
  assert(!(await userExists(b)))
})

test('delete-account: cancels the live subscription (prorated), then the user and all their rows are gone', async () => {
  const { user, sub } = await payingMember()
  h.stripe.resetRequests()
  const res = await call(h, handleDeleteAccount, {
    token: await tokenFor(h, user, { kind: 'jwks' }),
    body: withPassword,
  })
  assert.equal(res.status, 200)
  const cancel = h.stripe.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)
  assert(cancel, 'the subscription was cancelled in Stripe')
  assert.equal(cancel.params.prorate, 'true')
  assert.equal(h.stripe.subscriptions.get(sub.id)?.status, 'canceled')
  assert(!(await userExists(user)))
  for (const table of ['profiles', 'subscribers', 'support_requests']) {
    const column = table === 'profiles' ? 'id' : 'user_id'
    const rows = await h.sql.unsafe(`select 1 from public.${table} where ${column} = $1`, [user])
    assert.equal(rows.length, 0, `${table} row removed`)
  }
})

test('delete-account: Stripe failing is a 502 and nothing is deleted; a retry then succeeds', async () => {
  const { user } = await payingMember()
  h.stripe.failWith(500)
  try {
    const res = await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })
    assert.equal(res.status, 502)
    assert.match(res.body.error, /Payment provider request failed/)
  } finally {
    h.stripe.clearFailure()
  }
  assert(await userExists(user), 'the account is kept while its subscription could not be cancelled')
  assert.equal((await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })).status, 200)
})

test('delete-account: a subscription Stripe no longer knows does not block the deletion; a second call is refused', async () => {
  const user = await createUser(h)
  await h.sql`update public.subscribers set stripe_customer_id = ${stripeId('cus')}, stripe_subscription_id = 'sub_gone',
    status = 'active', subscribed = true, subscription_tier = 'basic' where user_id = ${user}`
  const token = await tokenFor(h, user)
  assert.equal((await call(h, handleDeleteAccount, { token, body: withPassword })).status, 200)
  // The token outlives the account, but no password can be proved for a deleted account.
  const again = await call(h, handleDeleteAccount, { token, body: withPassword })
  assert.equal(again.status, 401)
  assert.equal(again.body.error, WRONG_PASSWORD)
})

/**
 * Sends the contact form as it reaches the function behind Supabase's edge: `ip` is the address
 * the edge recorded (`CF-Connecting-IP`); `headers` are what the sender itself chose to send.
 */
const contact = (body: unknown, ip: string | null = '203.0.113.7', headers: Record<string, string> = {}) =>
  call(h, handleContactMessage, { body, headers: ip === null ? headers : { ...headers, [CLIENT_IP_HEADER]: ip } })
const message = (email: string) => ({ name: 'Ada', email, subject: 'Hello', message: 'A question about rooms.' })
const stored = async (email: string) =>
  await h.sql`select name, subject, message, host(ip) as ip from public.contact_messages where lower(email) = lower(${email})`

test('contact-message: stores a valid message with the sender IP, readable only by the service side', async () => {
  const email = `ok-${crypto.randomUUID()}@contact.nexus.test`
  const res = await contact(message(email), '198.51.100.4')
  assert.equal(res.status, 200)
  assert.deepEqual(res.body, { received: true })
  assert.deepEqual(
    [...(await stored(email))],
    [{ name: 'Ada', subject: 'Hello', message: 'A question about rooms.', ip: '198.51.100.4' }],
  )
})

test('contact-message: 400 for a bad body and nothing stored', async () => {
  const email = `bad-${crypto.randomUUID()}@contact.nexus.test`
  for (const body of [
    { ...message(email), email: 'not-an-email' },
    { ...message(email), message: '   ' },
    { name: 'x' },
  ]) {
    const res = await contact(body)
    assert.equal(res.status, 400)
    assert.equal(typeof res.body.error, 'string')
  }
  assert.equal((await stored(email)).length, 0)
})

test('contact-message: storing a message deletes those older than 12 months and keeps younger ones', async () => {
  const old = `old-${crypto.randomUUID()}@contact.nexus.test`
  const recent = `recent-${crypto.randomUUID()}@contact.nexus.test`
  await h.sql`insert into public.contact_messages (name, email, subject, message, created_at) values
    ('Old', ${old}, 'Hi', 'Long ago', now() - make_interval(months => ${RETENTION_MONTHS}, days => 1)),
    ('Recent', ${recent}, 'Hi', 'Not so long ago', now() - make_interval(months => ${RETENTION_MONTHS - 1}))`
  const email = `new-${crypto.randomUUID()}@contact.nexus.test`
  assert.equal((await contact(message(email))).status, 200)
  assert.equal((await stored(old)).length, 0)
  assert.equal((await stored(recent)).length, 1)
  assert.equal((await stored(email)).length, 1)
})

test('contact-message: one address may send 3 an hour (any letter case); the 4th is 429 with Retry-After', async () => {
  const email = `limit-${crypto.randomUUID()}@contact.nexus.test`
  for (let i = 0; i < MAX_PER_EMAIL; i++) {
    const ip = `192.0.2.${10 + i}`
    assert.equal((await contact(message(i === 1 ? email.toUpperCase() : email), ip)).status, 200)
  }
  const res = await contact(message(email), '192.0.2.99')
  assert.equal(res.status, 429)
  assert.equal(res.body.error, TOO_MANY_MESSAGES)
  assert.equal(res.headers.get('Retry-After'), '3600')
  assert.equal((await stored(email)).length, MAX_PER_EMAIL)
})

test('contact-message: one IP may send 10 an hour whatever the address', async () => {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const prefix = `ip-${crypto.randomUUID()}`
  for (let i = 0; i < MAX_PER_IP; i++) {
    assert.equal((await contact(message(`${prefix}-${i}@contact.nexus.test`), ip)).status, 200)
  }
  assert.equal((await contact(message(`${prefix}-last@contact.nexus.test`), ip)).status, 429)
})

test('contact-message: forwarding headers the sender forges change neither the limit nor the stored IP', async () => {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const prefix = `forged-${crypto.randomUUID()}`
  const forged = (i: number) => ({
    'X-Forwarded-For': `203.0.113.${i + 1}, ${ip}`,
    'X-Real-IP': `192.0.2.${i + 1}`,
    'True-Client-IP': `100.64.1.${i + 1}`,
  })
  for (let i = 0; i < MAX_PER_IP; i++) {
    assert.equal((await contact(message(`${prefix}-${i}@contact.nexus.test`), ip, forged(i))).status, 200)
  }
  const res = await contact(message(`${prefix}-last@contact.nexus.test`), ip, forged(MAX_PER_IP))
  assert.equal(res.status, 429)
  assert.equal(res.body.error, TOO_MANY_MESSAGES)
  const ips = await h.sql`select distinct host(ip) as ip from public.contact_messages where email like ${`${prefix}-%`}`
  assert.deepEqual([...ips], [{ ip }])
})

test('contact-message: with no address from the edge, forged headers are not stored as the IP', async () => {
  const email = `no-edge-${crypto.randomUUID()}@contact.nexus.test`
  const res = await contact(message(email), null, { 'X-Forwarded-For': '203.0.113.50', 'X-Real-IP': '203.0.113.51' })
  assert.equal(res.status, 200)
  assert.deepEqual(
    [...(await stored(email))].map((row) => row.ip),
    [null],
  )
})

test('contact-message: concurrent sends from one address cannot overshoot the limit', async () => {
  const email = `race-${crypto.randomUUID()}@contact.nexus.test`
  const results = await Promise.all(Array.from({ length: 6 }, (_, i) => contact(message(email), `100.64.0.${i + 1}`)))
  assert.equal(results.filter((r) => r.status === 200).length, MAX_PER_EMAIL)
  assert.equal(results.filter((r) => r.status === 429).length, 6 - MAX_PER_EMAIL)
  assert.equal((await stored(email)).length, MAX_PER_EMAIL)
})

test("the functions' connection runs as edge_functions with only the grants it uses", async () => {
  const [{ role }] = await h.deps.sql<{ role: string }[]>`select current_user as role`
  assert.equal(role, 'edge_functions')
  for (const statement of [
    'select * from public.profiles limit 1',
    'select id from auth.users limit 1',
    'delete from public.subscribers where false',
    'insert into public.subscribers (user_id) values (gen_random_uuid())',
    'select * from public.support_requests limit 1',
    'truncate public.stripe_events',
  ]) {
    await assert.rejects(h.deps.sql.unsafe(statement), /permission denied/, statement)
  }
})

test("delete-account: every object in the member's resources folder is removed through Storage, in pages", async () => {
  const user = await createUser(h)
  const other = await createUser(h)
  const names = Array.from({ length: LIST_PAGE * 2 + 5 }, (_, i) => `${user}/${String(i).padStart(3, '0')}.pdf`)
  h.storage.put(RESOURCES_BUCKET, [...names, `${user}/old/nested.pdf`, `${other}/kept.pdf`])
  h.storage.calls.length = 0
  const res = await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })
  assert.equal(res.status, 200)
  assert.deepEqual(h.storage.left(RESOURCES_BUCKET, `${user}/`), [])
  assert.deepEqual(h.storage.left(RESOURCES_BUCKET, `${other}/`), [`${other}/kept.pdf`], "another member's file stays")
  const removals = h.storage.calls.filter((c) => c.startsWith('remove'))
  assert(removals.length >= 3, `removed in pages: ${removals.join(', ')}`)
  assert(
    removals.every((c) => Number(c.split(' ')[2]) <= LIST_PAGE),
    'no call removes more than a page',
  )
  assert(!(await userExists(user)))
})

/** The recorded (still to be emptied) folder of `user`, or undefined. */
const pendingFolder = async (user: string) =>
  (
    await h.sql<{ attempts: number; last_error: string | null }[]>`
    select attempts, last_error from private.storage_removals where bucket = ${RESOURCES_BUCKET} and folder = ${user}`
  )[0]

/** Calls retry-file-removals as the scheduled job does (service-role key), after the 1-minute pause. */
async function scheduledRetry() {
  await h.sql`update private.storage_removals set last_attempt_at = now() - interval '2 minutes'
    where last_attempt_at is not null`
  return await call(h, handleRetryFileRemovals, {
    origin: null,
    headers: { Authorization: `Bearer ${SECRETS.serviceRoleKey}` },
  })
}

test('delete-account: billing first: Stripe failing is a 502 and neither rows nor files are touched', async () => {
  const { user, sub } = await payingMember()
  h.storage.put(RESOURCES_BUCKET, [`${user}/a.pdf`])
  h.storage.calls.length = 0
  h.stripe.failWith(500)
  try {
    const res = await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })
    assert.equal(res.status, 502)
  } finally {
    h.stripe.clearFailure()
  }
  assert(await userExists(user), 'the account stays')
  assert.deepEqual(h.storage.left(RESOURCES_BUCKET, `${user}/`), [`${user}/a.pdf`], 'the files stay')
  assert.deepEqual(h.storage.calls, [], 'Storage was not called')
  assert.equal(await pendingFolder(user), undefined, 'nothing is recorded')
  assert.equal(h.stripe.subscriptions.get(sub.id)?.status, 'active')
})

test('delete-account: Storage failing after the rows are gone still deletes the account; the scheduled retry removes the files', async () => {
  for (const kind of ['list', 'remove'] as const) {
    const { user, sub } = await payingMember()
    h.storage.put(RESOURCES_BUCKET, [`${user}/a.pdf`, `${user}/b.pdf`])
    h.storage.failWith(kind)
    try {
      const res = await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })
      assert.equal(res.status, 200, kind)
      assert.deepEqual(res.body, { deleted: true })
    } finally {
      h.storage.failWith(null)
    }
    assert(!(await userExists(user)), `the account is deleted although Storage's ${kind} failed`)
    assert.equal(h.stripe.subscriptions.get(sub.id)?.status, 'canceled', 'billing ended first')
    assert.deepEqual(h.storage.left(RESOURCES_BUCKET, `${user}/`), [`${user}/a.pdf`, `${user}/b.pdf`])
    const pending = await pendingFolder(user)
    assert.equal(pending?.attempts, 1, 'the folder is recorded with the failed attempt')
    assert.match(pending?.last_error ?? '', /Internal server error/)

    const retry = await scheduledRetry()
    assert.equal(retry.status, 200)
    assert(retry.body.emptied >= 1, JSON.stringify(retry.body))
    assert.deepEqual(h.storage.left(RESOURCES_BUCKET, `${user}/`), [], 'no file is left')
    assert.equal(await pendingFolder(user), undefined, 'the record is gone')
  }
})

test("retry-file-removals: a failing Storage keeps the record and counts the attempt; a later member's deletion retries it", async () => {
  const { user } = await payingMember()
  h.storage.put(RESOURCES_BUCKET, [`${user}/a.pdf`])
  h.storage.failWith('remove')
  try {
    assert.equal(
      (await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })).status,
      200,
    )
    const retry = await scheduledRetry()
    assert.equal(retry.status, 200)
    assert(retry.body.failed >= 1 && retry.body.left >= 1, JSON.stringify(retry.body))
  } finally {
    h.storage.failWith(null)
  }
  assert.equal((await pendingFolder(user))?.attempts, 2)
  assert.deepEqual(h.storage.left(RESOURCES_BUCKET, `${user}/`), [`${user}/a.pdf`])

  await h.sql`update private.storage_removals set last_attempt_at = now() - interval '2 minutes' where folder = ${user}`
  const next = await createUser(h)
  assert.equal((await call(h, handleDeleteAccount, { token: await tokenFor(h, next), body: withPassword })).status, 200)
  assert.deepEqual(
    h.storage.left(RESOURCES_BUCKET, `${user}/`),
    [],
    "the next deletion emptied the earlier member's folder",
  )
  assert.equal(await pendingFolder(user), undefined)
})

test('retry-file-removals: only the service-role key may call it', async () => {
  const refused: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer not-the-key' },
    { Authorization: SECRETS.serviceRoleKey },
  ]
  for (const headers of refused) {
    const res = await call(h, handleRetryFileRemovals, { origin: null, headers })
    assert.equal(res.status, 401)
  }
  const user = await createUser(h)
  const member = await call(h, handleRetryFileRemovals, { token: await tokenFor(h, user) })
  assert.equal(member.status, 401, "a member's token is not the key")
})

test('delete-account: open Checkout Sessions of the member are expired before the account goes; others are not', async () => {
  const { user } = await payingMember()
  const [{ stripe_customer_id: customer }] =
    await h.sql`select stripe_customer_id from public.subscribers where user_id = ${user}`
  const other = stripeId('cus')
  const session = (c: string, status = 'open') => {
    const id = stripeId('cs_test')
    h.stripe.checkoutSessions.set(id, {
      id,
      object: 'checkout.session',
      created: 1,
      status,
      customer: c,
      url: `https://x/${id}`,
    })
    return id
  }
  const open = [session(customer), session(customer)]
  const done = session(customer, 'complete')
  const foreign = session(other)
  const res = await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })
  assert.equal(res.status, 200)
  for (const id of open) assert.equal(h.stripe.checkoutSessions.get(id)?.status, 'expired', id)
  assert.equal(h.stripe.checkoutSessions.get(done)?.status, 'complete')
  assert.equal(h.stripe.checkoutSessions.get(foreign)?.status, 'open', "another customer's session stays open")
})

test('delete-account: a customer deleted in Stripe does not block the deletion', async () => {
  const { user } = await payingMember()
  const [{ stripe_customer_id: customer }] =
    await h.sql`select stripe_customer_id from public.subscribers where user_id = ${user}`
  h.stripe.customers.set(customer, { id: customer, object: 'customer', deleted: true })
  const res = await call(h, handleDeleteAccount, { token: await tokenFor(h, user), body: withPassword })
  assert.equal(res.status, 200)
  assert(!(await userExists(user)))
})

test('delete-account: wrong passwords are limited to 5 per 15 minutes per account (429 with when to try again)', async () => {
  const user = await createUser(h)
  const other = await createUser(h)
  const token = await tokenFor(h, user)
  for (let i = 0; i < 5; i++) {
    const res = await call(h, handleDeleteAccount, { token, body: { password: `wrong-${i}` } })
    assert.equal(res.status, 401, `attempt ${i + 1}`)
  }
  for (const password of ['wrong-again', USER_PASSWORD]) {
    const res = await call(h, handleDeleteAccount, { token, body: { password } })
    assert.equal(res.status, 429)
    assert.equal(res.body.error, 'Too many wrong passwords. Please try again in 15 minutes.')
    const retryAfter = Number(res.headers.get('Retry-After'))
    assert(retryAfter > 800 && retryAfter <= 900, `Retry-After ${retryAfter}`)
  }
  assert(await userExists(user), 'the account stays')
  const res = await call(h, handleDeleteAccount, { token: await tokenFor(h, other), body: withPassword })
  assert.equal(res.status, 200, 'another account is not limited by them')
})

test('delete-account: remove_anonymous_posts is passed on to delete_user_account (false unless chosen)', async () => {
  const seen: unknown[][] = []
  const sql = postgres(h.databaseUrl, {
    prepare: false,
    max: 2,
    onnotice: () => {},
    connection: { role: 'edge_functions' },
    debug: (_conn, query, params) => {
      if (query.includes('delete_user_account')) seen.push(params)
    },
  })
  const deps = createDependencies(h.env, { sql, storage: h.deps.storage, log: h.log })
  try {
    const a = await createUser(h)
    const b = await createUser(h)
    const bad = await call(h, handleDeleteAccount, {
      token: await tokenFor(h, a),
      body: { ...withPassword, remove_anonymous_posts: 'yes' },
      deps,
    })
    assert.equal(bad.status, 400)
    assert(await userExists(a))
    assert.equal(
      (await call(h, handleDeleteAccount, { token: await tokenFor(h, a), body: withPassword, deps })).status,
      200,
    )
    const chosen = { ...withPassword, remove_anonymous_posts: true }
    assert.equal((await call(h, handleDeleteAccount, { token: await tokenFor(h, b), body: chosen, deps })).status, 200)
    // postgres.js sends booleans in PostgreSQL's text form.
    assert.deepEqual(seen, [
      [a, 'f'],
      [b, 't'],
    ])
  } finally {
    await sql.end()
  }
})
