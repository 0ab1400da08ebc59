/**
 * Database access as the Supabase services do it: Auth and Storage write their own schemas as an
 * administrator; PostgREST and Realtime connect as `authenticator` and, in one transaction per
 * request, `set local role` to the caller's role with `request.jwt.claims` set, so RLS, grants,
 * triggers and constraints are the database's own.
 */
import pg from 'pg'
import type { Claims } from './jwt.ts'

// timestamptz and json come back as PostgREST sends them: ISO text and parsed JSON; int8 and
// numeric as text (PostgREST renders them as JSON numbers; see rest/render.ts).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => v)
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => v)
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

/** The two connection pools of the API server. */
export interface Database {
  /** Superuser: Auth's and Storage's own tables. */
  admin: pg.Pool
  /** `authenticator`: every request made on behalf of a caller. */
  api: pg.Pool
  end(): Promise<void>
}

/** Opens both pools (lazily: no connection until the first query). */
export function openDatabase(adminUrl: string, apiUrl: string): Database {
  const admin = new pg.Pool({ connectionString: adminUrl, max: 5 })
  const api = new pg.Pool({ connectionString: apiUrl, max: 20 })
  return {
    admin,
    api,
    end: async () => {
      await Promise.all([admin.end(), api.end()])
    },
  }
}

/** Request details PostgREST exposes to SQL as `request.*` settings. */
export interface RequestInfo {
  method: string
  path: string
  headers?: Record<string, string>
}

/**
 * Runs `fn` in one transaction as the caller: `set local role <claims.role>`, with
 * `request.jwt.claims` (and `request.method` / `request.path` / `request.headers`) set locally.
 * Commits when `fn` resolves, rolls back when it throws (the error is rethrown unchanged), or
 * when `rollback` is true (a dry run such as Realtime's authorisation probe).
 */
export async function asCaller<T>(
  pool: pg.Pool,
  claims: Claims,
  fn: (client: pg.PoolClient) => Promise<T>,
  options: { request?: RequestInfo; rollback?: boolean; settings?: Record<string, string> } = {},
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const settings: Record<string, string> = {
      'request.jwt.claims': JSON.stringify(claims),
      ...(options.request
        ? {
            'request.method': options.request.method,
            'request.path': options.request.path,
            'request.headers': JSON.stringify(options.request.headers ?? {}),
          }
        : {}),
      ...options.settings,
    }
    const names = Object.keys(settings)
    await client.query(
      `select ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
      names.flatMap((name) => [name, settings[name]!]),
    )
    await client.query(`set local role ${pg.escapeIdentifier(claims.role)}`)
    const result = await fn(client)
    await client.query(options.rollback ? 'rollback' : 'commit')
    return result
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}
