/**
 * Reading a request as GoTrue reads it: the JSON body (`retrieveRequestParams`), the
 * `redirect_to` query parameter of e-mail links, and the client details recorded on sessions and
 * MFA challenges (user agent, IP address).
 */
import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { badRequest } from './errors.ts'

/** A request body: a JSON object. */
export type Body = Record<string, unknown>

/** Who is asking: recorded on sessions and MFA challenges as GoTrue records them. */
export interface RequestMeta {
  userAgent: string | null
  ip: string | null
}

/** `value` when it is a plain JSON object, else null. */
export function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

/** The request's JSON object body; an empty body reads as `{}`, anything unparsable is 400 `bad_json`. */
export async function jsonBody(c: Context): Promise<Body> {
  const text = await c.req.text()
  if (!text.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(err as Error).message}`)
  }
  const body = asObject(parsed)
  if (!body) throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object')
  return body
}

/** The `redirect_to` query parameter supabase-js adds for e-mail links (undefined when absent). */
export function redirectTo(c: Context): string | undefined {
  return c.req.query('redirect_to') || undefined
}

/** The user agent and client IP (first `X-Forwarded-For` address, else the socket's). */
export function requestMeta(c: Context): RequestMeta {
  let ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || null
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address ?? null
    } catch {
      ip = null
    }
  }
  return { userAgent: c.req.header('user-agent') ?? null, ip: ip && isIP(ip) !== 0 ? ip : null }
}
