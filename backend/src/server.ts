/**
 * The API server: one origin answering `/auth/v1`, `/rest/v1`, `/storage/v1`, `/functions/v1`
 * and the Realtime WebSocket `/realtime/v1/websocket`, as a Supabase project's gateway does.
 */
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { authRoutes } from './auth/routes.ts'
import type { BackendContext } from './context.ts'
import { functionsProxy } from './functions-proxy.ts'
import { startRealtime } from './realtime/server.ts'
import { restRoutes } from './rest/routes.ts'
import { storageRoutes } from './storage/routes.ts'

/** Every header supabase-js and the app send (the browser asks for them in preflight). */
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'x-upsert',
  'x-metadata',
  'cache-control',
  'x-region',
]

/** The Hono app of every HTTP service (no WebSocket). */
export function createApp(ctx: BackendContext): Hono {
  const app = new Hono()
  // Like Supabase's gateway: CORS for Auth, REST and Storage; functions answer CORS themselves.
  const gatewayCors = cors({
    origin: (origin) => origin || '*',
    allowHeaders: ALLOWED_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: [
      'content-range',
      'content-location',
      'location',
      'preference-applied',
      'x-supabase-api-version',
      'retry-after',
    ],
    credentials: true,
    maxAge: 600,
  })
  for (const path of ['/auth/v1/*', '/rest/v1/*', '/storage/v1/*']) app.use(path, gatewayCors)
  // Like Supabase's gateway too: Auth's and PostgREST's JSON over 1 KB goes out gzip-compressed
  // to a client that accepts it (a room's feed page: 12.6 KB -> about 3 KB).
  for (const path of ['/auth/v1/*', '/rest/v1/*']) app.use(path, compress({ encoding: 'gzip' }))
  app.get('/health', (c) => c.json({ ok: true }))
  app.route('/auth/v1', authRoutes(ctx))
  app.route('/rest/v1', restRoutes(ctx))
  app.route('/storage/v1', storageRoutes(ctx))
  app.all('/functions/v1/*', functionsProxy(ctx))
  app.notFound((c) => c.json({ message: 'no route matched with those values' }, 404))
  return app
}

/**
 * Starts Realtime's delivery from the database, then listens on 127.0.0.1:`ctx.config.port`;
 * resolves once it listens, so nothing answers (not even `/health`) before every service does.
 * Rejects when Realtime's database listener cannot start.
 */
export async function startServer(ctx: BackendContext): Promise<Server> {
  const app = createApp(ctx)
  const attachRealtime = await startRealtime(ctx)
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: ctx.config.port, hostname: '127.0.0.1' }, () =>
      resolve(server as Server),
    ) as Server
    attachRealtime(server)
  })
}
