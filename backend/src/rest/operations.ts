/**
 * Each PostgREST operation as a plan: from the parsed request and the schema cache to the
 * statement to run, the checks to make on its result inside the transaction, and how to render it.
 * Nothing here decides access: grants, RLS, triggers and constraints are PostgreSQL's.
 */
import type { Routine, SchemaCache, Table } from './catalog.ts'
import {
  ambiguousRpc,
  invalidBody,
  maxAffectedViolation,
  noRpc,
  singularityError,
  tableNotFound,
  unsupportedMethod,
  RestError,
} from './errors.ts'
import type { Preferences, Representation } from './headers.ts'
import { rowRange } from './headers.ts'
import type { ParsedQuery, SelectItem } from './query.ts'
import { conditionColumns, parseQuery } from './query.ts'
import type { RenderOptions } from './render.ts'
import type { BodyShape, CallArgs, ResultRow, Statement, WriteBody } from './sql.ts'
import {
  callStatement,
  checkWriteColumns,
  deleteStatement,
  insertStatement,
  readStatement,
  updateStatement,
} from './sql.ts'

/** A request to `/rest/v1/<name>` or `/rest/v1/rpc/<name>`, headers already parsed. */
export interface RestRequest {
  method: string
  kind: 'table' | 'rpc'
  name: string
  search: URLSearchParams
  /** The raw body ('' when none). */
  body: string
  prefs: Preferences
  accept: Representation
  /** The Range header, if any. */
  range: string | undefined
}

/** A planned operation: run `statement` in the caller's transaction, `check` its row, then render. */
export interface Plan {
  statement: Statement
  /** A read-only transaction (GET/HEAD, and calls of stable or immutable functions). */
  readOnly: boolean
  /** Throws a RestError (rolling the transaction back) when the result breaks a request condition. */
  check: (row: ResultRow) => void
  render: Omit<RenderOptions, 'location'>
  /** For headers-only inserts: the Location of the inserted row from the rendered body. */
  location?: (row: ResultRow) => string | undefined
}

/** Accept: vnd.pgrst.object needs exactly one row; strict max-affected caps the rows written. */
function resultCheck(req: RestRequest, write: boolean): (row: ResultRow) => void {
  return (row) => {
    const rows = Number(row.page_total)
    if (req.accept.single && rows !== 1) throw singularityError(rows)
    if (
      write &&
      req.prefs.handling === 'strict' &&
      req.prefs.maxAffected !== undefined &&
      rows > req.prefs.maxAffected
    ) {
      throw maxAffectedViolation(rows)
    }
  }
}

function selectedColumns(items: SelectItem[]): string[] {
  return items.filter((i) => i.column !== '*').map((i) => i.column)
}

