/**
 * `/functions/v1/<name>`: forwarded unchanged to the Deno functions server, as Supabase's gateway
 * forwards to the edge runtime, with `CF-Connecting-IP` set to the connecting address as
 * Supabase's edge sets it. An unreachable functions server is a 503.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { BackendContext } from './context.ts'

/** The forwarding handler. */
export function functionsProxy(ctx: BackendContext): (c: Context) => Promise<Response> {
  return async (c: Context) => {
    const url = new URL(c.req.url)
    const target = `${ctx.config.functionsUrl}${url.pathname}${url.search}`
    const headers = new Headers(c.req.raw.headers)
    headers.delete('host')
    // Supabase's edge (Cloudflare) sets CF-Connecting-IP to the address that connected; a value
    // the client sent is never passed on.
    headers.delete('cf-connecting-ip')
    const address = getConnInfo(c).remote.address
    if (address) headers.set('cf-connecting-ip', address.replace(/^::ffff:/, ''))
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
