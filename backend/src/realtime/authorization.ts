/**
 * Private-channel authorisation as Supabase Realtime does it (github.com/supabase/realtime,
 * lib/realtime/tenants/authorization.ex): RLS policies on `realtime.messages` decide, probed in a
 * transaction that is always rolled back.
 *
 * - Read: as the administrator, insert one probe row per extension (`broadcast`, and `presence`
 *   when Presence is enabled) for the topic; then, as the member (role, `request.jwt.claims`,
 *   `request.jwt.claim.sub` / `.role`, `request.headers` and `realtime.topic` set locally), select
 *   which probe ids are visible.
 * - Write: as the member, insert a row per extension, each in a savepoint; an RLS refusal
 *   (insufficient_privilege) means no write for that extension.
 *
 * Realtime's own connection is an administrator; so is ours (`ctx.db.admin`). Since a superuser
 * may `set role` to anything, the member's role must be one `authenticator` may become (what
 * PostgREST allows); any other role is refused as a policy error.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { BackendContext } from '../context.ts'
import type { Claims } from '../jwt.ts'

/** One extension's permissions: null until evaluated (Realtime's `nil`). */
export interface ExtensionPolicies {
  read: boolean | null
  write: boolean | null
}

/** A channel's cached permissions (Realtime.Tenants.Authorization.Policies). */
export interface Policies {
  broadcast: ExtensionPolicies
  presence: ExtensionPolicies
}

/** Who asks, for which topic (the channel name without `realtime:`). */
export interface AuthorizationContext {
  topic: string
  claims: Claims
  /** The `x-*` headers of the WebSocket upgrade (Realtime's `x_headers`). */
  headers: Record<string, string>
}

/** The policies' SQL raised an error (Realtime's `:rls_policy_error`). */
export class PolicyError extends Error {}

type Extension = 'broadcast' | 'presence'

/** Fresh, unevaluated policies. */
export function emptyPolicies(): Policies {
  return { broadcast: { read: null, write: null }, presence: { read: null, write: null } }
}

/**
 * Evaluates read permission for `broadcast` (and `presence` when `presenceEnabled`), returning a
 * copy of `policies` with those set. Throws {@link PolicyError} when the policies' SQL fails.
 */
export async function readPolicies(
  ctx: BackendContext,
  auth: AuthorizationContext,
  policies: Policies,
  presenceEnabled: boolean,
): Promise<Policies> {
  const extensions: Extension[] = presenceEnabled ? ['broadcast', 'presence'] : ['broadcast']
  const probes = extensions.map((extension) => ({ extension, id: randomUUID() }))
  return inRolledBackTransaction(ctx, async (client) => {
    await client.query(
      'insert into realtime.messages (id, topic, extension) select * from unnest($1::uuid[], $2::text[], $3::text[])',
      [probes.map((p) => p.id), probes.map(() => auth.topic), probes.map((p) => p.extension)],
    )
    await becomeMember(client, auth)
    const { rows } = await client.query<{ id: string }>('select id from realtime.messages where id = any($1::uuid[])', [
      probes.map((p) => p.id),
    ])
    const visible = new Set(rows.map((row) => row.id))
    const next = clone(policies)
    for (const probe of probes) next[probe.extension].read = visible.has(probe.id)
    return next
  })
}

/**
 * Evaluates write permission for `broadcast` and, when `presenceEnabled`, `presence` (otherwise
 * presence write is false), returning a copy of `policies`. Throws {@link PolicyError}.
 */
export async function writePolicies(
  ctx: BackendContext,
  auth: AuthorizationContext,
  policies: Policies,
  presenceEnabled = true,
): Promise<Policies> {
  return inRolledBackTransaction(ctx, async (client) => {
    await becomeMember(client, auth)
    const next = clone(policies)
    for (const extension of ['broadcast', 'presence'] as const) {
      if (extension === 'presence' && !presenceEnabled) {
        next.presence.write = false
        continue
      }
      await client.query('savepoint probe')
      try {
        await client.query('insert into realtime.messages (topic, extension) values ($1, $2)', [auth.topic, extension])
        await client.query('release savepoint probe')
        next[extension].write = true
      } catch (err) {
        if ((err as { code?: string }).code !== '42501') throw err
        await client.query('rollback to savepoint probe')
        next[extension].write = false
      }
    }
    return next
  })
}

async function inRolledBackTransaction<T>(ctx: BackendContext, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await ctx.db.admin.connect()
  try {
    await client.query('begin')
    return await fn(client)
  } catch (err) {
    if (err instanceof Error && 'code' in err && 'severity' in err) throw new PolicyError(err.message)
    throw err
  } finally {
    await client.query('rollback').catch(() => undefined)
    client.release()
  }
}

/** Realtime.Tenants.Authorization.set_conn_config/2, plus the role check described above. */
async function becomeMember(client: pg.PoolClient, auth: AuthorizationContext): Promise<void> {
  const role = auth.claims.role
  const { rows } = await client.query<{ allowed: boolean }>(
    `select case when exists (select 1 from pg_roles where rolname = $1)
                 then pg_has_role('authenticator', $1, 'member') else false end as allowed`,
    [role],
  )
  if (!rows[0]?.allowed) throw new PolicyError(`role "${role}" is not one the API may use`)
  await client.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true), set_config('request.headers', $5, true)`,
    [role, auth.topic, JSON.stringify(auth.claims), auth.claims.sub ?? '', JSON.stringify(auth.headers)],
  )
}

function clone(policies: Policies): Policies {
  return { broadcast: { ...policies.broadcast }, presence: { ...policies.presence } }
}
