/**
 * `turn-credentials`: short-lived TURN credentials for a signed-in member's meeting connections.
 */
import type { Handler } from '../deps.ts'
import { endpoint } from '../endpoint.ts'
import { turnCredentials, type TurnCredentialsBody } from '../turn.ts'

/**
 * POST or GET, no body, bearer token required. Answers {@link TurnCredentialsBody}:
 * `{ iceServers: [{ urls: TURN_URLS, username: '<expiry>:<user id>', credential }], ttl }`, the
 * credential being base64 HMAC-SHA1 of the username with TURN_SECRET (coturn `use-auth-secret`),
 * valid one hour at most. Without TURN_URLS or TURN_SECRET there is no relay to offer:
 * `{ iceServers: [], ttl: 3600 }` (the client then uses STUN; not an error, so a page joining a
 * meeting logs nothing).
 * Errors: 401 bad or missing token, 405 other methods.
 */
/** How long a client may keep the answer 'no TURN server' before asking again, in seconds. */
export const NO_RELAY_TTL_S = 3600

export const handleTurnCredentials: Handler = endpoint(['POST', 'GET'], async (req, deps) => {
  const userId = await deps.verifyCaller(req)
  const turn = deps.env.turn
  if (!turn) return { iceServers: [], ttl: NO_RELAY_TTL_S }
  const body: TurnCredentialsBody = await turnCredentials({ urls: turn.urls, secret: turn.secret, userId })
  return body
})
