/**
 * Token checks as Realtime makes them (github.com/supabase/realtime,
 * lib/realtime_web/channels/auth/channels_authorization.ex and jwt_verification.ex): the signature
 * and `exp` are verified, and `role` and `exp` must both be present. The failure wording differs
 * by where it happens, so a failure carries both: the join's reply `reason` and the `system`
 * message that shuts a joined channel down (realtime_channel.ex, `confirm_token` callers).
 */
import * as jose from 'jose'
import type { BackendContext } from '../context.ts'
import { type Claims, TokenError } from '../jwt.ts'

/** A token Realtime accepts: its claims and its `exp` (seconds since the epoch). */
export interface ValidToken {
  ok: true
  claims: Claims
  exp: number
}

/** Why a token is refused. */
export type TokenFailure = 'malformed' | 'expired' | 'missing_claims' | 'signature'

/** A token Realtime refuses, with both wordings. */
export interface InvalidToken {
  ok: false
  failure: TokenFailure
  /** The `reason` of a refused `phx_join` (`<Code>: <message>`). */
  joinReason: string
  /** The `message` of the `system` error that closes a joined channel. */
  shutdownMessage: string
}

const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT'
const MALFORMED = 'The token provided is not a valid JWT'

/** Verifies `token` with the project's secret as Realtime does; never throws. */
export async function checkToken(ctx: BackendContext, token: string): Promise<ValidToken | InvalidToken> {
  let unverified: jose.JWTPayload
  try {
    jose.decodeProtectedHeader(token)
    unverified = jose.decodeJwt(token)
  } catch {
    return { ok: false, failure: 'malformed', joinReason: `MalformedJWT: ${MALFORMED}`, shutdownMessage: MALFORMED }
  }
  try {
    const claims = await ctx.jwt.verify(token)
    if (typeof claims.exp !== 'number') return missingClaims()
    return { ok: true, claims, exp: Math.round(claims.exp) }
  } catch (err) {
    if (err instanceof TokenError && err.reason === 'expired' && typeof unverified.exp === 'number') {
      const message = `Token has expired ${Math.floor(Date.now() / 1000) - Math.round(unverified.exp)} seconds ago`
      return { ok: false, failure: 'expired', joinReason: `InvalidJWTToken: ${message}`, shutdownMessage: message }
    }
    if (err instanceof TokenError && err.message === 'JWT has no role claim') return missingClaims()
    // Realtime replies to a join with this reason; a refreshed token with a bad signature shuts
    // the channel with `inspect(:signature_error)`.
    return {
      ok: false,
      failure: 'signature',
      joinReason: 'JwtSignatureError: Failed to validate JWT signature',
      shutdownMessage: ':signature_error',
    }
  }
}

function missingClaims(): InvalidToken {
  return {
    ok: false,
    failure: 'missing_claims',
    joinReason: `InvalidJWTToken: ${MISSING_CLAIMS}`,
    shutdownMessage: MISSING_CLAIMS,
  }
}

/**
 * Why a WebSocket upgrade is refused (RealtimeWeb.UserSocket.handle_error/2): the HTTP status
 * and `{"error": …}` body, or null when `apikey` is acceptable.
 */
export async function checkApiKey(
  ctx: BackendContext,
  apikey: string | null,
): Promise<{ status: number; error: string } | null> {
  if (!apikey) return { status: 401, error: 'API key is missing' }
  const result = await checkToken(ctx, apikey)
  if (result.ok) return null
  const error: Record<TokenFailure, string> = {
    expired: 'Token has expired',
    malformed: MALFORMED,
    missing_claims: MISSING_CLAIMS,
    signature: 'Failed to validate JWT signature',
  }
  return { status: 401, error: error[result.failure] }
}
