/**
 * The e-mail account flows of GoTrue: sign-up (`POST /signup`), the password grant
 * (`POST /token?grant_type=password`), the user's own changes (`PUT /user`: password, e-mail,
 * metadata), password recovery (`POST /recover`) and reauthentication (`GET /reauthenticate`).
 * Each follows the corresponding handler of github.com/supabase/auth (signup.go, token.go,
 * user.go, recover.go, reauthenticate.go), its checks, order and error codes.
 */
import type { BackendContext } from '../context.ts'
import { AuthError, badRequest, forbidden, unauthorized, unprocessable } from './errors.ts'
import type { Caller } from './guard.ts'
import { generateOtp, logMail, tokenHash, verifyLink } from './mail.ts'
import { checkPasswordStrength, hasPassword, passwordMatches, setPassword } from './passwords.ts'
import { asObject, type Body, type RequestMeta } from './request.ts'
import { openSession, type TokenResponse } from './sessions.ts'
import type { AuthSettings } from './settings.ts'
import { inTransaction, type Queryable } from './transaction.ts'
import {
  assertEmailFree,
  type AuthUser,
  findUserIdByEmail,
  hasVerifiedFactor,
  insertEmailUser,
  isBanned,
  isConfirmed,
  isDuplicatedEmail,
  mergeMetaData,
  mustLoadUser,
  userJson,
  validateEmail,
} from './users.ts'

/** GoTrue's flow prefix of a token made for a PKCE flow (the request carried a code challenge). */
const withFlowPrefix = (hash: string, body: Body) =>
  typeof body.code_challenge === 'string' && body.code_challenge ? `pkce_${hash}` : hash

/** Stores a fresh confirmation token for the user's address and logs the confirmation e-mail. */
async function sendConfirmation(
  settings: AuthSettings,
  tx: Queryable,
  user: AuthUser,
  body: Body,
  redirectTo: string | undefined,
): Promise<void> {
  const email = user.row.email ?? ''
  const otp = generateOtp(settings.otpLength)
  const token = withFlowPrefix(tokenHash(email, otp), body)
  await tx.query(`update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`, [
    user.row.id,
    token,
  ])
  logMail('confirmation', email, { otp, link: verifyLink(settings, token, 'signup', redirectTo) })
}

/** What sign-up answers: a session (no confirmation needed) or the user awaiting confirmation. */
export type SignupResult = TokenResponse | Record<string, unknown>

/**
 * `POST /signup` with `email`, `password`, `data`: a new confirmed user and a session when
 * confirmations are off, else an unconfirmed user (a confirmation e-mail is logged). The user row
 * and its identity are written in one transaction, so the project's sign-up trigger runs in it.
 */
