/**
 * `/verify`: the links and one-time codes of the e-mails GoTrue sends (verify.go), for the
 * implicit flow supabase-js uses by default. `GET /verify?token=<hash>&type=&redirect_to=`
 * (the e-mail link) answers 303 to `redirect_to#access_token=…&type=<type>` with a new session,
 * or `#error=…&error_code=…&error_description=…`; `POST /verify` (`verifyOtp`) takes
 * `{ type, token_hash }` or `{ type, email, token }` and answers the session as JSON. Types:
 * `signup`, `recovery`, `magiclink`, `email` and `email_change` (with `double_confirm_changes`,
 * the first of the two links only records its confirmation). PKCE links are not supported.
 */
import type { Context } from 'hono'
import type { BackendContext } from '../context.ts'
import { AuthError, badRequest, forbidden } from './errors.ts'
import { tokenHash } from './mail.ts'
import type { Body, RequestMeta } from './request.ts'
import { openSession, type TokenResponse } from './sessions.ts'
import type { AuthSettings } from './settings.ts'
import { inTransaction, type Queryable } from './transaction.ts'
import { isBanned, isConfirmed, mustLoadUser, validateEmail } from './users.ts'

/** GoTrue's answer to the first of the two e-mail change confirmations. */
const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email' | 'email_change'
const TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email', 'email_change'])

