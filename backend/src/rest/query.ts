/**
 * The query string of a PostgREST request as a typed value: `select`, the filters (with `or` /
 * `and` trees), `order`, `limit`/`offset`, `columns` and `on_conflict`. Parsing only: whether a
 * column exists is checked against the schema cache later (sql.ts).
 */
import { notEmbedded, parseError } from './errors.ts'

/** One step of a JSON path: `->key` (JSON) or `->>key` (text); an integer key indexes an array. */
export interface JsonStep {
  arrow: '->' | '->>'
  key: string
}

/** A column of `select`: `*`, `col`, `alias:col`, `col::type`, `col->a->>b`. */
export interface SelectItem {
  /** A column name, or `*` for all of them. */
  column: string
  /** A JSON path into the column (empty for the column itself). */
  path?: JsonStep[]
  alias?: string
  /** A type name (letters, digits, `_`, optional `[]`), already checked. */
  cast?: string
}

/** The filter operators this server knows (PostgREST's names). */
export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const

/** One filter operator. */
export type Operator = (typeof OPERATORS)[number]

/** Operators that take `(any)` / `(all)` with a `{a,b}` list. */
const QUANTIFIABLE: ReadonlySet<Operator> = new Set([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])
const FTS: ReadonlySet<Operator> = new Set(['fts', 'plfts', 'phfts', 'wfts'])

/** `col=[not.]op[(modifier)].value`. */
export interface Filter {
  kind: 'filter'
  column: string
  path?: JsonStep[]
  negate: boolean
  op: Operator
  /** `eq(any).{a,b}`: compare with any / all of a list. */
  quantifier?: 'any' | 'all'
  /** `fts(english).word`: the text search configuration. */
  language?: string
  /** The value as text; a list for `in` and quantified operators. */
  value: string | string[]
}

/** `or=(…)`, `and=(…)`, `not.or=(…)` and nested `and(…)` / `or(…)` inside them. */
export interface Logic {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

/** A row condition: a filter or a logic tree of them. */
export type Condition = Filter | Logic

/** One term of `order`. */
export interface OrderTerm {
  column: string
  path?: JsonStep[]
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

/** The parsed query string. */
export interface ParsedQuery {
  select: SelectItem[]
  /** The top-level conditions, all ANDed. */
  where: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
  /** `columns=a,b`: which body keys an insert or update uses. */
  columns?: string[]
  /** `on_conflict=a,b`: the upsert's conflict target. */
  onConflict?: string[]
  /** GET/HEAD RPC: the query parameters that are function arguments (see `parseQuery`). */
  args: Record<string, string>
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'or',
  'and',
  'not.or',
  'not.and',
])

/**
 * Splits `text` at top-level `sep` characters: not inside double quotes (with `\` escapes) nor
 * inside parentheses or braces. Throws PGRST100 on unbalanced quotes or brackets.
 */
export function splitTopLevel(text: string, sep: string, what: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '\\') i++
      else if (ch === '"') quoted = false
      continue
    }
    if (ch === '"') quoted = true
    else if (ch === '(' || ch === '{') depth++
    else if (ch === ')' || ch === '}') {
      depth--
      if (depth < 0) throw parseError(`failed to parse ${what} (${text})`, `unexpected "${ch}"`)
    } else if (ch === sep && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  if (quoted || depth !== 0) throw parseError(`failed to parse ${what} (${text})`, 'unexpected end of input')
  parts.push(text.slice(start))
  return parts
}

/** Removes surrounding double quotes and `\` escapes from `"…"`; other text is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return text
}

const NAME = /^[\p{L}\p{N}_$ -]+$/u

/** A column name: plain (`user_id`) or double-quoted (`"odd name"`). Throws PGRST100 otherwise. */
function columnName(text: string, what: string, whole: string): string {
  if (text.startsWith('"')) {
    const name = unquote(text)
    if (name === text || name === '') throw parseError(`failed to parse ${what} (${whole})`, `bad column name ${text}`)
    return name
  }
  if (!NAME.test(text)) throw parseError(`failed to parse ${what} (${whole})`, `bad column name "${text}"`)
  return text
}

