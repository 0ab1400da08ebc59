/**
 * `turn-credentials`: short-lived TURN credentials for a signed-in member's meeting connections.
 */
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { HttpError } from '../errors.ts'
import { turnCredentials, type TurnCredentialsBody } from '../turn.ts'

/** The 501 message when TURN_URLS or TURN_SECRET is not set (the client then uses STUN only). */
export const TURN_NOT_CONFIGURED = 'TURN is not configured'

/**
 * POST or GET, no body, bearer token required. Answers {@link TurnCredentialsBody}:
 * `{ iceServers: [{ urls: TURN_URLS, username: '<expiry>:<user id>', credential }], ttl }`, the
 * credential being base64 HMAC-SHA1 of the username with TURN_SECRET (coturn `use-auth-secret`),
 * valid one hour at most.
 * Errors: 401 bad or missing token, 405 other methods, 501 `TURN is not configured`.
 */
export const handleTurnCredentials: Handler = endpoint(['POST', 'GET'], async (req, deps) => {
  const userId = await deps.verifyCaller(req)
  const turn = deps.env.turn
  if (!turn) throw new HttpError(501, TURN_NOT_CONFIGURED)
  const body: TurnCredentialsBody = await turnCredentials({ urls: turn.urls, secret: turn.secret, userId })
  return body
})