/** Which token columns of auth.users a verification type may match, and the column of its sending time. */
const TOKEN_COLUMNS: Record<VerifyType, { tokens: string[]; sentAt: string }> = {
  signup: { tokens: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  invite: { tokens: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  recovery: { tokens: ['recovery_token'], sentAt: 'recovery_sent_at' },
  magiclink: { tokens: ['recovery_token'], sentAt: 'recovery_sent_at' },
  email: { tokens: ['confirmation_token', 'recovery_token'], sentAt: '' },
  email_change: { tokens: ['email_change_token_current', 'email_change_token_new'], sentAt: 'email_change_sent_at' },
}

/** How a verification is looked up: by the stored hash, or by address and code. */
type Lookup = { hash: string } | { email: string; hash: string }

interface Found {
  userId: string
  /** The type after `email` is resolved to `signup` or `magiclink`, as GoTrue does. */
  type: VerifyType
  /** The column whose token matched. */
  column: string
}

/**
 * The user a token belongs to (GoTrue's verifyTokenHash / verifyUserAndToken): 403 `otp_expired`
 * when no user holds it or it is older than `otp_expiry`, 403 `user_banned` for a banned user.
 */
async function findByToken(settings: AuthSettings, tx: Queryable, type: VerifyType, lookup: Lookup): Promise<Found> {
  const byHash = !('email' in lookup)
  const invalid = forbidden(
    'otp_expired',
    byHash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
  )
  for (const column of TOKEN_COLUMNS[type].tokens) {
    const sentAt =
      type === 'email'
        ? column === 'recovery_token'
          ? 'recovery_sent_at'
          : 'confirmation_sent_at'
        : TOKEN_COLUMNS[type].sentAt
    const addressMatch = byHash
      ? ''
      : type === 'email_change'
        ? `and (lower(email) = lower($3) or lower(email_change) = lower($3))`
        : `and lower(email) = lower($3)`
    const { rows } = await tx.query<{ id: string; fresh: boolean }>(
      `select id, coalesce(${sentAt} + make_interval(secs => $2) > now(), false) as fresh from auth.users
        where ${column} <> '' and (${column} = $1 or ${column} = 'pkce_' || $1) ${addressMatch}
        limit 1`,
      byHash ? [lookup.hash, settings.otpExpirySeconds] : [lookup.hash, settings.otpExpirySeconds, lookup.email],
    )
    const row = rows[0]
    if (!row) continue
    const user = await mustLoadUser(tx, row.id)
    if (isBanned(user.row)) throw forbidden('user_banned', 'User is banned')
    if (!row.fresh) throw invalid
    const resolved: VerifyType = type === 'email' ? (column === 'recovery_token' ? 'magiclink' : 'signup') : type
    return { userId: row.id, type: resolved, column }
  }
  throw invalid
}

/** GoTrue's Confirm: the address is confirmed now and `email_verified` recorded on user and identity. */
async function confirm(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}', updated_at = now()
      where id = $1`,
    [userId],
  )
  await tx.query(
    `update auth.identities i set identity_data = i.identity_data || '{"email_verified": true}', updated_at = now()
       from auth.users u
      where i.user_id = u.id and u.id = $1 and i.provider = 'email' and i.email = lower(u.email)`,
    [userId],
  )
}

/**
 * Applies a verified token. Returns false for the first of two e-mail change confirmations
 * (no session then), true when the caller gets a session.
 */
async function apply(settings: AuthSettings, tx: Queryable, found: Found): Promise<boolean> {
  const user = await mustLoadUser(tx, found.userId)
  switch (found.type) {
    case 'signup':
    case 'invite':
      await confirm(tx, found.userId)
      return true
    case 'recovery':
    case 'magiclink':
      await tx.query(`update auth.users set recovery_token = '', recovery_sent_at = null where id = $1`, [found.userId])
      if (!isConfirmed(user.row)) await confirm(tx, found.userId)
      return true
    default: {
      if (
        !settings.mailerAutoconfirm &&
        settings.doubleConfirmChanges &&
        (user.row.email_change_confirm_status ?? 0) === 0 &&
        user.row.email
      ) {
        await tx.query(
          `update auth.users set email_change_confirm_status = 1, ${found.column} = '', updated_at = now() where id = $1`,
          [found.userId],
        )
        return false
      }
      await tx.query(
        `update auth.users
            set email = email_change, email_change = '', email_change_token_current = '',
                email_change_token_new = '', email_change_confirm_status = 0, updated_at = now()
          where id = $1`,
        [found.userId],
      )
      if (!isConfirmed(user.row)) await confirm(tx, found.userId)
      await tx.query(
        `update auth.identities i
            set identity_data = i.identity_data || jsonb_build_object('email', u.email::text, 'email_verified', true),
                updated_at = now()
           from auth.users u where i.user_id = u.id and u.id = $1 and i.provider = 'email'`,
        [found.userId],
      )
      return true
    }
  }
}

function verifyType(value: unknown): VerifyType {
  if (typeof value !== 'string' || value === '')
    throw badRequest('validation_failed', 'Verify requires a verification type')
  if (!TYPES.has(value)) throw badRequest('validation_failed', 'Unsupported verification type')
  return value as VerifyType
}

/** A `redirect_to` GoTrue accepts (the site's host, or a loopback address), else the site URL. */
function allowedRedirect(settings: AuthSettings, requested: string | undefined): string {
  if (!requested) return settings.siteUrl
  try {
    const site = new URL(settings.siteUrl)
    const target = new URL(requested)
    const loopback = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/.test(target.hostname)
    if ((target.hostname === site.hostname && target.protocol === site.protocol) || loopback) return requested
  } catch {
    // not a URL: the site URL instead
  }
  return settings.siteUrl
}

/** `target` with `params` as its fragment (GoTrue's AsRedirectURL: keys sorted, `sb` marks Supabase). */
function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target)
  const entries = Object.entries({ ...params, sb: '' }).sort(([a], [b]) => a.localeCompare(b))
  url.hash = new URLSearchParams(entries).toString()
  return url.toString()
}

/** The OAuth error name GoTrue puts in an error redirect for a status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** `GET /verify`: the e-mail link. Always a 303 redirect (errors in the fragment), as GoTrue. */
export async function verifyLinkRedirect(
  ctx: BackendContext,
  settings: AuthSettings,
  c: Context,
  meta: RequestMeta,
): Promise<Response> {
  const type = verifyType(c.req.query('type'))
  const token = c.req.query('token') ?? ''
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  const target = allowedRedirect(settings, c.req.query('redirect_to'))
  try {
    const tokens = await inTransaction(ctx.db.admin, async (tx) => {
      const found = await findByToken(settings, tx, type, { hash: token })
      if (!(await apply(settings, tx, found))) return null
      return openSession(ctx, settings, tx, found.userId, 'otp', meta)
    })
    if (!tokens) return c.redirect(withFragment(target, { message: SINGLE_CONFIRMATION }), 303)
    return c.redirect(
      withFragment(target, {
        access_token: tokens.access_token,
        expires_at: String(tokens.expires_at),
        expires_in: String(tokens.expires_in),
        refresh_token: tokens.refresh_token,
        token_type: tokens.token_type,
        type,
      }),
      303,
    )
  } catch (err) {
    if (!(err instanceof AuthError)) throw err
    const params: Record<string, string> = { error_code: err.code, error_description: err.message }
    const oauth = OAUTH_ERRORS[err.status]
    if (oauth) params.error = oauth
    return c.redirect(withFragment(target, params), 303)
  }
}

/** `POST /verify` (supabase-js `verifyOtp`): `{ type, token_hash }` or `{ type, email, token }`. */
export async function verifyOtp(
  ctx: BackendContext,
  settings: AuthSettings,
  body: Body,
  meta: RequestMeta,
): Promise<TokenResponse | { msg: string; code: string }> {
  const type = verifyType(body.type)
  const token = typeof body.token === 'string' ? body.token : ''
  const hash = typeof body.token_hash === 'string' ? body.token_hash : ''
  if ((token === '') === (hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  let lookup: Lookup
  if (hash) {
    if (body.email || body.phone || body.redirect_to) {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
    }
    lookup = { hash }
  } else {
    if (typeof body.email !== 'string' || body.email === '') {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify')
    }
    let email: string
    try {
      email = validateEmail(body.email)
    } catch {
      throw new AuthError(422, 'validation_failed', 'Invalid email format')
    }
    lookup = { email, hash: tokenHash(email, token) }
  }
  return inTransaction(ctx.db.admin, async (tx) => {
    const found = await findByToken(settings, tx, type, lookup)
    if (!(await apply(settings, tx, found))) return { msg: SINGLE_CONFIRMATION, code: '200' }
    return openSession(ctx, settings, tx, found.userId, 'otp', meta)
  })
}
