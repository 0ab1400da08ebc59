/**
 * Who is calling the Auth server, decided as GoTrue decides it: `requireAuthentication` (a
 * bearer access token of an existing user; its `session_id`, when present, must still name a
 * session, else 403 `session_not_found`) and `requireAdminCredentials` (a token whose role is
 * `service_role` or `supabase_admin`).
 */
import type { Context } from 'hono'
import type { BackendContext } from '../context.ts'
import { type Claims, TokenError } from '../jwt.ts'
import { AuthError, badRequest, forbidden, unauthorized } from './errors.ts'
import { findSession, type SessionRow } from './sessions.ts'
import { type AuthUser, isBanned, loadUser, UUID_PATTERN } from './users.ts'

/** An authenticated caller: the token's claims, their user and (when the token names one) session. */
export interface Caller {
  claims: Claims
  user: AuthUser
  session: SessionRow | null
}

/** GoTrue's roles with admin rights (`GOTRUE_JWT_ADMIN_ROLES` default). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/** The bearer token of the request; 401 `no_authorization` without one. */
function bearerToken(c: Context): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
  if (!match?.[1]) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token')
  return match[1]
}

/** The verified claims of the bearer token; 403 `bad_jwt` when it is expired or invalid. */
async function verifiedClaims(ctx: BackendContext, c: Context): Promise<Claims> {
  try {
    return await ctx.jwt.verify(bearerToken(c))
  } catch (err) {
    if (err instanceof TokenError) {
      const reason = err.reason === 'expired' ? 'token has invalid claims: token is expired' : err.message
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
    }
    throw err
  }
}

/** GoTrue's requireAuthentication: the caller's claims, user and session, or the error GoTrue gives. */
export async function authenticate(ctx: BackendContext, c: Context): Promise<Caller> {
  const claims = await verifiedClaims(ctx, c)
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!UUID_PATTERN.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await loadUser(ctx.db.admin, claims.sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  let session: SessionRow | null = null
  const sessionId = claims.session_id
  if (sessionId && sessionId !== '00000000-0000-0000-0000-000000000000') {
    if (!UUID_PATTERN.test(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
    session = await findSession(ctx.db.admin, sessionId)
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  if (isBanned(user.row)) throw forbidden('user_banned', 'User is banned')
  return { claims, user, session }
}

/** GoTrue's requireAdminCredentials: a bearer token with an admin role, else 401/403. */
export async function requireAdmin(ctx: BackendContext, c: Context): Promise<Claims> {
  const claims = await verifiedClaims(ctx, c)
  if (!ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed')
  return claims
}

/** The caller's session, which GoTrue needs for this action (500 when the token names none). */
export function requireSession(caller: Caller, action: string): SessionRow {
  if (!caller.session) throw new AuthError(500, 'unexpected_failure', `A valid session is required to ${action}`)
  return caller.session
}