export async function signUp(
  ctx: BackendContext,
  settings: AuthSettings,
  body: Body,
  redirectTo: string | undefined,
  meta: RequestMeta,
): Promise<SignupResult> {
  if (!settings.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  const email = typeof body.email === 'string' ? body.email : ''
  const phone = typeof body.phone === 'string' ? body.phone : ''
  if (!email && !phone) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  const password = typeof body.password === 'string' ? body.password : ''
  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
  checkPasswordStrength(settings, password)
  if (email && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.')
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  const address = validateEmail(email)
  const data = asObject(body.data) ?? {}

  return inTransaction(ctx.db.admin, async (tx) => {
    const existingId = await findUserIdByEmail(tx, address)
    if (existingId || (await isDuplicatedEmail(tx, address))) {
      const existing = existingId ? await mustLoadUser(tx, existingId) : null
      if (!existing || isConfirmed(existing.row)) {
        if (settings.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered')
        return obfuscatedUser(address, data)
      }
      if (settings.mailerAutoconfirm) {
        await tx.query(
          `update auth.users set email_confirmed_at = now(), confirmation_token = '',
                  raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}'
            where id = $1`,
          [existing.row.id],
        )
        return openSession(ctx, settings, tx, existing.row.id, 'password', meta)
      }
      await sendConfirmation(settings, tx, existing, body, redirectTo)
      return userJson(await mustLoadUser(tx, existing.row.id))
    }
    let id: string
    try {
      id = await insertEmailUser(tx, {
        email: address,
        password,
        userMetaData: data,
        appMetaData: { provider: 'email', providers: ['email'] },
        role: 'authenticated',
        confirmed: settings.mailerAutoconfirm,
        identityExtra: data,
      })
    } catch (err) {
      console.error('[auth] sign-up insert failed:', err)
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user')
    }
    if (settings.mailerAutoconfirm) return openSession(ctx, settings, tx, id, 'password', meta)
    const user = await mustLoadUser(tx, id)
    await sendConfirmation(settings, tx, user, body, redirectTo)
    return userJson(await mustLoadUser(tx, id))
  })
}

/**
 * GoTrue's answer to a repeated sign-up while confirmations are on (sanitizeUser): a made-up user
 * that reveals nothing about the existing account.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

/**
 * `POST /token?grant_type=password` with `email` and `password`: a new aal1 session, or 400
 * `invalid_credentials` ("Invalid login credentials") for an unknown address or a wrong password,
 * 400 `email_not_confirmed` for an address not confirmed yet. A right password that no longer
 * meets the strength rules is accepted and reported in `weak_password`, as GoTrue does.
 */
export async function passwordGrant(
  ctx: BackendContext,
  settings: AuthSettings,
  body: Body,
  meta: RequestMeta,
): Promise<TokenResponse> {
  const email = typeof body.email === 'string' ? body.email : ''
  const phone = typeof body.phone === 'string' ? body.phone : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (email && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.')
  }
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  if (!email) throw badRequest('validation_failed', 'missing email or phone')
  const invalid = badRequest('invalid_credentials', 'Invalid login credentials')

  const db = ctx.db.admin
  const userId = await findUserIdByEmail(db, email)
  if (!userId || !(await hasPassword(db, userId))) throw invalid
  const user = await mustLoadUser(db, userId)
  if (isBanned(user.row)) throw badRequest('user_banned', 'User is banned')
  if (!(await passwordMatches(db, userId, password))) throw invalid
  let weak: TokenResponse['weak_password']
  try {
    checkPasswordStrength(settings, password)
  } catch (err) {
    if (err instanceof AuthError && err.code === 'weak_password') {
      weak = { message: err.message, reasons: (err.extra.weak_password as { reasons: string[] }).reasons }
    }
  }
  if (!isConfirmed(user.row)) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const tokens = await inTransaction(db, (tx) => openSession(ctx, settings, tx, userId, 'password', meta))
  return weak ? { ...tokens, weak_password: weak } : tokens
}

/** GoTrue's verifyReauthentication: the nonce e-mailed by `GET /reauthenticate`, then spent. */
async function verifyReauthentication(settings: AuthSettings, tx: Queryable, user: AuthUser, nonce: string) {
  const invalid = unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')
  const { rows } = await tx.query<{ token: string | null; fresh: boolean }>(
    `select reauthentication_token as token,
            coalesce(reauthentication_sent_at + make_interval(secs => $2) > now(), false) as fresh
       from auth.users where id = $1`,
    [user.row.id, settings.otpExpirySeconds],
  )
  const row = rows[0]
  if (!row?.token || !row.fresh || tokenHash(user.row.email ?? '', nonce) !== row.token) throw invalid
  await tx.query(`update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`, [
    user.row.id,
  ])
}

/** How long a sign-in proves the password for a password or e-mail change, in seconds. */
export const REAUTHENTICATION_WINDOW_SECONDS = 300

/** The sign-in methods that prove the password, or ownership of the address (an e-mailed link or code). */
const PASSWORD_PROOFS = ['password', 'otp', 'magiclink', 'recovery']
/** The sign-in methods of an e-mailed link or code, which stand in for the current password. */
const EMAILED_PROOFS = ['otp', 'magiclink', 'recovery']

/**
 * True when the caller's session signed in by one of `methods` in the last
 * {@link REAUTHENTICATION_WINDOW_SECONDS} (its `amr` claims).
 */
async function provedRecently(q: Queryable, sessionId: string | undefined, methods: string[]): Promise<boolean> {
  if (!sessionId) return false
  const { rows } = await q.query(
    `select 1 from auth.mfa_amr_claims
      where session_id = $1 and authentication_method = any($3::text[])
        and updated_at > now() - make_interval(secs => $2)`,
    [sessionId, REAUTHENTICATION_WINDOW_SECONDS, methods],
  )
  return rows.length > 0
}

/**
 * The proof a password or e-mail change needs (with `secure_password_change`): the right
 * `current_password` in this request, else a sign-in or recovery link of this session in the
 * last 5 minutes, else a reauthentication `nonce`. With `require_current_password`, a password
 * change must name the current password unless the session came from an e-mailed link or code
 * in the last 5 minutes (400 `current_password_required`). Throws the {@link AuthError} to answer.
 */
async function requirePasswordProof(
  settings: AuthSettings,
  tx: Queryable,
  caller: Caller,
  body: Body,
  changesPassword: boolean,
): Promise<void> {
  const current = typeof body.current_password === 'string' ? body.current_password : ''
  if (current !== '') {
    if (!settings.securePasswordChange && !settings.requireCurrentPassword) return
    if (!(await passwordMatches(tx, caller.user.row.id, current))) {
      throw badRequest('current_password_invalid', 'Invalid login credentials')
    }
    return
  }
  if (changesPassword && settings.requireCurrentPassword) {
    if (await provedRecently(tx, caller.session?.id, EMAILED_PROOFS)) return
    throw badRequest('current_password_required', 'Current password required when setting new password.')
  }
  if (!settings.securePasswordChange) return
  if (await provedRecently(tx, caller.session?.id, PASSWORD_PROOFS)) return
  const nonce = typeof body.nonce === 'string' ? body.nonce : ''
  if (nonce === '') throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  await verifyReauthentication(settings, tx, caller.user, nonce)
}

/**
 * Starts an e-mail change (GoTrue's sendEmailChange): the new address is recorded in
 * `email_change` (shown as `new_email`) and only becomes the user's address once confirmed;
 * with `double_confirm_changes` both the current and the new address get a link (logged here).
 */
async function startEmailChange(
  settings: AuthSettings,
  tx: Queryable,
  user: AuthUser,
  newEmail: string,
  body: Body,
  redirectTo: string | undefined,
): Promise<void> {
  const otpNew = generateOtp(settings.otpLength)
  const tokenNew = withFlowPrefix(tokenHash(newEmail, otpNew), body)
  const current = user.row.email ?? ''
  const otpCurrent = settings.doubleConfirmChanges && current ? generateOtp(settings.otpLength) : ''
  const tokenCurrent = otpCurrent ? withFlowPrefix(tokenHash(current, otpCurrent), body) : ''
  await tx.query(
    `update auth.users
        set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [user.row.id, newEmail, tokenNew, tokenCurrent],
  )
  if (otpCurrent) {
    logMail('email_change_current', current, {
      otp: otpCurrent,
      link: verifyLink(settings, tokenCurrent, 'email_change', redirectTo),
    })
  }
  logMail('email_change_new', newEmail, {
    otp: otpNew,
    link: verifyLink(settings, tokenNew, 'email_change', redirectTo),
  })
}

/**
 * `PUT /user`: the caller's own changes, checked in GoTrue's order. A password or e-mail change
 * needs an aal2 session when the user has a verified factor (401 `insufficient_aal`) and, with
 * `secure_password_change`, proof of the password: a right `current_password` in the request
 * (400 `current_password_invalid` 'Invalid login credentials' when wrong), a sign-in or recovery
 * link in the last 5 minutes, or a reauthentication `nonce` (else 400 `reauthentication_needed`),
 * so a session token alone can do neither. A new password must differ from the current one
 * (422 `same_password`); it ends the user's other sessions. An `email` change is recorded as
 * `new_email` awaiting confirmation; `data` is merged into the user metadata.
 */
export async function updateUser(
  ctx: BackendContext,
  settings: AuthSettings,
  caller: Caller,
  body: Body,
  redirectTo: string | undefined,
): Promise<Record<string, unknown>> {
  const user = caller.user
  const email = typeof body.email === 'string' && body.email !== '' ? validateEmail(body.email) : ''
  const password = typeof body.password === 'string' ? body.password : null
  const phone = typeof body.phone === 'string' ? body.phone : ''
  if (password !== null) checkPasswordStrength(settings, password)
  if (asObject(body.app_metadata)) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  const changesEmail = email !== '' && email !== (user.row.email ?? '')
  if (hasVerifiedFactor(user) && caller.session?.aal !== 'aal2' && ((password ?? '') !== '' || changesEmail)) {
    throw unauthorized('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
  }
  const db = ctx.db.admin
  if (changesEmail) await assertEmailFree(db, email, user.row.id)
  if (phone && phone !== (user.row.phone ?? ''))
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')

  return inTransaction(db, async (tx) => {
    if ((password !== null || changesEmail) && (await hasPassword(tx, user.row.id))) {
      await requirePasswordProof(settings, tx, caller, body, password !== null)
    }
    if (password !== null) {
      if (password !== '' && (await passwordMatches(tx, user.row.id, password))) {
        throw unprocessable('same_password', 'New password should be different from the old password.')
      }
      await setPassword(tx, user.row.id, password, caller.session?.id ?? null)
    }
    const data = asObject(body.data)
    if (data) await mergeMetaData(tx, await mustLoadUser(tx, user.row.id), 'raw_user_meta_data', data)
    if (changesEmail) await startEmailChange(settings, tx, await mustLoadUser(tx, user.row.id), email, body, redirectTo)
    return userJson(await mustLoadUser(tx, user.row.id))
  })
}

/**
 * `POST /recover` with `email`: stores a recovery token and logs the recovery e-mail; `{}` whether
 * or not the address has an account, so nobody learns which addresses do.
 */
export async function recover(
  ctx: BackendContext,
  settings: AuthSettings,
  body: Body,
  redirectTo: string | undefined,
): Promise<Record<string, never>> {
  if (typeof body.email !== 'string' || body.email === '') {
    throw badRequest('validation_failed', 'Password recovery requires an email')
  }
  const email = validateEmail(body.email)
  const userId = await findUserIdByEmail(ctx.db.admin, email)
  if (!userId) return {}
  const otp = generateOtp(settings.otpLength)
  const token = withFlowPrefix(tokenHash(email, otp), body)
  await ctx.db.admin.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [
    userId,
    token,
  ])
  logMail('recovery', email, { otp, link: verifyLink(settings, token, 'recovery', redirectTo) })
  return {}
}

/**
 * `GET /reauthenticate`: e-mails (logs) a nonce that `PUT /user` accepts with a password change;
 * the user's address must be confirmed.
 */
export async function reauthenticate(
  ctx: BackendContext,
  settings: AuthSettings,
  caller: Caller,
): Promise<Record<string, never>> {
  const email = caller.user.row.email ?? ''
  if (!email) {
    throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number')
  }
  if (!isConfirmed(caller.user.row)) throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  const otp = generateOtp(settings.otpLength)
  await ctx.db.admin.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1`,
    [caller.user.row.id, tokenHash(email, otp)],
  )
  logMail('reauthentication', email, { otp })
  return {}
}