async function loadTable(cache: SchemaCache, name: string, columns: string[]): Promise<Table> {
  const table = await cache.table(name, columns)
  if (!table) throw tableNotFound(name)
  return table
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The write body: a JSON object (or, for inserts, an array of objects) and the columns it sets. */
function writeBody(table: Table, req: RestRequest, query: ParsedQuery, allowArray: boolean): WriteBody {
  let parsed: unknown
  try {
    parsed = JSON.parse(req.body)
  } catch {
    throw invalidBody()
  }
  const isArray = Array.isArray(parsed)
  const objects: unknown[] = Array.isArray(parsed) ? parsed : [parsed]
  if ((isArray && !allowArray) || !objects.every(isPlainObject)) throw invalidBody()
  let columns = query.columns
  if (!columns) {
    const keys = Object.keys(objects[0] ?? {})
    const sorted = [...keys].sort().join('\u0000')
    if (objects.some((o) => Object.keys(o).sort().join('\u0000') !== sorted))
      throw invalidBody('All object keys must match')
    columns = keys
  }
  checkWriteColumns(table, columns)
  return { json: req.body, isArray, columns, applyDefaults: req.prefs.missing === 'default' }
}

/** The body shape of a statement whose rows are returned. */
function shape(req: RestRequest, none: boolean): BodyShape {
  return { none, single: req.accept.single, stripNulls: req.accept.stripNulls }
}

async function planRead(cache: SchemaCache, req: RestRequest): Promise<Plan> {
  const query = parseQuery(req.search)
  const columns = [
    ...selectedColumns(query.select),
    ...conditionColumns(query.where),
    ...query.order.map((o) => o.column),
  ]
  const table = await loadTable(cache, req.name, columns)
  const range = rowRange(query, req.range)
  const head = req.method === 'HEAD'
  const statement = readStatement(table, {
    select: query.select,
    where: query.where,
    order: query.order,
    range,
    count: req.prefs.count !== undefined,
    shape: shape(req, head),
  })
  return {
    statement,
    readOnly: true,
    check: resultCheck(req, false),
    render: {
      operation: 'read',
      prefs: req.prefs,
      offset: range.offset,
      head,
      noBody: false,
      single: req.accept.single,
    },
  }
}

async function planWrite(cache: SchemaCache, req: RestRequest): Promise<Plan> {
  const query = parseQuery(req.search)
  const headersOnly = req.prefs.return === 'headers-only' && req.method === 'POST'
  const representation = req.prefs.return === 'representation'
  const conditionCols = [...conditionColumns(query.where), ...query.order.map((o) => o.column)]
  const table = await loadTable(cache, req.name, [
    ...selectedColumns(query.select),
    ...conditionCols,
    ...(query.columns ?? []),
    ...(query.onConflict ?? []),
  ])
  let select: SelectItem[] | null = representation ? query.select : null
  if (headersOnly && table.primaryKey.length) select = table.primaryKey.map((column) => ({ column }))
  const returning = { select, shape: shape(req, false) }
  const noBody = !representation
  const base = { prefs: req.prefs, offset: 0, head: false, noBody, single: req.accept.single }
  const target = { where: query.where, order: query.order, range: rowRange(query, undefined) }
  let statement: Statement
  let operation: RenderOptions['operation']
  if (req.method === 'POST') {
    const body = writeBody(table, req, query, true)
    const resolution = req.prefs.resolution
    const onConflict = resolution ? { columns: query.onConflict ?? table.primaryKey, resolution } : null
    statement = insertStatement(table, body, onConflict, returning)
    operation = 'insert'
  } else if (req.method === 'PATCH') {
    statement = updateStatement(table, writeBody(table, req, query, false), target, returning)
    operation = 'update'
  } else {
    statement = deleteStatement(table, target, returning)
    operation = 'delete'
  }
  const plan: Plan = { statement, readOnly: false, check: resultCheck(req, true), render: { ...base, operation } }
  if (headersOnly && table.primaryKey.length) {
    plan.location = (row) => {
      if (Number(row.page_total) !== 1) return undefined
      const parsed = JSON.parse(row.body) as Record<string, unknown> | Record<string, unknown>[]
      const first = Array.isArray(parsed) ? parsed[0] : parsed
      if (!first) return undefined
      const filters = table.primaryKey.map((k) => {
        const v = first[k]
        return `${encodeURIComponent(k)}=${v === null ? 'is.null' : `eq.${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`}`
      })
      return `/${table.name}?${filters.join('&')}`
    }
  }
  return plan
}

/** Does `routine` take exactly the named arguments `given` (all required ones, no unknown one)? */
function takesNamed(routine: Routine, given: string[]): boolean {
  const names = new Set(routine.params.map((p) => p.name))
  if (!given.every((g) => names.has(g))) return false
  return routine.params.every((p) => p.hasDefault || (p.name !== '' && given.includes(p.name)))
}

/** Does `routine` take the whole body as its single unnamed json/jsonb parameter? */
function takesWholeBody(routine: Routine): boolean {
  const [only, ...more] = routine.params
  return !!only && !more.length && only.name === '' && (only.type === 'json' || only.type === 'jsonb')
}

async function planCall(cache: SchemaCache, req: RestRequest): Promise<Plan> {
  const isGet = req.method === 'GET' || req.method === 'HEAD'
  const known = await cache.routines(req.name)
  const argNames = isGet
    ? new Set(known.flatMap((r) => r.params.map((p) => p.name).filter(Boolean)))
    : new Set<string>()
  const query = parseQuery(req.search, argNames)
  let argsJson: string
  let given: string[]
  let bodyIsObject = true
  if (isGet) {
    argsJson = JSON.stringify(query.args)
    given = Object.keys(query.args)
  } else {
    argsJson = req.body.trim() === '' ? '{}' : req.body
    let parsed: unknown
    try {
      parsed = JSON.parse(argsJson)
    } catch {
      throw invalidBody()
    }
    bodyIsObject = isPlainObject(parsed)
    given = isPlainObject(parsed) ? Object.keys(parsed) : []
  }
  const accepts = (r: Routine) => (bodyIsObject && takesNamed(r, given)) || (!isGet && takesWholeBody(r))
  const routines = await cache.routines(req.name, accepts)
  const named = bodyIsObject ? routines.filter((r) => takesNamed(r, given)) : []
  const candidates = named.length ? named : isGet ? [] : routines.filter(takesWholeBody)
  if (!candidates.length) throw noRpc(req.name, given)
  if (candidates.length > 1) throw ambiguousRpc(candidates.map((r) => r.signature))
  const routine = candidates[0]!
  const args: CallArgs =
    named.length > 0
      ? { kind: 'named', json: argsJson, params: routine.params.filter((p) => given.includes(p.name)) }
      : { kind: 'whole', json: argsJson, type: routine.params[0]!.type }
  const range = rowRange(query, req.range)
  const head = req.method === 'HEAD'
  const statement = callStatement(routine, args, {
    select: query.select,
    where: query.where,
    order: query.order,
    range,
    count: req.prefs.count !== undefined,
    shape: shape(req, head),
  })
  return {
    statement,
    readOnly: isGet || !routine.volatile,
    check: resultCheck(req, false),
    render: {
      operation: 'call',
      prefs: req.prefs,
      offset: range.offset,
      head,
      noBody: routine.returns === 'void',
      single: req.accept.single,
    },
  }
}

/**
 * The plan of a request: a read (GET/HEAD), insert (POST), update (PATCH) or delete (DELETE) on a
 * table or view, or a function call (GET/HEAD/POST on `rpc/<name>`). Throws a RestError for what
 * PostgREST refuses before reaching the database (parse errors, unknown table or function,
 * unsupported method or body).
 */
export async function plan(cache: SchemaCache, req: RestRequest): Promise<Plan> {
  if (req.kind === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
      throw new RestError(405, 'PGRST101', `Cannot use the ${req.method} method on RPC`)
    }
    return planCall(cache, req)
  }
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return planRead(cache, req)
    case 'POST':
    case 'PATCH':
    case 'DELETE':
      return planWrite(cache, req)
    default:
      throw unsupportedMethod(req.method)
  }
}
