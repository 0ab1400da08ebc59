/**
 * Responses as PostgREST sends them: the JSON body PostgreSQL rendered, `Content-Range`, the
 * status of each operation, `Preference-Applied`, the `response.status` / `response.headers`
 * settings a function may set, and the error body of a RestError.
 */
import type { RestError } from './errors.ts'
import { invalidRange } from './errors.ts'
import type { Preferences } from './headers.ts'
import type { ResultRow } from './sql.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

/** An answer not yet turned into a Response. */
export interface Reply {
  status: number
  headers: Record<string, string>
  /** null: no body. */
  body: string | null
}

/** The operation a result belongs to, which decides its status and Content-Range. */
export type Operation = 'read' | 'call' | 'insert' | 'update' | 'delete'

/**
 * `Content-Range` of a read: `lower-upper/total` (`*` for an unknown total, `*` for the range when
 * no row is returned or the total is 0), and its status: 206 when a known total exceeds the rows
 * returned, 416 (PGRST103) when the offset is beyond it, else 200.
 */
export function readRange(
  offset: number,
  rows: number,
  total: number | null,
): { status: number; contentRange: string } {
  const upper = offset + rows - 1
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*'
  const contentRange = `${range}/${total ?? '*'}`
  if (total === null) return { status: 200, contentRange }
  if (offset > total) throw invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`)
  return { status: 1 + upper - offset < total ? 206 : 200, contentRange }
}

/** The preferences PostgREST reports back as applied. */
function preferenceApplied(prefs: Preferences, operation: Operation): string | null {
  const applied: string[] = []
  if (prefs.return && operation !== 'read' && operation !== 'call') applied.push(`return=${prefs.return}`)
  if (prefs.count) applied.push(`count=${prefs.count}`)
  if (prefs.resolution && operation === 'insert') applied.push(`resolution=${prefs.resolution}`)
  if (prefs.missing && (operation === 'insert' || operation === 'update')) applied.push(`missing=${prefs.missing}`)
  if (prefs.handling) applied.push(`handling=${prefs.handling}`)
  if (prefs.maxAffected !== undefined && prefs.handling === 'strict') applied.push(`max-affected=${prefs.maxAffected}`)
  return applied.length ? applied.join(', ') : null
}

/** `response.headers` as a function sets it: a JSON array of one-key objects. Bad values are ignored. */
function gucHeaders(raw: string | null): Record<string, string> {
  if (!raw) return {}
  try {
    const list = JSON.parse(raw) as unknown
    if (!Array.isArray(list)) return {}
    const out: Record<string, string> = {}
    for (const item of list) {
      if (item && typeof item === 'object') {
        for (const [k, v] of Object.entries(item)) if (typeof v === 'string') out[k.toLowerCase()] = v
      }
    }
    return out
  } catch {
    return {}
  }
}

/** What render needs besides the result row. */
export interface RenderOptions {
  operation: Operation
  prefs: Preferences
  /** The first row answered (reads and calls). */
  offset: number
  head: boolean
  /** The statement produced no body (return=minimal / headers-only, void function). */
  noBody: boolean
  /** `Accept: application/vnd.pgrst.object+json`: the body is one object, typed as such. */
  single?: boolean
  /** For inserts with return=headers-only: the Location of the one row inserted. */
  location?: string
}

/** The status of a successful operation, before `response.status` overrides it. */
function baseStatus(options: RenderOptions, rangeStatus: number): number {
  switch (options.operation) {
    case 'read':
    case 'call':
      return options.noBody ? 204 : rangeStatus
    case 'insert':
      return 201
    case 'update':
    case 'delete':
      return options.noBody ? 204 : 200
  }
}

/** Turns a statement's result row into the reply. */
export function render(row: ResultRow, options: RenderOptions): Reply {
  const rows = Number(row.page_total)
  const total = row.total_result_set === null ? null : Number(row.total_result_set)
  const headers: Record<string, string> = {}
  let status: number
  if (options.operation === 'read' || options.operation === 'call') {
    const range = readRange(options.offset, rows, total)
    headers['content-range'] = range.contentRange
    status = baseStatus(options, range.status)
  } else {
    const counted = options.prefs.count ? String(rows) : '*'
    headers['content-range'] =
      options.operation === 'insert' || rows === 0 ? `*/${counted}` : `0-${rows - 1}/${counted}`
    status = baseStatus(options, 200)
  }
  const applied = preferenceApplied(options.prefs, options.operation)
  if (applied) headers['preference-applied'] = applied
  if (options.location) headers.location = options.location
  Object.assign(headers, gucHeaders(row.response_headers))
  const override = Number(row.response_status)
  if (row.response_status !== null && Number.isInteger(override) && override >= 100 && override <= 599)
    status = override
  const hasBody = !options.noBody && !options.head && status !== 204 && status !== 304
  if (!options.noBody) headers['content-type'] = options.single ? OBJECT_TYPE : JSON_TYPE
  return { status, headers, body: hasBody ? row.body : null }
}

/** The reply of an error: its status, PostgREST body and headers. */
export function renderError(err: RestError): Reply {
  return {
    status: err.status,
    headers: { 'content-type': JSON_TYPE, ...err.headers },
    body: JSON.stringify(err.body()),
  }
}

/** A Reply as a fetch Response. */
export function toResponse(reply: Reply): Response {
  return new Response(reply.body, { status: reply.status, headers: reply.headers })
}
