/**
 * Sessions, refresh tokens and access tokens as GoTrue keeps them: one `auth.sessions` row per
 * sign-in, opaque 12-character refresh tokens in `auth.refresh_tokens` chained by `parent`
 * (GoTrue's v1 algorithm), the authentication methods of a session in `auth.mfa_amr_claims`
 * (which decide `aal` and `amr`), and the HS256 access token of `GenerateAccessToken`.
 */
import { randomInt } from 'node:crypto'
import type { BackendContext } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { AuthError, badRequest } from './errors.ts'
import type { RequestMeta } from './request.ts'
import type { AuthSettings } from './settings.ts'
import { CommitThenThrow, inTransaction, type Queryable } from './transaction.ts'
import { type AuthUser, isBanned, loadUser, mustLoadUser, NIL_INSTANCE, UUID_PATTERN, userJson } from './users.ts'

/** A row of `auth.sessions`. */
export interface SessionRow {
  id: string
  user_id: string
  created_at: string
  updated_at: string | null
  factor_id: string | null
  aal: 'aal1' | 'aal2' | 'aal3' | null
  not_after: string | null
}

/** An authentication method reference of a session, as the `amr` claim lists it. */
export interface AmrEntry {
  method: string
  timestamp: number
}

/** GoTrue's AccessTokenResponse: what sign-in, refresh and MFA verification answer. */
export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
  weak_password?: { message: string; reasons: string[] }
}

/** Methods that make a session aal2 (GoTrue's IsAAL2Claim). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

const SESSION_COLUMNS = 'id, user_id, created_at, updated_at, factor_id, aal, not_after'

/** The session with `id`, or null. */
export async function findSession(q: Queryable, id: string, forUpdate = false): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    `select ${SESSION_COLUMNS} from auth.sessions where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/** Records (or renews) an authentication method on a session (GoTrue's AddClaimToSession). */
export async function addAmrClaim(tx: Queryable, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  )
}

/** The session's assurance level and methods, newest first (GoTrue's CalculateAALAndAMR). */
export async function aalAndAmr(q: Queryable, sessionId: string): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const { rows } = await q.query<AmrEntry>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  return { aal: rows.some((r) => AAL2_METHODS.has(r.method)) ? 'aal2' : 'aal1', amr: rows }
}

/** A new v1 refresh token: 12 characters of [a-z0-9] (GoTrue's SecureAlphanumeric(12)). */
function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  let token = ''
  for (let i = 0; i < 12; i++) token += alphabet[randomInt(alphabet.length)]
  return token
}

/** Inserts a refresh token of the session (child of `parent` when given); returns it. */
async function insertRefreshToken(tx: Queryable, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [NIL_INSTANCE, token, userId, parent, sessionId],
  )
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId])
  return token
}

/** Revokes `token` and issues its child in the same session (GoTrue's GrantRefreshTokenSwap). */
async function swapRefreshToken(tx: Queryable, userId: string, sessionId: string, token: string): Promise<string> {
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [token])
  return insertRefreshToken(tx, userId, sessionId, token)
}

/** Signs the access token of `user` for the session (GoTrue's GenerateAccessToken). */
export async function signAccessToken(
  ctx: BackendContext,
  settings: AuthSettings,
  q: Queryable,
  user: AuthUser,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const { aal, amr } = await aalAndAmr(q, sessionId)
  const iat = Math.floor(Date.now() / 1000)
  const expiresAt = iat + settings.jwtExpirySeconds
  const u = user.row
  const claims: Claims = {
    aud: u.aud ?? 'authenticated',
    exp: expiresAt,
    iat,
    iss: ctx.issuer,
    sub: u.id,
    email: u.email ?? '',
    phone: u.phone ?? '',
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    role: u.role ?? '',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: u.is_anonymous,
  }
  return { token: await ctx.jwt.sign(claims), expiresAt }
}

/** The token response for a session whose refresh token is `refreshToken`. */
export async function tokenResponse(
  ctx: BackendContext,
  settings: AuthSettings,
  tx: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await mustLoadUser(tx, userId)
  const { token, expiresAt } = await signAccessToken(ctx, settings, tx, user, sessionId)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/**
 * Opens a session for the user signed in with `method` (`password`, …) and answers its tokens
 * (GoTrue's IssueRefreshToken): a new aal1 session, its first refresh token, the method's claim.
 */
export async function openSession(
  ctx: BackendContext,
  settings: AuthSettings,
  tx: Queryable,
  userId: string,
  method: string,
  meta: RequestMeta,
): Promise<TokenResponse> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, $3::inet) returning id`,
    [userId, meta.userAgent, meta.ip],
  )
  const sessionId = rows[0]!.id
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null)
  await addAmrClaim(tx, sessionId, method)
  return tokenResponse(ctx, settings, tx, userId, sessionId, refreshToken)
}

/**
 * After a verified second factor: records `method` on the caller's session, rotates its refresh
 * token, stores the new assurance level and factor, and answers the upgraded tokens (GoTrue's
 * updateMFASessionAndClaims).
 */
