/**
 * The request headers PostgREST acts on: `Prefer`, `Accept`, `Accept-Profile` /
 * `Content-Profile` and `Range`, parsed into typed values.
 */
import { invalidPreferences, invalidRange, unacceptableMediaType, unacceptableSchema } from './errors.ts'
import { EXPOSED_SCHEMA } from './catalog.ts'

/** The `Prefer` header's preferences (PostgREST's names), each only when given. */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  handling?: 'strict' | 'lenient'
  tx?: 'commit' | 'rollback'
  maxAffected?: number
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
}

/**
 * Parses `Prefer` (comma-separated, possibly repeated). Unknown or malformed preferences are
 * ignored, as PostgREST does, unless `handling=strict` is among them (then PGRST122).
 */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {}
  const invalid: string[] = []
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim()
    if (!item) continue
    const [key = '', value = ''] = item.split('=', 2).map((s) => s.trim())
    if (key === 'max-affected' && /^\d+$/.test(value)) prefs.maxAffected = Number(value)
    else if (ALLOWED[key]?.includes(value)) (prefs as Record<string, string>)[key] = value
    else invalid.push(item)
  }
  if (prefs.handling === 'strict' && invalid.length) throw invalidPreferences(invalid)
  return prefs
}

/** The response format the `Accept` header asks for. */
export interface Representation {
  /** `application/vnd.pgrst.object+json`: exactly one row, sent as an object. */
  single: boolean
  /** `;nulls=stripped`: keys with null values are left out. */
  stripNulls: boolean
}

/**
 * Picks the first media type of `Accept` this server produces: JSON (`application/json`, `*` / `*`,
 * `application/*`, `application/vnd.pgrst.array+json`) or the single object
 * (`application/vnd.pgrst.object+json`), each with an optional `nulls=stripped`. None: PGRST107 (406).
 */
export function parseAccept(header: string | undefined): Representation {
  if (!header || !header.trim()) return { single: false, stripNulls: false }
  for (const entry of header.split(',')) {
    const [type = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase())
    const stripNulls = params.includes('nulls=stripped')
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls }
    }
    if (['application/json', '*/*', 'application/*', 'application/vnd.pgrst.array+json'].includes(type)) {
      return { single: false, stripNulls: type === 'application/vnd.pgrst.array+json' && stripNulls }
    }
  }
  throw unacceptableMediaType(header)
}

/** Refuses (PGRST106, 406) a profile header naming a schema other than `public`. */
export function checkProfile(acceptProfile: string | undefined, contentProfile: string | undefined): void {
  for (const profile of [acceptProfile, contentProfile]) {
    if (profile !== undefined && profile.trim() !== EXPOSED_SCHEMA) throw unacceptableSchema()
  }
}

/** A row range: `offset` and an optional `limit` (no limit: to the end). */
export interface RowRange {
  offset: number
  limit?: number
}

/**
 * The rows to answer, from `limit`/`offset` and the `Range: a-b` header (their intersection, as
 * PostgREST computes it). A Range whose end is before its start is PGRST103 (416); an unparsable
 * Range header is ignored.
 */
export function rowRange(query: { limit?: number; offset?: number }, rangeHeader: string | undefined): RowRange {
  let lower = query.offset ?? 0
  let upper = query.limit !== undefined ? lower + query.limit - 1 : Infinity
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(rangeHeader ?? '')
  if (m) {
    const from = Number(m[1])
    const to = m[2] ? Number(m[2]) : Infinity
    if (to < from) {
      throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.')
    }
    lower = Math.max(lower, from)
    upper = Math.min(upper, to)
  }
  if (upper === Infinity) return { offset: lower }
  return { offset: lower, limit: Math.max(0, upper - lower + 1) }
}
