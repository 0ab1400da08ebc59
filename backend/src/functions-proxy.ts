/**
 * `/functions/v1/<name>`: forwarded unchanged to the Deno functions server, as Supabase's gateway
 * forwards to the edge runtime. An unreachable functions server is a 503.
 */
import type { Context } from 'hono'
import type { BackendContext } from './context.ts'

/** The forwarding handler. */
export function functionsProxy(ctx: BackendContext) {
  return async (c: Context) => {
    const url = new URL(c.req.url)
    const target = `${ctx.config.functionsUrl}${url.pathname}${url.search}`
    const headers = new Headers(c.req.raw.headers)
    headers.delete('host')
    const method = c.req.method
    try {
      const upstream = await fetch(target, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer(),
        redirect: 'manual',
      })
      const outHeaders = new Headers(upstream.headers)
      outHeaders.delete('content-encoding')
      outHeaders.delete('content-length')
      outHeaders.delete('transfer-encoding')
      return new Response(upstream.body, { status: upstream.status, headers: outHeaders })
    } catch {
      return c.json({ error: 'The functions server is not reachable' }, 503)
    }
  }
}
