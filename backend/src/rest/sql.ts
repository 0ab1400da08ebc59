/**
 * Parameterised SQL for each PostgREST operation, shaped as PostgREST shapes it: the rows come
 * from a subquery `_postgrest_t` (reads) or the CTE `pgrst_source` (writes, function calls), and
 * PostgreSQL renders the JSON body itself (`json_agg`), so types and formatting are its own.
 *
 * Identifiers are checked against the schema cache and quoted; values are always bind parameters.
 * Only SQL read from the catalog (column types, column defaults) is spliced in as text.
 */
import pg from 'pg'
import type { Column, Routine, Table } from './catalog.ts'
import { EXPOSED_SCHEMA } from './catalog.ts'
import { columnNotFound, undefinedColumn } from './errors.ts'
import type { RowRange } from './headers.ts'
import type { Condition, Filter, JsonStep, OrderTerm, SelectItem } from './query.ts'

/** A statement for node-postgres. */
export interface Statement {
  text: string
  values: unknown[]
}

/** Bind parameters collected while building a statement. */
export class Params {
  readonly values: unknown[] = []

  /** Adds `value` and returns its placeholder (`$1`, `$2`…). */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const ident = (name: string) => pg.escapeIdentifier(name)

/** `"public"."name"`. */
export function qualified(name: string): string {
  return `${ident(EXPOSED_SCHEMA)}.${ident(name)}`
}

/** Rows whose columns filters, `select` and `order` may name. */
export interface Relation {
  /** Name used in error messages (`column <label>.x does not exist`). */
  label: string
  /** SQL that qualifies a column: `"public"."t"`, `"pgrst_source"`. */
  qualifier: string
  columns: Map<string, Column>
}

/** The relation of a table of the exposed schema. */
export function tableRelation(table: Table): Relation {
  return { label: table.name, qualifier: qualified(table.name), columns: table.columns }
}

function column(rel: Relation, name: string): string {
  if (!rel.columns.has(name)) throw undefinedColumn(rel.label, name)
  return `${rel.qualifier}.${ident(name)}`
}

/** A column with its JSON path: `"q"."data"->$1::text->>$2::int` (keys are parameters). */
function field(rel: Relation, f: { column: string; path?: JsonStep[] }, params: Params): string {
  const steps = (f.path ?? []).map((s) =>
    /^-?\d+$/.test(s.key) ? `${s.arrow}${params.add(Number(s.key))}::int` : `${s.arrow}${params.add(s.key)}::text`,
  )
  return column(rel, f.column) + steps.join('')
}

/** The select list: `"q"."a" as "alias"`, `cast("q"."b" as text) as "b"`, `"q"."c"->$1 as "k"`, `"q".*`. */
export function selectList(items: SelectItem[], rel: Relation, params: Params): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${rel.qualifier}.*`
      const ref = field(rel, item, params)
      if (item.cast) return `cast(${ref} as ${item.cast}) as ${ident(item.alias ?? item.column)}`
      return item.alias !== undefined ? `${ref} as ${ident(item.alias)}` : ref
    })
    .join(', ')
}

const COMPARISON: Partial<Record<Filter['op'], string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}

const TSQUERY: Partial<Record<Filter['op'], string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

/** `*` is PostgREST's wildcard in like/ilike patterns. */
const likePattern = (op: Filter['op'], v: string) => (op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v)

function filterSql(f: Filter, rel: Relation, params: Params): string {
  const col = field(rel, f, params)
  let sql: string
  if (f.op === 'is') {
    sql = f.value === 'not_null' ? `${col} is not null` : `${col} is ${f.value as string}`
  } else if (f.op === 'in') {
    sql = `${col} = any(${params.add(f.value)})`
  } else if (f.quantifier) {
    const values = (f.value as string[]).map((v) => likePattern(f.op, v))
    sql = `${col} ${COMPARISON[f.op]!} ${f.quantifier}(${params.add(values)})`
  } else if (TSQUERY[f.op]) {
    const lang = f.language !== undefined ? `${params.add(f.language)}::regconfig, ` : ''
    const isVector = !f.path?.length && rel.columns.get(f.column)?.typeName === 'tsvector'
    const target = isVector ? col : `to_tsvector(${lang}${col})`
    sql = `${target} @@ ${TSQUERY[f.op]!}(${lang}${params.add(f.value)})`
  } else {
    sql = `${col} ${COMPARISON[f.op]!} ${params.add(likePattern(f.op, f.value as string))}`
  }
  return f.negate ? `not (${sql})` : sql
}

/** One condition as SQL (parenthesised trees; `not (…)` for negation). */
export function conditionSql(c: Condition, rel: Relation, params: Params): string {
  if (c.kind === 'filter') return filterSql(c, rel, params)
  const inner = c.children.map((child) => conditionSql(child, rel, params)).join(` ${c.op} `)
  return c.negate ? `not (${inner})` : `(${inner})`
}

/** `where a and b`, or '' when there are no conditions. */
export function whereSql(conditions: Condition[], rel: Relation, params: Params): string {
  if (!conditions.length) return ''
  return `where ${conditions.map((c) => conditionSql(c, rel, params)).join(' and ')}`
}

/** `order by "q"."a" desc nulls last, …`, or ''. */
export function orderSql(terms: OrderTerm[], rel: Relation, params: Params): string {
  if (!terms.length) return ''
  const parts = terms.map((t) => {
    const dir = t.direction ? ` ${t.direction}` : ''
    const nulls = t.nulls ? ` nulls ${t.nulls}` : ''
    return `${field(rel, t, params)}${dir}${nulls}`
  })
  return `order by ${parts.join(', ')}`
}

/** `limit $n offset $m` (each only when needed). */
export function limitSql(range: RowRange, params: Params): string {
  const limit = range.limit !== undefined ? `limit ${params.add(range.limit)}` : ''
  const offset = range.offset ? `offset ${params.add(range.offset)}` : ''
  return [limit, offset].filter(Boolean).join(' ')
}

/** How the body is rendered. */
export interface BodyShape {
  /** No body (HEAD, return=minimal, void functions). */
  none?: boolean
  /** One JSON value (`->0`, `null` when there is no row) instead of an array. */
  single?: boolean
  /** The rows are one column `pgrst_scalar` whose values are rendered, not the row objects. */
  scalar?: boolean
  /** `nulls=stripped`. */
  stripNulls?: boolean
}

function bodyExpr(shape: BodyShape): string {
  if (shape.none) return `''`
  const value = shape.scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t'
  const agg = shape.single ? `json_agg(${value})->0` : `json_agg(${value})`
  const stripped = shape.stripNulls ? `json_strip_nulls(${agg})` : agg
  return `coalesce(${stripped}, '${shape.single ? 'null' : '[]'}')::text`
}

/** The result columns every statement ends with (render.ts reads them). */
export interface ResultRow {
  /** `count=exact` total before limit/offset, else null. */
  total_result_set: string | null
  page_total: string
  body: string
  response_headers: string | null
  response_status: string | null
}

function outer(rows: string, shape: BodyShape, total: string | null): string {
  return (
    `select ${total ?? 'null::bigint'} as total_result_set, pg_catalog.count(*) as page_total, ` +
    `${bodyExpr(shape)} as body, ` +
    `nullif(pg_catalog.current_setting('response.headers', true), '') as response_headers, ` +
    `nullif(pg_catalog.current_setting('response.status', true), '') as response_status ` +
    `from (${rows}) _postgrest_t`
  )
}

/** What a read returns. */
export interface ReadSpec {
  select: SelectItem[]
  where: Condition[]
  order: OrderTerm[]
  range: RowRange
  count: boolean
  shape: BodyShape
}

/** GET/HEAD on a table or view. */
export function readStatement(table: Table, spec: ReadSpec): Statement {
  const rel = tableRelation(table)
  const params = new Params()
  const list = selectList(spec.select, rel, params)
  const where = whereSql(spec.where, rel, params)
  const rows = `select ${list} from ${rel.qualifier} ${where} ${orderSql(spec.order, rel, params)} ${limitSql(spec.range, params)}`
  const total = spec.count
    ? `(select pg_catalog.count(*) from (select 1 from ${rel.qualifier} ${where}) pgrst_source_count)`
    : null
  return { text: outer(rows, spec.shape, total), values: params.values }
}

/** What a write returns: nothing (`return=minimal`) or the `select` items of the written rows. */
export interface Returning {
  select: SelectItem[] | null
  shape: BodyShape
}

const SOURCE: Omit<Relation, 'columns'> = { label: 'pgrst_source', qualifier: ident('pgrst_source') }

/** The columns a RETURNING clause needs for `select` (all of them for `*`), qualified by the table. */
function returningClause(table: Table, select: SelectItem[] | null): string {
  if (!select) return 'returning 1'
  const q = qualified(table.name)
  if (select.some((i) => i.column === '*')) return `returning ${q}.*`
  const names = [...new Set(select.map((i) => i.column))]
  for (const name of names) if (!table.columns.has(name)) throw undefinedColumn(table.name, name)
  return `returning ${names.map((n) => `${q}.${ident(n)}`).join(', ')}`
}

function afterWrite(table: Table, cte: string, ret: Returning, params: Params): string {
  const rel: Relation = { ...SOURCE, label: table.name, columns: table.columns }
  const rows = ret.select
    ? `select ${selectList(ret.select, rel, params)} from pgrst_source`
    : 'select 1 from pgrst_source'
  return `with pgrst_source as (${cte}) ${outer(rows, ret.select ? ret.shape : { none: true }, null)}`
}

/** The body of a write, with the columns it sets. */
export interface WriteBody {
  /** The request body as sent (an object, or for inserts an array of objects). */
  json: string
  isArray: boolean
  /** The columns written (already checked against the table). */
  columns: string[]
  /** `Prefer: missing=default`: a column missing from an object takes its default. */
  applyDefaults: boolean
}

/** Checks that every name is a column of `table` (PGRST204 otherwise). */
export function checkWriteColumns(table: Table, names: string[]): void {
  for (const name of names) if (!table.columns.has(name)) throw columnNotFound(table.name, name)
}

/**
 * The body as a JSON array of objects; with `missing=default`, each object first takes the
 * defaults of the written columns that have one (`jsonb_build_object('col', <default>) || obj`).
 */
function payloadArray(table: Table, body: WriteBody, params: Params): string {
  const json = params.add(body.json)
  const array = body.isArray ? `${json}::json` : `json_build_array(${json}::json)`
  const withDefault = body.columns.map((name) => table.columns.get(name)!).filter((c) => c.default !== null)
  if (!body.applyDefaults || !withDefault.length) return array
  const defaults = withDefault.map((c) => `${params.add(c.name)}::text, (${c.default!})`)
  return (
    `(select coalesce(json_agg(jsonb_build_object(${defaults.join(', ')}) || pgrst_elem), '[]')::json ` +
    `from jsonb_array_elements(${array}::jsonb) pgrst_elem)`
  )
}

/** An upsert's conflict handling. */
export interface OnConflict {
  columns: string[]
  resolution: 'merge-duplicates' | 'ignore-duplicates'
}

/**
 * POST on a table: `insert into t (cols) select cols from json_populate_recordset(null::t, body)`,
 * so omitted columns keep their defaults and values take the columns' types; with `onConflict`,
 * `on conflict (…) do update set c = excluded.c` (merge) or `do nothing` (ignore).
 */
export function insertStatement(
  table: Table,
  body: WriteBody,
  onConflict: OnConflict | null,
  ret: Returning,
): Statement {
  const params = new Params()
  const t = qualified(table.name)
  const cols = body.columns.map(ident)
  const source = `json_populate_recordset(null::${t}, ${payloadArray(table, body, params)}) pgrst_body`
  let conflict = ''
  if (onConflict && onConflict.columns.length) {
    for (const name of onConflict.columns) if (!table.columns.has(name)) throw undefinedColumn(table.name, name)
    const target = onConflict.columns.map(ident).join(', ')
    const merge = onConflict.resolution === 'merge-duplicates' && cols.length > 0
    conflict = merge
      ? `on conflict (${target}) do update set ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}`
      : `on conflict (${target}) do nothing`
  }
  const insert =
    `insert into ${t} ${cols.length ? `(${cols.join(', ')})` : ''} ` +
    `select ${cols.map((c) => `pgrst_body.${c}`).join(', ')} from ${source} ${conflict} ${returningClause(table, ret.select)}`
  return { text: afterWrite(table, insert, ret, params), values: params.values }
}

/** Filters and an optional ordered limit that pick the rows an update or delete touches. */
export interface Target {
  where: Condition[]
  order: OrderTerm[]
  range: RowRange
}

/** `where …`, plus `ctid = any(…)` of the first rows by `order` when a limit or offset is given. */
function targetWhere(table: Table, target: Target, params: Params): string {
  const rel = tableRelation(table)
  const where = whereSql(target.where, rel, params)
  if (target.range.limit === undefined && !target.range.offset) return where
  const picked =
    `${rel.qualifier}.ctid = any(array(select ${rel.qualifier}.ctid from ${rel.qualifier} ${where} ` +
    `${orderSql(target.order, rel, params)} ${limitSql(target.range, params)}))`
  return where ? `${where} and ${picked}` : `where ${picked}`
}

/**
 * PATCH on a table: `update t set c = pgrst_body.c … from json_populate_record(null::t, body)`
 * for the rows the filters pick. No column to set: no update, an empty result (as PostgREST).
 */
export function updateStatement(table: Table, body: WriteBody, target: Target, ret: Returning): Statement {
  const params = new Params()
  const t = qualified(table.name)
  if (!body.columns.length) {
    const rel: Relation = { ...SOURCE, label: table.name, columns: table.columns }
    const rows = ret.select
      ? `select ${selectList(ret.select, rel, params)} from ${t} as pgrst_source where false`
      : `select 1 where false`
    return { text: outer(rows, ret.select ? ret.shape : { none: true }, null), values: params.values }
  }
  const sets = body.columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`).join(', ')
  const record = `(select * from json_populate_recordset(null::${t}, ${payloadArray(table, body, params)}) limit 1) pgrst_body`
  const update = `update ${t} set ${sets} from ${record} ${targetWhere(table, target, params)} ${returningClause(table, ret.select)}`
  return { text: afterWrite(table, update, ret, params), values: params.values }
}

