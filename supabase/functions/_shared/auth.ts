/**
 * Caller authentication: verifies the Supabase access token (bearer JWT) and returns the user id.
 *
 *
 * - Asymmetric tokens (ES256/RS256/EdDSA, Supabase's current default) are verified against the
 *   project's JWKS at `${SUPABASE_URL}/auth/v1/.well-known/jwks.json` (one key set per verifier,
 *   built once; jose caches the keys and refetches on a new `kid`).
 * - HS256 tokens are verified with SUPABASE_JWT_SECRET (the legacy shared secret) when it is set,
 *   and rejected otherwise.
 * Expiry is required and checked, the audience must be `authenticated` and the issuer the
 * project's auth URL (`${SUPABASE_URL}/auth/v1`), the `role` claim must be `authenticated`, and
 * the user id is taken from `sub` only. A member with a verified second factor must present an
 * `aal2` token (signed in with the code): an `aal1` token of theirs is refused with 401, as the
 * database's RLS refuses it (private.requires_aal2).
 */
import * as jose from 'jose'
import { unauthorized } from './errors.ts'
import { isUuid } from './validation.ts'

/** Verifies the request's bearer token; resolves to the caller's user id (uuid) or throws 401. */
export type VerifyCaller = (req: Request) => Promise<string>

/** Options for {@link createCallerVerifier}. */
export interface CallerVerifierOptions {
  supabaseUrl: string
  jwtSecret?: string
  /** True when the user has a verified second factor (only aal2 tokens may act for them). */
  requiresSecondFactor: (userId: string) => Promise<boolean>
}

/** The 401 message for an aal1 token of a member who has a verified second factor. */
export const SECOND_FACTOR_REQUIRED = 'Two-factor authentication required: verify your code and try again'

const ASYMMETRIC_ALGS = ['ES256', 'RS256', 'EdDSA', 'ES384', 'RS384', 'PS256']

/** Extracts the token from `Authorization: Bearer <token>`; throws 401 when absent or malformed. */
export function bearerToken(req: Request): string {
  const header = req.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+([A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]*)\s*$/i.exec(header)
  if (!match) throw unauthorized('Missing or malformed bearer token')
  return match[1]
}

/**
 * Builds a {@link VerifyCaller}. Errors: 401 for any token problem (bad signature, unknown key,
 * expired, foreign audience or issuer, not `authenticated`, no uuid `sub`, `aal1` for a member
 * with a verified factor); a JWKS that cannot be fetched is a 500 (logged).
 */
export function createCallerVerifier(options: CallerVerifierOptions): VerifyCaller {
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : undefined
  const claims = { audience: 'authenticated', issuer: `${options.supabaseUrl}/auth/v1`, requiredClaims: ['exp', 'sub'] }
  // No I/O until the first asymmetric token is verified.
  const jwks = jose.createRemoteJWKSet(new URL(`${options.supabaseUrl}/auth/v1/.well-known/jwks.json`), {
    cacheMaxAge: 10 * 60_000,
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  })
  return async (req) => {
    const token = bearerToken(req)
    let header: jose.ProtectedHeaderParameters
    try {
      header = jose.decodeProtectedHeader(token)
    } catch {
      throw unauthorized('Malformed bearer token')
    }
    const hs256 = header.alg === 'HS256'
    if (hs256 && !secret) throw unauthorized('Invalid bearer token')
    let payload: jose.JWTPayload
    try {
      ;({ payload } = hs256
        ? await jose.jwtVerify(token, secret!, { algorithms: ['HS256'], ...claims })
        : await jose.jwtVerify(token, jwks, { algorithms: ASYMMETRIC_ALGS, ...claims }))
    } catch (err) {
      if (err instanceof jose.errors.JWTExpired) throw unauthorized('Token expired')
      if (err instanceof jose.errors.JOSEError && !isJwksTransportError(err)) {
        throw unauthorized('Invalid bearer token')
      }
      throw err
    }
    if (payload.role !== 'authenticated') throw unauthorized('Token is not for a signed-in user')
    if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) {
      throw unauthorized('Token has no valid subject')
    }
    const userId = payload.sub.toLowerCase()
    if (payload.aal !== 'aal2' && (await options.requiresSecondFactor(userId))) {
      throw unauthorized(SECOND_FACTOR_REQUIRED)
    }
    return userId
  }
}

/** JWKS fetch failures are server-side problems, not bad tokens. */
function isJwksTransportError(err: jose.errors.JOSEError): boolean {
  return err instanceof jose.errors.JWKSTimeout || err instanceof jose.errors.JWKSInvalid
}
