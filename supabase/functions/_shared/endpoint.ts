/**
 * The HTTP shell shared by all four functions: CORS preflight, origin allowlist, method check,
 * JSON body and `{ error }` mapping.
 */
import { checkOrigin, corsHeaders, type OriginCheck } from './cors.ts'
import type { Dependencies, Handler } from './deps.ts'
import { forbiddenOrigin, methodNotAllowed } from './errors.ts'
import { errorResponse, json } from './http.ts'

/** Per-request context given to the endpoint body. */
export interface EndpointContext {
  /** The caller's Origin and whether it is allowlisted (always allowed when absent). */
  origin: OriginCheck
}

/**
 * Wraps `run` (which returns the JSON body for a 200, or throws an HttpError) into a {@link Handler}:
 * - OPTIONS from an allowlisted origin: 204 with CORS headers; from any other origin: 403.
 * - A non-allowlisted `Origin` on any request: 403 `Origin not allowed`.
 * - A method outside `methods`: 405 with `Allow`.
 * - Anything unexpected: 500 `Internal server error` (logged; no message or secret leaks).
 */
export function endpoint(
  methods: readonly string[],
  run: (req: Request, deps: Dependencies, ctx: EndpointContext) => Promise<unknown>,
): Handler {
  const corsFor = corsHeaders(methods)
  return async (req, deps) => {
    const origin = checkOrigin(req, deps.env.allowedOrigins)
    const cors = corsFor(origin)
    try {
      if (!origin.allowed) throw forbiddenOrigin()
      if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
      if (!methods.includes(req.method)) throw methodNotAllowed(methods)
      const body = await run(req, deps, { origin })
      return json(200, body, cors)
    } catch (err) {
      return errorResponse(err, deps.log, cors)
    }
  }
}
