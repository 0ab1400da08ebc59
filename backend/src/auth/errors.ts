/**
 * GoTrue's error responses. An {@link AuthError} is rendered as GoTrue renders its HTTPError: for a
 * request that names API version 2024-01-01 or later in `X-Supabase-Api-Version` (supabase-js
 * always does) the body is `{ code: '<error code>', message }` and the response repeats the
 * header; for any other request (e.g. the app's own `fetch` in account-actions.ts) it is the legacy
 * `{ code: <status>, error_code, msg }`. auth-js reads either (lib/fetch.js).
 */
import type { Context } from 'hono'

/** The request header that selects the error format, and its one version. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const API_VERSION_2024_01_01 = '2024-01-01'

/** A GoTrue error: HTTP status, GoTrue error code (`invalid_credentials`, …) and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** 400 with a GoTrue error code. */
export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
/** 401 with a GoTrue error code. */
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message)
/** 403 with a GoTrue error code. */
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
/** 404 with a GoTrue error code. */
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
/** 422 with a GoTrue error code. */
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)

/** The weak-password error of a sign-up or password change (422 `weak_password` with its reasons). */
export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } })
}

/** True when the request asks for the 2024-01-01 error format (a valid date on or after it). */
function wantsDatedErrors(header: string | undefined): boolean {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false
  const parsed = Date.parse(`${header}T00:00:00Z`)
  return Number.isFinite(parsed) && parsed >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`)
}

/**
 * The response for `err` thrown by a handler: an {@link AuthError} as GoTrue sends it; anything
 * else is logged and answered as GoTrue's 500 `unexpected_failure`.
 */
export function errorResponse(c: Context, err: unknown): Response {
  const known = err instanceof AuthError ? err : new AuthError(500, 'unexpected_failure', 'Internal Server Error')
  if (!(err instanceof AuthError)) console.error('[auth] unexpected error:', err)
  const dated = wantsDatedErrors(c.req.header(API_VERSION_HEADER))
  if (dated) c.header(API_VERSION_HEADER, API_VERSION_2024_01_01)
  c.header('x-sb-error-code', known.code)
  const body = dated
    ? { code: known.code, message: known.message, ...known.extra }
    : { code: known.status, error_code: known.code, msg: known.message, ...known.extra }
  return c.json(body, known.status as 400)
}
