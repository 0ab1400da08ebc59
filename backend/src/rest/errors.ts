/**
 * PostgREST's error responses: every failure is a JSON body `{code, message, details, hint}` with
 * an HTTP status. PostgreSQL errors keep their SQLSTATE, message, detail and hint; the status
 * comes from the SQLSTATE as PostgREST maps it (`mapSQLtoHTTP` in PostgREST's Error.hs).
 */

/** The JSON body of every PostgREST error. */
export interface ErrorBody {
  code: string
  message: string
  details: string | null
  hint: string | null
}

/** An error answered as-is: status, PostgREST body and extra headers. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  /** The response body. */
  body(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint }
  }
}

/** PGRST100 (400): a query parameter (`select`, a filter, `order`, `limit`…) that does not parse. */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

/** PGRST102 (400): a request body that is not the JSON the operation needs. */
export function invalidBody(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message)
}

/** PGRST106 (406): a schema other than the exposed `public` in Accept-Profile/Content-Profile. */
export function unacceptableSchema(): RestError {
  return new RestError(406, 'PGRST106', 'The schema must be one of the following: public')
}

/** PGRST107 (406): an Accept header naming no media type this server produces. */
export function unacceptableMediaType(accept: string): RestError {
  return new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

/** PGRST108 (400): `x.order`, `x.limit`, `x.col=…` for an `x` that is not embedded (there is no embedding). */
export function notEmbedded(resource: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  )
}

/** PGRST103 (416): a Range header or offset beyond the rows there are. */
export function invalidRange(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details)
}

/** PGRST116 (406): `Accept: application/vnd.pgrst.object+json` and not exactly one row. */
export function singularityError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  )
}

/** PGRST117 (405): an HTTP method PostgREST does not answer on this path. */
export function unsupportedMethod(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
}

/** PGRST122 (400): with `Prefer: handling=strict`, a preference this server does not know. */
export function invalidPreferences(prefs: string[]): RestError {
  return new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  )
}

/** PGRST124 (400): `Prefer: handling=strict, max-affected=n` and more rows were touched. */
export function maxAffectedViolation(rows: number): RestError {
  return new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  )
}

/** PGRST202 (404): no function of that name takes exactly the arguments given. */
export function noRpc(name: string, args: string[]): RestError {
  const sorted = [...args].sort()
  const signature = sorted.length ? `(${sorted.join(', ')})` : ' without parameters'
  const withParams = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters'
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${signature} in the schema cache`,
    `Searched for the function public.${name}${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  )
}

/** PGRST203 (300): several overloads of a function accept the arguments given. */
export function ambiguousRpc(signatures: string[]): RestError {
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}

/** PGRST204 (400): a payload or `columns` key that is not a column of the table. */
export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
}

/** PGRST205 (404): the table or view is not in the exposed schema. */
export function tableNotFound(table: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
}

/** 42703 (400): a `select`, filter or order column the relation does not have, worded as PostgreSQL does. */
export function undefinedColumn(relation: string, column: string): RestError {
  return new RestError(400, '42703', `column ${relation}.${column} does not exist`)
}

/**
 * PGRST301 / PGRST303 (401): the bearer token is invalid or expired, with PostgREST's
 * WWW-Authenticate. `token` words the message as PostgREST does for a malformed or forged token.
 */
export function jwtError(reason: 'expired' | 'invalid', message: string, token = ''): RestError {
  let text = message
  const parts = token.split('.').length
  if (reason === 'expired') text = 'JWT expired'
  else if (token && parts !== 3) text = `Expected 3 parts in JWT; got ${parts}`
  else if (/signature/i.test(message)) text = 'No suitable key or wrong key type'
  return new RestError(401, reason === 'expired' ? 'PGRST303' : 'PGRST301', text, null, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(text)}`,
  })
}

/**
 * The HTTP status PostgREST gives a PostgreSQL error, by SQLSTATE (`authed`: the caller's role is
 * not `anon`, which turns 42501 from 401 into 403). `PTxyz` codes carry their own status xyz.
 */
export function pgErrorStatus(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  }
  if (code === '42501') return authed ? 403 : 401
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404
  if (exact[code] !== undefined) return exact[code]
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2))
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

/** The fields of a PostgreSQL error as node-postgres reports them. */
interface PgErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPgError(err: unknown): err is PgErrorLike {
  if (!(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…}', detail = '{"status":…,"headers":{…}}'`:
 * full control of the response, as PostgREST allows. A malformed one is PGRST121 (500).
 */
function raisedPgrst(err: PgErrorLike): RestError {
  try {
    const body = JSON.parse(err.message) as Partial<Record<'code' | 'message' | 'details' | 'hint', unknown>>
    if (typeof body.code !== 'string' || typeof body.message !== 'string') throw new Error('message')
    const detail = JSON.parse(err.detail ?? '') as { status?: unknown; headers?: unknown }
    if (typeof detail.status !== 'number' || typeof detail.headers !== 'object' || detail.headers === null) {
      throw new Error('detail')
    }
    const headers = Object.fromEntries(Object.entries(detail.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
    const text = (v: unknown) => (typeof v === 'string' ? v : null)
    return new RestError(detail.status, body.code, body.message, text(body.details), text(body.hint), headers)
  } catch {
    return new RestError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error')
  }
}

/**
 * Any error thrown while answering, as the RestError to send: RestErrors pass through; PostgreSQL
 * errors keep code/message/detail/hint with PostgREST's status (and `WWW-Authenticate: Bearer` on
 * 401); a lost or refused connection is PGRST000 (503); anything else is a 500.
 */
export function toRestError(err: unknown, authed: boolean): RestError {
  if (err instanceof RestError) return err
  if (isPgError(err)) {
    if (err.code === 'PGRST') return raisedPgrst(err)
    const status = pgErrorStatus(err.code, err.message, authed)
    const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {}
    return new RestError(status, err.code, err.message, err.detail ?? null, err.hint ?? null, headers)
  }
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE)$/.test(code)) {
    return new RestError(503, 'PGRST000', 'Database connection error. Retrying the connection.', String(err))
  }
  const message = err instanceof Error ? err.message : String(err)
  return new RestError(500, 'PGRSTX00', message)
}
