/**
 * Realtime through @supabase/supabase-js only (WebSocket transport `ws`): private channels
 * authorised by RLS policies on realtime.messages, Broadcast between clients and from the database
 * (realtime.send, also from a trigger), Presence, and tokens that expire or change.
 *
 * Members are tokens signed here with the project's JWT secret (`sub` a fresh uuid), given to the
 * client with `realtime.setAuth()`: Realtime only reads the claims, so no Auth account is needed.
 * The policies are test-only, created as superuser and dropped afterwards.
 */
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import * as jose from 'jose'
import type pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminSql, backendEnv, newClient } from './harness.ts'

let sql: pg.Client
const clients: SupabaseClient[] = []

beforeAll(async () => {
  sql = await adminSql()
  await sql.query(`
    drop policy if exists realtime_test_read on realtime.messages;
    create policy realtime_test_read on realtime.messages for select to authenticated
      using (realtime.topic() in ('test:' || auth.uid()::text, 'readonly:' || auth.uid()::text));
    drop policy if exists realtime_test_write on realtime.messages;
    create policy realtime_test_write on realtime.messages for insert to authenticated
      with check (realtime.topic() = 'test:' || auth.uid()::text);

    -- A table whose trigger broadcasts each new row to its owner's private topic.
    create schema if not exists realtime_test;
    create table if not exists realtime_test.notes (owner uuid not null, body text not null);
    create or replace function realtime_test.broadcast_note() returns trigger language plpgsql as $$
    begin
      perform realtime.send(jsonb_build_object('body', new.body), 'note', 'test:' || new.owner::text, true);
      return null;
    end $$;
    create or replace trigger broadcast_note after insert on realtime_test.notes
      for each row execute function realtime_test.broadcast_note();
  `)
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()))
})

afterAll(async () => {
  await sql.query(`
    drop policy if exists realtime_test_read on realtime.messages;
    drop policy if exists realtime_test_write on realtime.messages;
    drop schema if exists realtime_test cascade;
  `)
  await sql.end()
})

