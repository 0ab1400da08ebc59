/**
 * The stand-in's settings: the parts of `supabase/config.toml` that Auth follows, and the
 * process environment that `scripts/backend/up.sh` sets (ports, database URLs, the JWT secret).
 */
import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/** Everything the API server needs to know, read once at start. */
export interface BackendConfig {
  /** TCP port of the API server on 127.0.0.1. */
  port: number
  /** Public URL of the API server, `http://127.0.0.1:<port>`; also the JWT issuer's base. */
  publicUrl: string
  /** PostgreSQL URL of the superuser (Auth and Storage write their own schemas with it). */
  adminDatabaseUrl: string
  /** PostgreSQL URL of the `authenticator` login role (PostgREST and Realtime authorise with it). */
  apiDatabaseUrl: string
  /** Base URL of the Deno functions server, e.g. `http://127.0.0.1:54391`. */
  functionsUrl: string
  /** HS256 secret that signs every JWT (sessions, anon and service-role keys). */
  jwtSecret: string
  /** Access-token lifetime in seconds (`[auth] jwt_expiry`). */
  jwtExpirySeconds: number
  /** `[auth] minimum_password_length`. */
  minimumPasswordLength: number
  /** `[auth.email] enable_confirmations`: when true, sign-up returns no session until confirmed. */
  enableConfirmations: boolean
  /** `[auth] enable_signup`. */
  enableSignup: boolean
  /** `[auth] site_url`: where e-mail links lead when no redirect is given. */
  siteUrl: string
  /** `[auth.email] secure_password_change`: a password change needs recent proof. */
  securePasswordChange: boolean
  /** `[auth.email] require_current_password`: a password change names the current password. */
  requireCurrentPassword: boolean
  /** `[auth.email] double_confirm_changes`: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean
  /** `[auth.email] otp_length`: digits of an e-mailed one-time code. */
  otpLength: number
  /** `[auth.email] otp_expiry`, in seconds. */
  otpExpirySeconds: number
  /** `[auth] enable_refresh_token_rotation`. */
  enableRefreshTokenRotation: boolean
  /** `[auth] refresh_token_reuse_interval`, in seconds. */
  refreshTokenReuseIntervalSeconds: number
  /** `[auth] password_requirements`: '', 'letters_digits', 'lower_upper_letters_digits' or 'lower_upper_letters_digits_symbols'. */
  passwordRequirements: string
  /** `[auth.mfa] max_enrolled_factors`. */
  maxEnrolledFactors: number
  /** `[auth.mfa.totp] enroll_enabled`. */
  totpEnrollEnabled: boolean
  /** `[auth.mfa.totp] verify_enabled`. */
  totpVerifyEnabled: boolean
  /** Folder holding Storage's files, `<bucket>/<object name>` under it (`BACKEND_STORAGE_DIR`). */
  storageDir: string
  /** `[storage] file_size_limit` in bytes: no upload may be larger, whatever its bucket allows. */
  storageFileSizeLimit: number
}

interface AuthToml {
  auth?: {
    site_url?: string
    jwt_expiry?: number
    enable_signup?: boolean
    minimum_password_length?: number
    password_requirements?: string
    enable_refresh_token_rotation?: boolean
    refresh_token_reuse_interval?: number
    email?: {
      enable_confirmations?: boolean
      secure_password_change?: boolean
      require_current_password?: boolean
      double_confirm_changes?: boolean
      otp_length?: number
      otp_expiry?: number
    }
    mfa?: { max_enrolled_factors?: number; totp?: { enroll_enabled?: boolean; verify_enabled?: boolean } }
  }
  storage?: { file_size_limit?: string }
}

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1024,
  kib: 1024,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
}

/**
 * A size as `supabase/config.toml` writes it (`50MiB`, `5MB`, `500KB`, `3B`; K, M and G count in
 * 1024s, as the Supabase CLI reads them) in bytes. Throws an Error naming the value when it does
 * not parse.
 */
export function parseSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text)
  const unit = SIZE_UNITS[(match?.[2] || 'b').toLowerCase()]
  if (!match || unit === undefined) throw new Error(`not a size: ${text}`)
  return Math.floor(Number(match[1]) * unit)
}

/**
 * Reads `supabase/config.toml` at `configPath` and the environment. Throws an Error naming the
 * first missing variable (`BACKEND_PORT` has a default of 54321), or a storage size that does not parse.
 */
export function loadConfig(configPath: string, env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const toml = parse(readFileSync(configPath, 'utf8')) as AuthToml
  const auth = toml.auth ?? {}
  const required = (name: string) => {
    const value = env[name]
    if (!value) throw new Error(`${name} is not set`)
    return value
  }
  const port = Number(env.BACKEND_PORT ?? 54321)
  return {
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    adminDatabaseUrl: required('BACKEND_ADMIN_DATABASE_URL'),
    apiDatabaseUrl: required('BACKEND_API_DATABASE_URL'),
    functionsUrl: required('BACKEND_FUNCTIONS_URL'),
    jwtSecret: required('BACKEND_JWT_SECRET'),
    jwtExpirySeconds: auth.jwt_expiry ?? 3600,
    minimumPasswordLength: auth.minimum_password_length ?? 6,
    enableConfirmations: auth.email?.enable_confirmations ?? false,
    enableSignup: auth.enable_signup ?? true,
    siteUrl: auth.site_url ?? 'http://127.0.0.1:3000',
    securePasswordChange: auth.email?.secure_password_change ?? false,
    requireCurrentPassword: auth.email?.require_current_password ?? false,
    doubleConfirmChanges: auth.email?.double_confirm_changes ?? true,
    otpLength: auth.email?.otp_length ?? 6,
    otpExpirySeconds: auth.email?.otp_expiry ?? 3600,
    enableRefreshTokenRotation: auth.enable_refresh_token_rotation ?? true,
    refreshTokenReuseIntervalSeconds: auth.refresh_token_reuse_interval ?? 10,
    passwordRequirements: auth.password_requirements ?? '',
    maxEnrolledFactors: auth.mfa?.max_enrolled_factors ?? 10,
    totpEnrollEnabled: auth.mfa?.totp?.enroll_enabled ?? true,
    totpVerifyEnabled: auth.mfa?.totp?.verify_enabled ?? true,
    storageDir: required('BACKEND_STORAGE_DIR'),
    storageFileSizeLimit: parseSize(toml.storage?.file_size_limit ?? '50MiB'),
  }
}