export async function upgradeSession(
  ctx: BackendContext,
  settings: AuthSettings,
  tx: Queryable,
  userId: string,
  sessionId: string,
  method: string,
  factorId: string,
): Promise<TokenResponse> {
  await addAmrClaim(tx, sessionId, method)
  await findSession(tx, sessionId, true)
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where instance_id = $1 and session_id = $2 and revoked = false
      order by created_at asc limit 1`,
    [NIL_INSTANCE, sessionId],
  )
  const current = rows[0]?.token
  const refreshToken = current
    ? await swapRefreshToken(tx, userId, sessionId, current)
    : await insertRefreshToken(tx, userId, sessionId, null)
  const { aal } = await aalAndAmr(tx, sessionId)
  await tx.query(`update auth.sessions set aal = $2, factor_id = $3, updated_at = now() where id = $1`, [
    sessionId,
    aal,
    factorId,
  ])
  return tokenResponse(ctx, settings, tx, userId, sessionId, refreshToken)
}

/** GoTrue's check of a refresh token's shape: 12 characters of [a-z0-9] (the v1 tokens issued here). */
function validateRefreshToken(token: unknown): string {
  if (typeof token !== 'string' || token.length < 12 || !/^[a-z0-9]{12}$/.test(token)) {
    throw badRequest('validation_failed', 'Refresh token is not valid')
  }
  return token
}

interface RefreshTokenRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  parent: string | null
  session_id: string | null
  age_seconds: number
}

/**
 * The refresh-token grant (GoTrue's RefreshTokenGrant, v1 tokens): the token's row and session are
 * locked; a live token is revoked and replaced by its child. A revoked token is still accepted when
 * it is the parent of the session's live token (the client lost the answer: the live token is
 * returned again) or within `refresh_token_reuse_interval` of its revocation; otherwise 400
 * `refresh_token_already_used`, and with rotation on every token of its session is revoked.
 */
export async function refreshTokenGrant(
  ctx: BackendContext,
  settings: AuthSettings,
  given: unknown,
  meta: RequestMeta,
): Promise<TokenResponse> {
  if (given === undefined || given === null || given === '') {
    throw badRequest('validation_failed', 'Refresh token is not valid')
  }
  const token = validateRefreshToken(given)
  return inTransaction(ctx.db.admin, async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select id, token, user_id, revoked, parent, session_id,
              extract(epoch from now() - coalesce(updated_at, created_at))::float8 as age_seconds
         from auth.refresh_tokens where token = $1 for update`,
      [token],
    )
    const row = rows[0]
    const notFound = badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    if (!row) throw notFound
    const user = UUID_PATTERN.test(row.user_id) ? await loadUser(tx, row.user_id) : null
    if (!user) throw notFound
    if (isBanned(user.row)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')
    const session = row.session_id ? await findSession(tx, row.session_id, true) : null
    if (!session) {
      await tx.query(`delete from auth.refresh_tokens where id = $1`, [row.id])
      throw new CommitThenThrow(badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'))
    }
    if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired')
    }
    let issued: string | null = null
    if (row.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and revoked is false
          order by id desc limit 1`,
        [session.id],
      )
      const live = active.rows[0]
      if (live && live.parent === row.token) {
        issued = live.token
      } else if (row.age_seconds > settings.refreshTokenReuseIntervalSeconds) {
        if (settings.refreshTokenRotation) {
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
            [session.id],
          )
        }
        throw new CommitThenThrow(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'))
      }
    }
    issued ??= await swapRefreshToken(tx, user.row.id, session.id, row.token)
    await tx.query(
      `update auth.sessions set refreshed_at = now() at time zone 'utc', user_agent = $2, ip = $3::inet, updated_at = now()
        where id = $1`,
      [session.id, meta.userAgent, meta.ip],
    )
    return tokenResponse(ctx, settings, tx, user.row.id, session.id, issued)
  })
}

/** Logout scopes of `POST /logout?scope=`. */
export type LogoutScope = 'global' | 'local' | 'others'

/** Parses the `scope` query parameter (default global); 400 for anything else, as GoTrue. */
export function logoutScope(value: string | undefined): LogoutScope {
  if (value === undefined || value === '' || value === 'global') return 'global'
  if (value === 'local' || value === 'others') return value
  throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${value}"`)
}

/**
 * Ends sessions as GoTrue's Logout: `local` deletes the caller's session, `others` every other
 * session of the user, `global` all of them (and so their refresh tokens and claims).
 */
export async function logout(
  tx: Queryable,
  scope: LogoutScope,
  userId: string,
  sessionId: string | null,
): Promise<void> {
  if (sessionId && scope === 'local') {
    await tx.query(`delete from auth.sessions where id = $1`, [sessionId])
  } else if (sessionId && scope === 'others') {
    await tx.query(`delete from auth.sessions where id <> $1 and user_id = $2`, [sessionId, userId])
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1`, [userId])
  }
}
