/** `turn-credentials`: coturn REST credentials for signed-in members, none without a TURN server. */
import assert from 'node:assert/strict'
import { createDependencies } from '../_shared/deps.ts'
import { loadEnv } from '../_shared/env.ts'
import { handleTurnCredentials, NO_RELAY_TTL_S } from '../_shared/handlers/turn-credentials.ts'
import { hmacSha1Base64, TURN_TTL_SECONDS, turnCredentials } from '../_shared/turn.ts'
import { createRouter } from '../_dev/router.ts'
import { addVerifiedFactor, call, createUser, type Harness, inspect, startHarness, test, tokenFor } from './harness.ts'

const TURN_SECRET = 'turn-test-static-auth-secret'
const TURN_URLS = ['turn:turn.nexus.test:3478?transport=udp', 'turns:turn.nexus.test:5349?transport=tcp']

let h: Harness
Deno.test.beforeAll(async () => {
  h = await startHarness()
})
Deno.test.afterAll(() => h.close())

/** The harness's dependencies with TURN_URLS and TURN_SECRET set (or as given). */
function withTurn(extra: Record<string, string> = { TURN_URLS: TURN_URLS.join(', '), TURN_SECRET }) {
  return createDependencies(loadEnv({ ...h.rawEnv, ...extra }), { sql: h.deps.sql, stripe: h.deps.stripe, log: h.log })
}

/** Verifies `credential` as coturn does: base64 HMAC-SHA1 of `username` with the secret (WebCrypto). */
async function coturnAccepts(username: string, credential: string, secret = TURN_SECRET): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['verify'],
  )
  const signature = Uint8Array.from(atob(credential), (c) => c.charCodeAt(0))
  return crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(username))
}

test('turn-credentials: 401 when signed out, whether TURN is configured or not', async () => {
  for (const deps of [withTurn(), h.deps]) {
    const missing = await call(h, handleTurnCredentials, { deps })
    assert.deepEqual([missing.status, missing.body], [401, { error: 'Missing or malformed bearer token' }])
    const forged = await call(h, handleTurnCredentials, {
      deps,
      token: await tokenFor(h, crypto.randomUUID(), { secret: 'not-the-project-secret' }),
    })
    assert.deepEqual([forged.status, forged.body], [401, { error: 'Invalid bearer token' }])
  }
})

test('turn-credentials: no TURN servers (200, empty list) when TURN_URLS or TURN_SECRET is not set', async () => {
  const user = await createUser(h)
  const token = await tokenFor(h, user)
  for (const deps of [
    h.deps,
    withTurn({ TURN_URLS: TURN_URLS[0] }),
    withTurn({ TURN_SECRET }),
    withTurn({ TURN_URLS: ' ', TURN_SECRET }),
  ]) {
    const res = await call(h, handleTurnCredentials, { deps, token })
    assert.deepEqual([res.status, res.body], [200, { iceServers: [], ttl: NO_RELAY_TTL_S }])
  }
})

test('turn-credentials: a signed-in member gets every TURN URL with coturn REST credentials valid at most an hour', async () => {
  const user = await createUser(h)
  const before = Math.floor(Date.now() / 1000)
  const res = await call(h, handleTurnCredentials, { deps: withTurn(), token: await tokenFor(h, user) })
  const after = Math.floor(Date.now() / 1000)
  assert.equal(res.status, 200)
  assert.deepEqual(Object.keys(res.body).sort(), ['iceServers', 'ttl'])
  assert.ok(res.body.ttl > 0 && res.body.ttl <= 3600, `ttl ${res.body.ttl}`)
  assert.equal(res.body.iceServers.length, 1)
  const [server] = res.body.iceServers
  assert.deepEqual(server.urls, TURN_URLS)
  const match = /^(\d+):([0-9a-f-]{36})$/.exec(server.username)
  assert.ok(match, `username ${server.username} is <expiry>:<user id>`)
  assert.equal(match[2], user)
  const expiry = Number(match[1])
  assert.ok(expiry > after, 'the credentials are valid now')
  assert.ok(expiry <= after + 3600 && expiry - before <= 3600, `expiry ${expiry - before} s from now is at most 3,600`)
  assert.ok(
    await coturnAccepts(server.username, server.credential),
    'the HMAC-SHA1 of the username with TURN_SECRET checks out',
  )
  assert.equal(
    await coturnAccepts(server.username, server.credential, 'another-secret'),
    false,
    'and only with that secret',
  )
  assert.equal(
    await coturnAccepts(`${expiry + 3600}:${user}`, server.credential),
    false,
    'a longer expiry does not check out',
  )
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'http://localhost:5173')
  assert.equal(res.headers.get('Cache-Control'), 'no-store')
})

test('turn-credentials: an aal1 token of a member with a second factor is refused; GET works; other methods 405', async () => {
  const user = await createUser(h)
  await addVerifiedFactor(h, user)
  const aal1 = await call(h, handleTurnCredentials, { deps: withTurn(), token: await tokenFor(h, user) })
  assert.equal(aal1.status, 401)
  const get = await call(h, handleTurnCredentials, {
    deps: withTurn(),
    method: 'GET',
    token: await tokenFor(h, user, { aal: 'aal2' }),
  })
  assert.equal(get.status, 200)
  const put = await call(h, handleTurnCredentials, {
    deps: withTurn(),
    method: 'PUT',
    token: await tokenFor(h, user, { aal: 'aal2' }),
  })
  assert.equal(put.status, 405)
})

test('turn-credentials: served at /functions/v1/turn-credentials by the local router', async () => {
  const user = await createUser(h)
  const res = await inspect(
    await createRouter(withTurn())(
      new Request('http://127.0.0.1/functions/v1/turn-credentials', {
        method: 'POST',
        headers: { Authorization: `Bearer ${await tokenFor(h, user)}`, Origin: 'http://localhost:5173' },
      }),
    ),
  )
  assert.equal(res.status, 200)
  assert.equal(res.body.iceServers[0].username.split(':')[1], user)
})

test('turn: the credentials follow the clock and never outlive an hour', async () => {
  const now = Date.UTC(2026, 10, 30, 12, 0, 0)
  const body = await turnCredentials({
    urls: TURN_URLS,
    secret: TURN_SECRET,
    userId: 'u',
    nowMs: now,
    ttlSeconds: 7200,
  })
  assert.equal(body.ttl, TURN_TTL_SECONDS)
  assert.equal(body.iceServers[0].username, `${now / 1000 + 3600}:u`)
  // RFC 2202 test case 2 (HMAC-SHA1, key "Jefe"), in base64.
  assert.equal(
    await hmacSha1Base64('Jefe', 'what do ya want for nothing?'),
    btoa(
      String.fromCharCode(
        ...[
          0xef, 0xfc, 0xdf, 0x6a, 0xe5, 0xeb, 0x2f, 0xa2, 0xd2, 0x74, 0x16, 0xd5, 0xf1, 0x84, 0xdf, 0x9c, 0x25, 0x9a,
          0x7c, 0x79,
        ],
      ),
    ),
  )
})

Deno.test('env: TURN_URLS must be turn: or turns: URLs', () => {
  assert.throws(() => loadEnv({ ...h.rawEnv, TURN_URLS: 'https://turn.example.com', TURN_SECRET }), /TURN_URLS must be/)
})
