/**
 * The Auth settings the GoTrue stand-in follows: the `[auth]` values of `supabase/config.toml`
 * that {@link BackendConfig} reads, plus GoTrue's fixed defaults for what the project never sets
 * (MFA challenge and factor lifetimes, maximum verified factors).
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
  /** `[auth.email] require_current_password`: a password change names the current password (unless the session came from an e-mailed link or code). */
  requireCurrentPassword: boolean
  /** `[auth.email] double_confirm_changes`: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean
  /** `[auth] enable_refresh_token_rotation`: reusing an old refresh token revokes its session's tokens. */
  refreshTokenRotation: boolean
  /** `[auth] refresh_token_reuse_interval`: seconds a used refresh token may still be exchanged. */
  refreshTokenReuseIntervalSeconds: number
  /** `[auth] password_requirements` as GoTrue's character sets: a password holds one character of each. */
  passwordRequiredCharacters: string[]
  /** `[auth.mfa] max_enrolled_factors`. */
  maxEnrolledFactors: number
  /** `[auth.mfa.totp] enroll_enabled` and `verify_enabled`. */
  totpEnrollEnabled: boolean
  totpVerifyEnabled: boolean
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

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = `!@#$%^&*()_+-=[]{};'\\:"|<>?,./\`~`

/**
 * The character sets of `[auth] password_requirements`, as the Supabase CLI hands them to GoTrue
 * (`GOTRUE_PASSWORD_REQUIRED_CHARACTERS`). Throws an Error naming an unknown value.
 */
export function requiredCharacters(requirement: string): string[] {
  switch (requirement) {
    case '':
      return []
    case 'letters_digits':
      return [LOWER + UPPER, DIGITS]
    case 'lower_upper_letters_digits':
      return [LOWER, UPPER, DIGITS]
    case 'lower_upper_letters_digits_symbols':
      return [LOWER, UPPER, DIGITS, SYMBOLS]
    default:
      throw new Error(`[auth] password_requirements: unknown value "${requirement}"`)
  }
}

/** The settings for `config`. */
export function authSettings(config: BackendConfig): AuthSettings {
  return {
    jwtExpirySeconds: config.jwtExpirySeconds,
    minimumPasswordLength: config.minimumPasswordLength,
    enableSignup: config.enableSignup,
    mailerAutoconfirm: !config.enableConfirmations,
    securePasswordChange: config.securePasswordChange,
    requireCurrentPassword: config.requireCurrentPassword,
    doubleConfirmChanges: config.doubleConfirmChanges,
    refreshTokenRotation: config.enableRefreshTokenRotation,
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds,
    passwordRequiredCharacters: requiredCharacters(config.passwordRequirements),
    maxEnrolledFactors: config.maxEnrolledFactors,
    totpEnrollEnabled: config.totpEnrollEnabled,
    totpVerifyEnabled: config.totpVerifyEnabled,
    maxVerifiedFactors: 10,
    mfaChallengeExpirySeconds: 300,
    mfaFactorExpirySeconds: 300,
    otpLength: config.otpLength,
    otpExpirySeconds: config.otpExpirySeconds,
    siteUrl: config.siteUrl,
    authUrl: `${config.publicUrl}/auth/v1`,
  }
}
