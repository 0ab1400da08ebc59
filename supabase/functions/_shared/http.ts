/**
 * JSON response helpers shared by every function.
 */
import { HttpError, INTERNAL_ERROR_MESSAGE } from './errors.ts'

/** Minimal logger the handlers use; tests may inject one that records lines. */
export interface Logger {
  error(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
}

/** Console-backed {@link Logger}; logs only error names and messages, never request bodies. */
export const consoleLogger: Logger = {
  error: (message, detail) => console.error(message, describe(detail)),
  warn: (message, detail) => console.warn(message, describe(detail)),
}

function describe(detail: unknown): string {
  if (detail instanceof Error) return `${detail.name}: ${detail.message}`
  return detail === undefined ? '' : String(detail)
}

/**
 * A JSON response with `Content-Type: application/json`.
 * @param status HTTP status; @param body any JSON-serialisable value; @param headers extra headers.
 */
export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = new Headers(headers)
  h.set('Content-Type', 'application/json; charset=utf-8')
  h.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(body), { status, headers: h })
}

/**
 * Maps any thrown value to `{ error }`: an {@link HttpError} keeps its status and message;
 * anything else is logged and answered 500 with a generic message (no secret can leak).
 */
export function errorResponse(err: unknown, log: Logger, headers: HeadersInit = {}): Response {
  if (err instanceof HttpError) {
    if (err.status >= 500) log.error(`${err.status} ${err.message}`, err.cause)
    const h = new Headers(headers)
    new Headers(err.headers).forEach((v, k) => h.set(k, v))
    return json(err.status, { error: err.message }, h)
  }
  log.error('Unexpected error', err)
  return json(500, { error: INTERNAL_ERROR_MESSAGE }, headers)
}