/** A session-like access token for `sub`, valid for `seconds` (negative: already expired). */
async function accessToken(sub: string, seconds = 3600): Promise<string> {
  const iat = Math.floor(Date.now() / 1000)
  return new jose.SignJWT({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    iss: `${backendEnv().url}/auth/v1`,
    iat,
    exp: iat + seconds,
    session_id: randomUUID(),
    aal: 'aal1',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(backendEnv().jwtSecret))
}

/** A client with the anon key, signed in to Realtime with `token` when given. */
async function realtimeClient(token?: string): Promise<SupabaseClient> {
  const client = newClient()
  clients.push(client)
  if (token) await client.realtime.setAuth(token)
  return client
}

/** Retries `assertion` until it passes (5 s at most: the machine may be busy). */
function eventually(assertion: () => void): Promise<void> {
  return vi.waitFor(assertion, { timeout: 5000, interval: 20 })
}

interface Watched {
  channel: RealtimeChannel
  statuses: { status: string; err?: Error }[]
  /** Resolves with the first status seen that is in `wanted`. */
  until(...wanted: string[]): Promise<{ status: string; err?: Error }>
}

/** Subscribes `channel` and records every status its callback gets. */
function subscribe(channel: RealtimeChannel): Watched {
  const statuses: { status: string; err?: Error }[] = []
  channel.subscribe((status, err) => statuses.push({ status, err }))
  return {
    channel,
    statuses,
    until: async (...wanted) => {
      await eventually(() => expect(statuses.some((s) => wanted.includes(s.status))).toBe(true))
      return statuses.find((s) => wanted.includes(s.status))!
    },
  }
}

describe('private channels', () => {
  it('are refused without a policy allowing the member to read the topic, joined with one', async () => {
    const me = randomUUID()
    const client = await realtimeClient(await accessToken(me))
    const other = randomUUID()

    const refused = await subscribe(client.channel(`test:${other}`, { config: { private: true } })).until(
      'SUBSCRIBED',
      'CHANNEL_ERROR',
    )
    expect(refused.status).toBe('CHANNEL_ERROR')
    expect(refused.err?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: test:${other}`,
    )

    const anon = await realtimeClient()
    const anonRefused = await subscribe(anon.channel(`test:${me}`, { config: { private: true } })).until(
      'SUBSCRIBED',
      'CHANNEL_ERROR',
    )
    expect(anonRefused.status).toBe('CHANNEL_ERROR')

    const joined = await subscribe(client.channel(`test:${me}`, { config: { private: true } })).until(
      'SUBSCRIBED',
      'CHANNEL_ERROR',
    )
    expect(joined.status).toBe('SUBSCRIBED')
  })

  it('relay a Broadcast only when the INSERT policy allows it', async () => {
    const me = randomUUID()
    const client = await realtimeClient(await accessToken(me))
    const received: unknown[] = []
    const config = { private: true, broadcast: { self: true, ack: true } }

    const writable = client.channel(`test:${me}`, { config })
    writable.on('broadcast', { event: 'ping' }, (message) => received.push(message))
    expect((await subscribe(writable).until('SUBSCRIBED', 'CHANNEL_ERROR')).status).toBe('SUBSCRIBED')
    expect(await writable.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok')
    await eventually(() => expect(received).toEqual([{ type: 'broadcast', event: 'ping', payload: { n: 1 } }]))

    // Readable but not writable: Realtime drops the message without an ack.
    const readOnly = client.channel(`readonly:${me}`, { config })
    readOnly.on('broadcast', { event: 'ping' }, (message) => received.push(message))
    expect((await subscribe(readOnly).until('SUBSCRIBED', 'CHANNEL_ERROR')).status).toBe('SUBSCRIBED')
    expect(await readOnly.send({ type: 'broadcast', event: 'ping', payload: { n: 2 } }, { timeout: 1500 })).toBe(
      'timed out',
    )
    expect(received).toHaveLength(1)
  })

  it('track Presence only when the INSERT policy allows it', async () => {
    const me = randomUUID()
    const client = await realtimeClient(await accessToken(me))
    const config = { private: true, presence: { key: me } }

    const writable = client.channel(`test:${me}`, { config }).on('presence', { event: 'sync' }, () => undefined)
    expect((await subscribe(writable).until('SUBSCRIBED', 'CHANNEL_ERROR')).status).toBe('SUBSCRIBED')
    expect(await writable.track({ online: true })).toBe('ok')
    await eventually(() =>
      expect(writable.presenceState()).toEqual({ [me]: [{ online: true, presence_ref: expect.any(String) }] }),
    )

    const readOnly = client.channel(`readonly:${me}`, { config }).on('presence', { event: 'sync' }, () => undefined)
    expect((await subscribe(readOnly).until('SUBSCRIBED', 'CHANNEL_ERROR')).status).toBe('SUBSCRIBED')
    expect(await readOnly.track({ online: true })).toBe('error')
    expect(readOnly.presenceState()).toEqual({})
  })
})

describe('Broadcast', () => {
  it('goes from one client to the others on a public channel (not back to the sender)', async () => {
    const topic = `room-${randomUUID()}`
    const [alice, bob] = [await realtimeClient(), await realtimeClient()]
    const got: { alice: unknown[]; bob: unknown[] } = { alice: [], bob: [] }
    const aliceChannel = alice.channel(topic).on('broadcast', { event: 'hello' }, (m) => got.alice.push(m))
    const bobChannel = bob.channel(topic).on('broadcast', { event: 'hello' }, (m) => got.bob.push(m))
    await subscribe(aliceChannel).until('SUBSCRIBED')
    await subscribe(bobChannel).until('SUBSCRIBED')

    expect(await bobChannel.send({ type: 'broadcast', event: 'hello', payload: { from: 'bob' } })).toBe('ok')
    await eventually(() => expect(got.alice).toEqual([{ type: 'broadcast', event: 'hello', payload: { from: 'bob' } }]))
    expect(got.bob).toEqual([])
  })

  it('delivers rows from realtime.send() and triggers to the channels of the same privacy', async () => {
    const me = randomUUID()
    const topic = `test:${me}`
    const member = await realtimeClient(await accessToken(me))
    const anon = await realtimeClient()
    const got: { private: Record<string, unknown>[]; public: Record<string, unknown>[] } = { private: [], public: [] }
    const privateChannel = member
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: '*' }, (m) => got.private.push(m))
    const publicChannel = anon.channel(topic).on('broadcast', { event: '*' }, (m) => got.public.push(m))
    await subscribe(privateChannel).until('SUBSCRIBED')
    await subscribe(publicChannel).until('SUBSCRIBED')

    await sql.query(`select realtime.send('{"n": 1}', 'db-event', $1, false)`, [topic])
    await sql.query(`insert into realtime_test.notes (owner, body) values ($1, 'hello')`, [me])
    await eventually(() => expect(got.private).toHaveLength(1))
    const [note] = got.private as [
      { type: string; event: string; payload: { body: string; id: string }; meta: { id: string } },
    ]
    expect(note).toEqual({
      type: 'broadcast',
      event: 'note',
      payload: { body: 'hello', id: expect.any(String) },
      meta: { id: note.payload.id },
    })

    await sql.query(`select realtime.send('{"n": 2}', 'db-event', $1, false)`, [topic])
    await eventually(() => expect(got.public).toHaveLength(2))
    expect(got.public.map((m) => m.payload)).toEqual([
      { n: 1, id: expect.any(String) },
      { n: 2, id: expect.any(String) },
    ])
    expect(got.private).toHaveLength(1)
  })
})

describe('Presence', () => {
  it('syncs tracked members between two clients, and their leaving', async () => {
    const topic = `presence-${randomUUID()}`
    const [alice, bob] = [await realtimeClient(), await realtimeClient()]
    const aliceChannel = alice.channel(topic, { config: { presence: { key: 'alice' } } })
    const bobChannel = bob.channel(topic, { config: { presence: { key: 'bob' } } })
    const leaves: string[] = []
    aliceChannel.on('presence', { event: 'leave' }, ({ key }) => leaves.push(key))
    bobChannel.on('presence', { event: 'sync' }, () => undefined)
    await subscribe(aliceChannel).until('SUBSCRIBED')
    await subscribe(bobChannel).until('SUBSCRIBED')

    expect(await aliceChannel.track({ name: 'Alice' })).toBe('ok')
    expect(await bobChannel.track({ name: 'Bob' })).toBe('ok')
    for (const channel of [aliceChannel, bobChannel]) {
      await eventually(() =>
        expect(channel.presenceState()).toEqual({
          alice: [{ name: 'Alice', presence_ref: expect.any(String) }],
          bob: [{ name: 'Bob', presence_ref: expect.any(String) }],
        }),
      )
    }

    await bob.removeChannel(bobChannel)
    await eventually(() => expect(Object.keys(aliceChannel.presenceState())).toEqual(['alice']))
    expect(leaves).toEqual(['bob'])
  })
})

describe('tokens', () => {
  it('refuses a join with an expired token and closes a channel when its token expires', async () => {
    const me = randomUUID()
    const expired = await realtimeClient(await accessToken(me, -10))
    const refused = await subscribe(expired.channel(`test:${me}`, { config: { private: true } })).until(
      'SUBSCRIBED',
      'CHANNEL_ERROR',
    )
    expect(refused.err?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/)

    const client = await realtimeClient(await accessToken(me, 2))
    const system: unknown[] = []
    const channel = client.channel(`test:${me}`, { config: { private: true } }).on('system', {}, (m) => system.push(m))
    const watched = subscribe(channel)
    expect((await watched.until('SUBSCRIBED', 'CHANNEL_ERROR')).status).toBe('SUBSCRIBED')
    await watched.until('CLOSED')
    expect(system).toEqual([
      {
        extension: 'system',
        status: 'error',
        message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
        channel: `test:${me}`,
      },
    ])
  })

  it('re-authorises a joined channel with each new access token', async () => {
    const me = randomUUID()
    const client = await realtimeClient(await accessToken(me))
    const system: { message: string }[] = []
    const channel = client
      .channel(`test:${me}`, { config: { private: true } })
      .on('system', {}, (m: { message: string }) => system.push(m))
    const watched = subscribe(channel)
    await watched.until('SUBSCRIBED')

    // A fresh token for the same member keeps the channel.
    await client.realtime.setAuth(await accessToken(me, 7200))
    // Another member's token may not read this topic: the channel is closed.
    await client.realtime.setAuth(await accessToken(randomUUID()))
    await watched.until('CLOSED')
    expect(system.map((m) => m.message)).toEqual([
      `You do not have permissions to read from this Channel topic: test:${me}`,
    ])

    const second = await realtimeClient(await accessToken(me))
    const secondSystem: { message: string }[] = []
    const secondChannel = second
      .channel(`test:${me}`, { config: { private: true } })
      .on('system', {}, (m: { message: string }) => secondSystem.push(m))
    const secondWatched = subscribe(secondChannel)
    await secondWatched.until('SUBSCRIBED')
    await second.realtime.setAuth('not-a-jwt')
    await secondWatched.until('CLOSED')
    expect(secondSystem.map((m) => m.message)).toEqual(['The token provided is not a valid JWT'])
  })
})
