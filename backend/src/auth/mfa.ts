/**
 * TOTP multi-factor authentication as GoTrue's mfa.go does it: enrol (`POST /factors`: a new
 * unverified factor, its secret, `otpauth://` URI and SVG QR code), challenge
 * (`POST /factors/:id/challenge`), verify (`POST /factors/:id/verify`: the code of the
 * challenge's factor; the factor becomes verified and the caller's session aal2, with `totp` in
 * its `amr`) and unenrol (`DELETE /factors/:id`; a verified factor only from an aal2 session).
 * Phone and WebAuthn factors are disabled, as in supabase/config.toml.
 */
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import type { BackendContext } from '../context.ts'
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts'
import { type Caller, requireSession } from './guard.ts'
import type { RequestMeta } from './request.ts'
import { type TokenResponse, upgradeSession } from './sessions.ts'
import type { AuthSettings } from './settings.ts'
import { inTransaction, type Queryable } from './transaction.ts'
import { type FactorRow, loadUser, UUID_PATTERN } from './users.ts'

/** GoTrue's TOTP parameters (pquerna/otp defaults). */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const

/** What `POST /factors` answers for a TOTP factor. */
export interface EnrollResponse {
  id: string
  type: 'totp'
  friendly_name: string
  totp: { qr_code: string; secret: string; uri: string }
}

/** GoTrue's validateFactors: expired unfinished factors go, then the limits and the aal rule apply. */
async function validateNewFactor(
  settings: AuthSettings,
  tx: Queryable,
  caller: Caller,
  friendlyName: string,
): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < now()`,
    [settings.mfaFactorExpirySeconds],
  )
  const user = await loadUser(tx, caller.user.row.id)
  const factors = user?.factors ?? []
  if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    )
  }
  const verified = factors.filter((f) => f.status === 'verified').length
  if (factors.length >= settings.maxEnrolledFactors || verified >= settings.maxVerifiedFactors) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && caller.session && caller.session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

/** `POST /factors`: enrols a TOTP factor (body `factor_type`, `friendly_name`, `issuer`). */
export async function enrollFactor(
  ctx: BackendContext,
  settings: AuthSettings,
  caller: Caller,
  body: Record<string, unknown>,
): Promise<EnrollResponse> {
  requireSession(caller, 'enroll a factor')
  const factorType = body.factor_type
  if (factorType === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
  }
  if (factorType !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  if (!settings.totpEnrollEnabled) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : ''
  const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : new URL(settings.siteUrl).host

  const totp = new OTPAuth.TOTP({
    issuer,
    label: caller.user.row.email ?? '',
    secret: new OTPAuth.Secret({ size: 20 }),
    ...TOTP_PARAMS,
  })
  const uri = totp.toString()
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })

  const id = await inTransaction(ctx.db.admin, async (tx) => {
    await validateNewFactor(settings, tx, caller, friendlyName)
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3) returning id`,
      [caller.user.row.id, friendlyName, totp.secret.base32],
    )
    return rows[0]!.id
  })
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret: totp.secret.base32, uri } }
}

/** GoTrue's loadFactor: the caller's own factor `factorId`, else 404. */
function ownedFactor(caller: Caller, factorId: string): FactorRow {
  if (!UUID_PATTERN.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const factor = caller.user.factors.find((f) => f.id === factorId)
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

/**
 * Refuses the factor types that are disabled (`[auth.mfa.phone]`, WebAuthn, and TOTP when
 * `[auth.mfa.totp] verify_enabled` is off) for challenge and verify.
 */
function assertTotp(settings: AuthSettings, factor: FactorRow): void {
  if (factor.factor_type === 'phone') {
    throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone')
  }
  if (factor.factor_type !== 'totp') {
    throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn')
  }
  if (!settings.totpVerifyEnabled) {
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
  }
}

/** `POST /factors/:id/challenge`: a challenge for a TOTP factor, valid for five minutes. */
export async function challengeFactor(
  ctx: BackendContext,
  settings: AuthSettings,
  caller: Caller,
  factorId: string,
  meta: RequestMeta,
): Promise<{ id: string; type: string; expires_at: number }> {
  const factor = ownedFactor(caller, factorId)
  assertTotp(settings, factor)
  return inTransaction(ctx.db.admin, async (tx) => {
    const { rows } = await tx.query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values (gen_random_uuid(), $1, now(), $2::inet)
       returning id, floor(extract(epoch from created_at + make_interval(secs => $3)))::int as expires_at`,
      [factor.id, challengeIp(meta), settings.mfaChallengeExpirySeconds],
    )
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id])
    const challenge = rows[0]!
    return { id: challenge.id, type: factor.factor_type, expires_at: challenge.expires_at }
  })
}

/** The address a challenge is bound to (GoTrue always has one). */
function challengeIp(meta: RequestMeta): string {
  return meta.ip ?? '127.0.0.1'
}

/**
 * `POST /factors/:id/verify` (`challenge_id`, `code`): checks the challenge (same address, not
 * used, not expired) and the TOTP code (±1 period); then the challenge is used, the factor
 * verified, the caller's session upgraded to aal2 with a rotated refresh token, the user's
 * aal1 sessions ended and their other unverified TOTP factors removed.
 */
export async function verifyFactor(
  ctx: BackendContext,
  settings: AuthSettings,
  caller: Caller,
  factorId: string,
  body: Record<string, unknown>,
  meta: RequestMeta,
): Promise<TokenResponse> {
  const session = requireSession(caller, 'verify a factor')
  const factor = ownedFactor(caller, factorId)
  const code = typeof body.code === 'string' ? body.code : ''
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty')
  assertTotp(settings, factor)
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : ''

  const db = ctx.db.admin
  const { rows } = UUID_PATTERN.test(challengeId)
    ? await db.query<{ id: string; used_or_moved: boolean; expired: boolean }>(
        `select id, (verified_at is not null or ip_address <> $3::inet) as used_or_moved,
                created_at + make_interval(secs => $4) < now() as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id, challengeIp(meta), settings.mfaChallengeExpirySeconds],
      )
    : { rows: [] }
  const challenge = rows[0]
  if (!challenge) {
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
  }
  if (challenge.used_or_moved) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  }
  if (challenge.expired) {
    await db.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id])
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  if (!factor.secret) throw new AuthError(500, 'unexpected_failure', 'Database error verifying MFA TOTP secret')
  const valid =
    OTPAuth.TOTP.validate({
      token: code,
      secret: OTPAuth.Secret.fromBase32(factor.secret),
      window: 1,
      ...TOTP_PARAMS,
    }) !== null
  if (!valid) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')

  return inTransaction(db, async (tx) => {
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challenge.id])
    if (factor.status !== 'verified') {
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
    }
    const userId = caller.user.row.id
    const tokens = await upgradeSession(ctx, settings, tx, userId, session.id, 'totp', factor.id)
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId])
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [userId],
    )
    return tokens
  })
}

/**
 * `DELETE /factors/:id`: removes the factor (a verified one only from an aal2 session, else 422
 * `insufficient_aal`) and downgrades the sessions it had raised to aal1.
 */
export async function unenrollFactor(ctx: BackendContext, caller: Caller, factorId: string): Promise<{ id: string }> {
  const session = requireSession(caller, 'unenroll a factor')
  const factor = ownedFactor(caller, factorId)
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await inTransaction(ctx.db.admin, async (tx) => {
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id])
    const method = factor.factor_type === 'phone' ? 'mfa/phone' : 'totp'
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = $2
          and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id, method],
    )
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $2 and factor_id = $1`,
      [factor.id, factor.user_id],
    )
  })
  return { id: factor.id }
}