/** A column with an optional JSON path: `data`, `data->a->>b`, `items->0`. */
function parseField(text: string, what: string, whole: string): { column: string; path?: JsonStep[] } {
  const parts = text.startsWith('"') ? [text] : text.split(/(->>|->)/)
  const column = columnName(parts[0] ?? '', what, whole)
  if (parts.length === 1) return { column }
  const path: JsonStep[] = []
  for (let i = 1; i < parts.length; i += 2) {
    const key = unquote(parts[i + 1] ?? '')
    if (key === '') throw parseError(`failed to parse ${what} (${whole})`, 'empty JSON path key')
    path.push({ arrow: parts[i] as JsonStep['arrow'], key })
  }
  return { column, path }
}

/**
 * `select=a,alias:b,c::text,d->e->>f,*`. An embedded resource (`rel(...)`), aggregate or spread is PGRST100:
 * this server exposes single tables only. An empty value means `*`.
 */
export function parseSelect(value: string | null): SelectItem[] {
  if (value === null || value.trim() === '') return [{ column: '*' }]
  const items: SelectItem[] = []
  for (const raw of splitTopLevel(value, ',', 'select parameter')) {
    const text = raw.trim()
    if (/^[^"]*[()]/.test(text) || text.startsWith('...')) {
      throw parseError(
        `failed to parse select parameter (${value})`,
        'Embedded resources, aggregates and spreads are not supported by this server',
      )
    }
    if (text === '*') {
      items.push({ column: '*' })
      continue
    }
    let rest = text
    let alias: string | undefined
    const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)(.*)$/.exec(rest)
    if (aliasMatch) {
      alias = unquote(aliasMatch[1]!)
      rest = aliasMatch[2]!
    }
    let cast: string | undefined
    const castAt = rest.lastIndexOf('::')
    if (castAt > 0 && !rest.slice(castAt).includes('"')) {
      cast = rest.slice(castAt + 2)
      rest = rest.slice(0, castAt)
      if (!/^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/.test(cast)) {
        throw parseError(`failed to parse select parameter (${value})`, `bad cast "${cast}"`)
      }
    }
    const field = parseField(rest, 'select parameter', value)
    // PostgREST names a JSON path's value after its last key
    alias ??= field.path ? field.path[field.path.length - 1]!.key : undefined
    items.push({ ...field, ...(alias !== undefined ? { alias } : {}), ...(cast !== undefined ? { cast } : {}) })
  }
  return items
}

/** `{a,b,"c d"}` or `(a,b,"c d")`: the items, unquoted. */
function parseList(text: string, open: string, close: string, whole: string): string[] {
  if (!text.startsWith(open) || !text.endsWith(close)) {
    throw parseError(`failed to parse filter (${whole})`, `expected a list in ${open}${close}`)
  }
  const inner = text.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner, ',', 'filter').map((item) => unquote(item.trim()))
}

/**
 * The right-hand side of a filter, `[not.]op[(modifier)].value`, for `column`. `inLogic`: inside
 * `or=(…)`, where a value may be double-quoted to hold `,` `.` `(` `)`.
 */
export function parseFilter(field: { column: string; path?: JsonStep[] }, text: string, inLogic = false): Filter {
  let rest = text
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest)
  const op = m?.[1] as Operator | undefined
  if (!m || !op || !(OPERATORS as readonly string[]).includes(op)) {
    throw parseError(
      `failed to parse filter (${text})`,
      `unknown operator; expected one of ${OPERATORS.join(', ')}, optionally after "not."`,
    )
  }
  const modifier = m[2]
  const raw = m[3]!
  const filter: Filter = { kind: 'filter', ...field, negate, op, value: '' }
  if (modifier !== undefined) {
    if (FTS.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier))
        throw parseError(`failed to parse filter (${text})`, 'bad language')
      filter.language = modifier
    } else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) {
      filter.quantifier = modifier
    } else {
      throw parseError(`failed to parse filter (${text})`, `unexpected modifier (${modifier}) for ${op}`)
    }
  }
  if (op === 'in') filter.value = parseList(raw, '(', ')', text)
  else if (filter.quantifier) filter.value = parseList(raw, '{', '}', text)
  else if (op === 'is') {
    const v = raw.toLowerCase()
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(v)) {
      throw parseError(`failed to parse filter (${text})`, 'is takes null, not_null, true, false or unknown')
    }
    filter.value = v
  } else filter.value = inLogic ? unquote(raw) : raw
  return filter
}