/** DELETE on a table, for the rows the filters pick. */
export function deleteStatement(table: Table, target: Target, ret: Returning): Statement {
  const params = new Params()
  const del = `delete from ${qualified(table.name)} ${targetWhere(table, target, params)} ${returningClause(table, ret.select)}`
  return { text: afterWrite(table, del, ret, params), values: params.values }
}

/** How the arguments reach the function. */
export type CallArgs =
  /** Named arguments: a JSON object whose keys are these parameters. */
  | { kind: 'named'; json: string; params: Routine['params'] }
  /** The whole body to the function's single unnamed json/jsonb parameter. */
  | { kind: 'whole'; json: string; type: string }

/**
 * `select * from public.fn(a := …, b := …)`: the arguments are read from the JSON object with
 * `json_to_record(…) as pgrst_body(a <declared type>, …)`, so each is converted to the type the
 * function declares (as PostgREST's schema cache does). The call runs once, in the CTE
 * `pgrst_source`; `select`, filters, order and the range then apply to its rows (set- and
 * table-returning functions), and scalar results are rendered as values.
 */
export function callStatement(routine: Routine, args: CallArgs, spec: ReadSpec): Statement {
  const params = new Params()
  const fn = qualified(routine.name)
  let from: string
  let call: string
  if (args.kind === 'whole') {
    from = ''
    call = `${fn}(${params.add(args.json)}::${args.type})`
  } else if (!args.params.length) {
    from = ''
    call = `${fn}()`
  } else {
    const typed = args.params.map((p) => `${ident(p.name)} ${p.type}`).join(', ')
    const named = args.params
      .map((p) => `${p.variadic ? 'variadic ' : ''}${ident(p.name)} := pgrst_body.${ident(p.name)}`)
      .join(', ')
    from = `from json_to_record(${params.add(args.json)}::json) as pgrst_body(${typed})`
    call = `${fn}(${named})`
  }
  const scalar = routine.returns === 'scalar' || routine.returns === 'setofScalar' || routine.returns === 'void'
  const cte = scalar
    ? `select ${call} as pgrst_scalar ${from}`
    : `select pgrst_call.* ${from ? `${from}, lateral` : 'from'} ${call} pgrst_call`
  const shape: BodyShape = {
    ...spec.shape,
    scalar,
    single: spec.shape.single || routine.returns === 'scalar' || routine.returns === 'composite',
    none: spec.shape.none || routine.returns === 'void',
  }
  let rows: string
  let total: string | null = null
  if (scalar) {
    rows = `select pgrst_source.pgrst_scalar from pgrst_source ${limitSql(spec.range, params)}`
    if (spec.count) total = `(select pg_catalog.count(*) from pgrst_source)`
  } else {
    const rel: Relation = { ...SOURCE, label: routine.name, columns: routine.columns }
    const where = whereSql(spec.where, rel, params)
    rows =
      `select ${selectList(spec.select, rel, params)} from pgrst_source ${where} ` +
      `${orderSql(spec.order, rel, params)} ${limitSql(spec.range, params)}`
    if (spec.count) total = `(select pg_catalog.count(*) from (select 1 from pgrst_source ${where}) pgrst_source_count)`
  }
  return { text: `with pgrst_source as materialized (${cte}) ${outer(rows, shape, total)}`, values: params.values }
}
