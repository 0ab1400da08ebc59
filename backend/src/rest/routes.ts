/**
 * `/rest/v1`: the PostgREST subset supabase-js uses. Each request is planned from its URL,
 * headers and body (operations.ts), then run in ONE transaction as the caller (`asCaller`:
 * `authenticator` → `set local role`, `request.jwt.claims` set), so the database decides access.
 */
import { Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { resolveCaller, TokenError } from '../context.ts'
import { asCaller } from '../db.ts'
import type { Claims } from '../jwt.ts'
import { SchemaCache } from './catalog.ts'
import { jwtError, toRestError } from './errors.ts'
import { checkProfile, parseAccept, parsePrefer } from './headers.ts'
import { plan, type RestRequest } from './operations.ts'
import { render, renderError, toResponse, type Reply } from './render.ts'
import type { ResultRow } from './sql.ts'

/** The caller PostgREST would switch to; a bad or expired token is PGRST301 / PGRST303 (401). */
async function caller(ctx: BackendContext, headers: Headers): Promise<Claims> {
  const authorization = headers.get('authorization')
  const apikey = headers.get('apikey')
  try {
    return await resolveCaller(ctx, { authorization, apikey })
  } catch (err) {
    if (!(err instanceof TokenError)) throw err
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? apikey ?? ''
    throw jwtError(err.reason, err.message, token)
  }
}

/** Answers one request; every failure becomes PostgREST's error reply. */
async function answer(
  ctx: BackendContext,
  cache: SchemaCache,
  request: Request,
  kind: RestRequest['kind'],
  name: string,
): Promise<Reply> {
  let authed = false
  try {
    const headers = request.headers
    const header = (n: string) => headers.get(n) ?? undefined
    const claims = await caller(ctx, headers)
    authed = claims.role !== 'anon'
    checkProfile(header('accept-profile'), header('content-profile'))
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    const req: RestRequest = {
      method,
      kind,
      name,
      search: url.searchParams,
      body: method === 'GET' || method === 'HEAD' ? '' : await request.text(),
      prefs: parsePrefer(header('prefer')),
      accept: parseAccept(header('accept')),
      range: header('range'),
    }
    const planned = await plan(cache, req)
    const row = await asCaller(
      ctx.db.api,
      claims,
      async (client) => {
        if (planned.readOnly) await client.query('set transaction read only')
        const result = await client.query<ResultRow>(planned.statement)
        const first = result.rows[0]!
        planned.check(first)
        return first
      },
      {
        request: {
          method,
          path: kind === 'rpc' ? `/rpc/${name}` : `/${name}`,
          headers: Object.fromEntries([...headers].map(([k, v]) => [k.toLowerCase(), v])),
        },
      },
    )
    return render(row, { ...planned.render, location: planned.location?.(row) })
  } catch (err) {
    const error = toRestError(err, authed)
    // undefined column / function / table / object from PostgreSQL: the cache may be stale
    if (['42703', '42883', '42P01', '42704'].includes(error.code)) cache.invalidate()
    return renderError(error)
  }
}

/** The `/rest/v1` routes: `/<table>` and `/rpc/<function>` of the `public` schema. */
export function restRoutes(ctx: BackendContext): Hono {
  const app = new Hono()
  const cache = new SchemaCache(ctx.db.api)
  app.all('/rpc/:name', async (c) => toResponse(await answer(ctx, cache, c.req.raw, 'rpc', c.req.param('name'))))
  app.all('/:name', async (c) => toResponse(await answer(ctx, cache, c.req.raw, 'table', c.req.param('name'))))
  return app
}