/** `(a.eq.1,and(b.gt.2,c.is.null),not.or(d.lt.0))`: the children of a logic tree. */
function parseLogicChildren(text: string, whole: string): Condition[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${whole})`, 'expected "(" … ")"')
  }
  const inner = text.slice(1, -1)
  if (inner.trim() === '') throw parseError(`failed to parse logic tree (${whole})`, 'empty logic tree')
  return splitTopLevel(inner, ',', 'logic tree').map((item) => {
    const part = item.trim()
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part)
    if (nested) {
      return {
        kind: 'logic',
        op: nested[2] as 'and' | 'or',
        negate: nested[1] !== undefined,
        children: parseLogicChildren(nested[3]!, whole),
      }
    }
    const dot = part.startsWith('"') ? part.indexOf('"', 1) + 1 : part.indexOf('.')
    if (dot <= 0 || part[dot] !== '.') throw parseError(`failed to parse logic tree (${whole})`, `bad filter "${part}"`)
    return parseFilter(parseField(part.slice(0, dot), 'logic tree', whole), part.slice(dot + 1), true)
  })
}

/** `order=a.desc.nullslast,b,data->>k.asc`. */
export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value, ',', 'order').map((raw) => {
    const m = /^(.*?)((?:\.(?:asc|desc|nullsfirst|nullslast))*)$/s.exec(raw.trim())!
    const term: OrderTerm = parseField(m[1]!, 'order', value)
    for (const word of m[2]!.split('.').filter(Boolean)) {
      if ((word === 'asc' || word === 'desc') && !term.direction && !term.nulls) term.direction = word
      else if ((word === 'nullsfirst' || word === 'nullslast') && !term.nulls)
        term.nulls = word === 'nullsfirst' ? 'first' : 'last'
      else throw parseError(`failed to parse order (${value})`, `unexpected "${word}"`)
    }
    return term
  })
}

function nonNegative(name: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw parseError(`failed to parse ${name} parameter (${value})`, 'expected a non-negative integer')
  return Number(value)
}

/** `columns="a","b"` or `on_conflict=a,b`: a list of column names. */
function parseColumns(name: string, value: string): string[] {
  return splitTopLevel(value, ',', `${name} parameter`).map((c) => columnName(c.trim(), `${name} parameter`, value))
}

/**
 * Parses the query string. `argNames`: for an RPC called with GET/HEAD, the parameter names of the
 * function; those keys become arguments instead of filters. A dotted key other than `not.or` /
 * `not.and` (`rel.order`, `rel.col`) names an embedded resource: PGRST108.
 */
export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): ParsedQuery {
  const query: ParsedQuery = { select: parseSelect(params.get('select')), where: [], order: [], args: {} }
  for (const [key, value] of params) {
    if (argNames.has(key)) {
      query.args[key] = value
      continue
    }
    switch (key) {
      case 'select':
        continue
      case 'order':
        query.order.push(...parseOrder(value))
        continue
      case 'limit':
        query.limit = nonNegative('limit', value)
        continue
      case 'offset':
        query.offset = nonNegative('offset', value)
        continue
      case 'columns':
        query.columns = parseColumns('columns', value)
        continue
      case 'on_conflict':
        query.onConflict = parseColumns('on_conflict', value)
        continue
    }
    if (RESERVED.has(key)) {
      const negate = key.startsWith('not.')
      const op = (negate ? key.slice(4) : key) as 'and' | 'or'
      query.where.push({ kind: 'logic', op, negate, children: parseLogicChildren(value, value) })
      continue
    }
    if (!key.startsWith('"') && key.includes('.') && !key.includes('->')) {
      throw notEmbedded(key.slice(0, key.lastIndexOf('.')))
    }
    query.where.push(parseFilter(parseField(key, 'filter', key), value))
  }
  return query
}

/** Every column a condition tree mentions. */
export function conditionColumns(conditions: Condition[]): string[] {
  return conditions.flatMap((c) => (c.kind === 'filter' ? [c.column] : conditionColumns(c.children)))
}
