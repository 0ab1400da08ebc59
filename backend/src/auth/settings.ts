/**
 * The Auth settings the GoTrue stand-in follows: the `[auth]` values of `supabase/config.toml`
 * that {@link BackendConfig} reads, plus GoTrue's fixed defaults for what the project never sets
 * (MFA challenge lifetime, maximum verified factors, one-time-code length).
 */
import type { BackendConfig } from '../config.ts'

/** What the Auth routes need to know about the project's Auth configuration. */
export interface AuthSettings {
  /** Access-token lifetime in seconds (`[auth] jwt_expiry`). */
  jwtExpirySeconds: number
  /** `[auth] minimum_password_length`. */
  minimumPasswordLength: number
  /** `[auth] enable_signup`. */
  enableSignup: boolean
  /** True when sign-up needs no e-mail confirmation (`[auth.email] enable_confirmations = false`). */
  mailerAutoconfirm: boolean
  /**
   * `[auth.email] secure_password_change`: a password or e-mail change needs proof of the password:
   * `current_password` in the request, a sign-in of the session in the last 5 minutes, or a nonce.
   * Stricter than hosted GoTrue (a sign-in within 24 h, password changes only), which the project
   * tightens with `require_current_password` (docs/functions.md).
   */
  securePasswordChange: boolean
  /** `[auth.email] double_confirm_changes`: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean
  /** `[auth] enable_refresh_token_rotation`: reusing an old refresh token revokes its session's tokens. */
  refreshTokenRotation: boolean
  /** `[auth] refresh_token_reuse_interval`: seconds a used refresh token may still be exchanged. */
  refreshTokenReuseIntervalSeconds: number
  /** `[auth.mfa] max_enrolled_factors`. */
  maxEnrolledFactors: number
  /** GoTrue's `MFA_MAX_VERIFIED_FACTORS` default. */
  maxVerifiedFactors: number
  /** GoTrue's `MFA_CHALLENGE_EXPIRY_DURATION` default (seconds). */
  mfaChallengeExpirySeconds: number
  /** GoTrue's `MFA_FACTOR_EXPIRY_DURATION` default: an unverified, never challenged factor lives this long. */
  mfaFactorExpirySeconds: number
  /** `[auth.email] otp_length`. */
  otpLength: number
  /** `[auth.email] otp_expiry` (seconds): how long a reauthentication nonce or e-mail link is valid. */
  otpExpirySeconds: number
  /** `[auth] site_url`: the default issuer of TOTP factors and target of e-mail links. */
  siteUrl: string
  /** Base URL of this Auth server (`…/auth/v1`), for the links of logged e-mails. */
  authUrl: string
}

/** Values `config.ts` may grow; until then GoTrue's defaults (which `supabase/config.toml` also sets). */
interface OptionalAuthConfig {
  enableRefreshTokenRotation?: boolean
  refreshTokenReuseInterval?: number
  doubleConfirmChanges?: boolean
  otpLength?: number
  otpExpirySeconds?: number
}

/** The settings for `config`. */
export function authSettings(config: BackendConfig): AuthSettings {
  const extra = config as BackendConfig & OptionalAuthConfig
  return {
    jwtExpirySeconds: config.jwtExpirySeconds,
    minimumPasswordLength: config.minimumPasswordLength,
    enableSignup: config.enableSignup,
    mailerAutoconfirm: !config.enableConfirmations,
    securePasswordChange: config.securePasswordChange,
    doubleConfirmChanges: extra.doubleConfirmChanges ?? true,
    refreshTokenRotation: extra.enableRefreshTokenRotation ?? true,
    refreshTokenReuseIntervalSeconds: extra.refreshTokenReuseInterval ?? 10,
    maxEnrolledFactors: config.maxEnrolledFactors,
    maxVerifiedFactors: 10,
    mfaChallengeExpirySeconds: 300,
    mfaFactorExpirySeconds: 300,
    otpLength: extra.otpLength ?? 6,
    otpExpirySeconds: extra.otpExpirySeconds ?? 3600,
    siteUrl: config.siteUrl,
    authUrl: `${config.publicUrl}/auth/v1`,
  }
}
