/**
 * Typed HTTP errors and their mapping to `{ "error": "<message>" }` responses.
 *
 */

/** An error whose message is safe to show to the caller, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: HeadersInit = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** 400: the request body or parameters are invalid (message is the validation message). */
export const badRequest = (message: string): HttpError => new HttpError(400, message)
/** 401: missing, malformed, expired or foreign bearer token. */
export const unauthorized = (message = 'Missing or invalid bearer token'): HttpError =>
  new HttpError(401, message, { 'WWW-Authenticate': 'Bearer realm="nexus"' })
/** 403: the calling origin is not in ALLOWED_ORIGINS. */
export const forbiddenOrigin = (): HttpError => new HttpError(403, 'Origin not allowed')
/** 404: there is nothing to act on for this caller. */
export const notFound = (message: string): HttpError => new HttpError(404, message)
/** 405: wrong HTTP method; `allow` lists the accepted ones. */
export const methodNotAllowed = (allow: readonly string[]): HttpError =>
  new HttpError(405, `Method not allowed; use ${allow.join(' or ')}`, { Allow: allow.join(', ') })
/** 429: too many requests from one sender; `retryAfter` in seconds. */
export const tooManyRequests = (message: string, retryAfter: number): HttpError =>
  new HttpError(429, message, { 'Retry-After': String(retryAfter) })
/** 409: the request conflicts with the caller's current state. */
export const conflict = (message: string): HttpError => new HttpError(409, message)

/**
 * Thrown when a Stripe API call fails (network, 5xx, or a rejected request): answered as 502.
 * The Stripe message is logged, not returned.
 */
export class StripeUpstreamError extends HttpError {
  constructor(cause: unknown) {
    super(502, 'Payment provider request failed; please try again')
    this.name = 'StripeUpstreamError'
    this.cause = cause
  }
}

/** Generic body for 500s: never includes the underlying message (it may contain secrets). */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error'
