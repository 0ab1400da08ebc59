/**
 * TURN credentials in coturn's REST scheme ("TURN REST API", coturn `use-auth-secret`): the
 * username is `<expiry unix seconds>:<user id>` and the password the base64 HMAC-SHA1 of that
 * username keyed with the secret coturn has as `static-auth-secret`. coturn recomputes the HMAC
 * and refuses the credentials once the expiry has passed, so nothing is stored anywhere.
 */

/** How long credentials are valid, in seconds (at most one hour). */
export const TURN_TTL_SECONDS = 3600

/** One ICE server entry as `RTCIceServer` takes it. */
export interface TurnIceServer {
  urls: string[]
  username: string
  credential: string
}

/** The body `turn-credentials` answers: the ICE servers and their lifetime in seconds. */
export interface TurnCredentialsBody {
  iceServers: TurnIceServer[]
  ttl: number
}

/** base64 of HMAC-SHA1(`secret`, `message`), with WebCrypto. */
export async function hmacSha1Base64(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ])
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
  return btoa(String.fromCharCode(...signature))
}

/**
 * Credentials for `userId` valid `ttlSeconds` (clamped to 1..{@link TURN_TTL_SECONDS}) from
 * `nowMs` (epoch milliseconds), for every URL of `urls`.
 */
export async function turnCredentials(options: {
  urls: readonly string[]
  secret: string
  userId: string
  nowMs?: number
  ttlSeconds?: number
}): Promise<TurnCredentialsBody> {
  const ttl = Math.min(TURN_TTL_SECONDS, Math.max(1, Math.floor(options.ttlSeconds ?? TURN_TTL_SECONDS)))
  const expiry = Math.floor((options.nowMs ?? Date.now()) / 1000) + ttl
  const username = `${expiry}:${options.userId}`
  const credential = await hmacSha1Base64(options.secret, username)
  return { iceServers: [{ urls: [...options.urls], username, credential }], ttl }
}
