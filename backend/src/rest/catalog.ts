/**
 * The schema cache, as PostgREST keeps one: the tables, views and functions of the exposed schema
 * (`public`) with their columns and parameters, read from the system catalogs once per process
 * and read again when a request names something the cache does not know.
 */
import type pg from 'pg'

/** The one schema this server exposes. */
export const EXPOSED_SCHEMA = 'public'

/** A column of a table, view or function result. */
export interface Column {
  name: string
  /** `format_type()` of the column, e.g. `text`, `timestamp with time zone`, `uuid[]`. */
  type: string
  /** The bare type name from pg_type (`tsvector`, `int4`…). */
  typeName: string
  /** The column default as SQL (`pg_get_expr`), or null. From the catalog, never from a request. */
  default: string | null
}

/** A table, view, materialised view or foreign table of the exposed schema. */
export interface Table {
  name: string
  columns: Map<string, Column>
  /** Primary-key columns in key order (empty for views and keyless tables). */
  primaryKey: string[]
}

/** An input parameter of a function. */
export interface RoutineParam {
  /** Empty for an unnamed parameter. */
  name: string
  /** `format_type()` of the parameter: what an argument is converted to. */
  type: string
  hasDefault: boolean
  variadic: boolean
}

/** What a function returns, as PostgREST renders it. */
export type ReturnShape =
  | 'void' // 204, no body
  | 'scalar' // the value itself
  | 'setofScalar' // an array of values
  | 'composite' // one object
  | 'setofComposite' // an array of objects

/** A function of the exposed schema. */
export interface Routine {
  name: string
  /** `public.fn(a integer, b text)`, for messages. */
  signature: string
  params: RoutineParam[]
  returns: ReturnShape
  /** The columns of a composite result (table type, OUT/TABLE parameters); empty otherwise. */
  columns: Map<string, Column>
  /** `provolatile = 'v'`: may write, so never in a read-only transaction unless the method is GET. */
  volatile: boolean
}

interface TableRow {
  name: string
  columns: Column[]
  primary_key: string[]
}

interface RoutineRow {
  name: string
  signature: string
  params: RoutineParam[]
  retset: boolean
  ret_type: string
  ret_typtype: string
  ret_columns: Column[] | null
  out_columns: Column[] | null
  volatile: boolean
}

const TABLES_SQL = `
select c.relname as name,
       coalesce((
         select json_agg(json_build_object(
                  'name', a.attname,
                  'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
                  'typeName', t.typname,
                  'default', pg_catalog.pg_get_expr(d.adbin, d.adrelid)) order by a.attnum)
           from pg_catalog.pg_attribute a
           join pg_catalog.pg_type t on t.oid = a.atttypid
           left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
       coalesce((
         select json_agg(a.attname order by k.ord)
           from pg_catalog.pg_constraint con
           cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
           join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
          where con.conrelid = c.oid and con.contype = 'p'), '[]') as primary_key
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`

// Input parameters are the IN / INOUT / VARIADIC ones (modes i, b, v; all of them when
// proargmodes is null); the last pronargdefaults inputs have defaults. OUT / TABLE parameters
// (modes o, b, t) are the columns of a record result.
const ROUTINES_SQL = `
select p.proname as name,
       p.oid::regprocedure::text as signature,
       coalesce((
         select json_agg(json_build_object(
                  'name', coalesce(arg.name, ''),
                  'type', pg_catalog.format_type(arg.type, null),
                  'hasDefault', arg.input_ord > arg.input_count - p.pronargdefaults,
                  'variadic', arg.mode = 'v') order by arg.ord)
           from (
             select a.ord, a.type, a.mode, p.proargnames[a.ord] as name,
                    row_number() over (order by a.ord) as input_ord,
                    count(*) over () as input_count
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                           coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])))
                    with ordinality as a(type, mode, ord)
              where a.mode in ('i', 'b', 'v')
           ) arg), '[]') as params,
       p.proretset as retset,
       pg_catalog.format_type(p.prorettype, null) as ret_type,
       rt.typtype as ret_typtype,
       (select json_agg(json_build_object(
                 'name', a.attname,
                 'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
                 'typeName', t.typname,
                 'default', null) order by a.attnum)
          from pg_catalog.pg_attribute a
          join pg_catalog.pg_type t on t.oid = a.atttypid
         where rt.typtype = 'c' and a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped) as ret_columns,
       (select json_agg(json_build_object(
                 'name', p.proargnames[o.ord],
                 'type', pg_catalog.format_type(o.type, null),
                 'typeName', t.typname,
                 'default', null) order by o.ord)
          from unnest(p.proallargtypes, p.proargmodes) with ordinality as o(type, mode, ord)
          join pg_catalog.pg_type t on t.oid = o.type
         where o.mode in ('o', 'b', 't')) as out_columns,
       p.provolatile = 'v' as volatile
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type rt on rt.oid = p.prorettype
 where n.nspname = $1 and p.prokind = 'f'`

function toRoutine(row: RoutineRow): Routine {
  const columnList = row.ret_typtype === 'c' ? (row.ret_columns ?? []) : (row.out_columns ?? [])
  const composite = row.ret_typtype === 'c' || (row.ret_type === 'record' && columnList.length > 0)
  let returns: ReturnShape
  if (row.ret_type === 'void' && !row.retset) returns = 'void'
  else if (composite) returns = row.retset ? 'setofComposite' : 'composite'
  else returns = row.retset ? 'setofScalar' : 'scalar'
  return {
    name: row.name,
    signature: row.signature,
    params: row.params,
    returns,
    columns: new Map(composite ? columnList.map((c) => [c.name, c]) : []),
    volatile: row.volatile,
  }
}

/** The cached catalog of the exposed schema. */
export interface Catalog {
  tables: Map<string, Table>
  routines: Map<string, Routine[]>
}

/**
 * The process's schema cache. Lookups that miss reload the catalog once (concurrent misses share
 * one reload) before answering that the object does not exist.
 */
export class SchemaCache {
  private current: Catalog | null = null
  private loading: Promise<Catalog> | null = null

  /** `pool` is read without switching role (PostgREST reads its cache as `authenticator`). */
  constructor(private readonly pool: pg.Pool) {}

  /** Reads the catalog again (shared by callers that ask while a reload runs). */
  reload(): Promise<Catalog> {
    if (!this.loading) {
      this.loading = this.load().finally(() => {
        this.loading = null
      })
    }
    return this.loading
  }

  private async load(): Promise<Catalog> {
    const [tables, routines] = await Promise.all([
      this.pool.query<TableRow>(TABLES_SQL, [EXPOSED_SCHEMA]),
      this.pool.query<RoutineRow>(ROUTINES_SQL, [EXPOSED_SCHEMA]),
    ])
    const catalog: Catalog = { tables: new Map(), routines: new Map() }
    for (const row of tables.rows) {
      catalog.tables.set(row.name, {
        name: row.name,
        columns: new Map(row.columns.map((c) => [c.name, c])),
        primaryKey: row.primary_key,
      })
    }
    for (const row of routines.rows) {
      const list = catalog.routines.get(row.name) ?? []
      list.push(toRoutine(row))
      catalog.routines.set(row.name, list)
    }
    this.current = catalog
    return catalog
  }

  /** Forgets the cached catalog: the next lookup reads it again (after an error that may mean it is stale). */
  invalidate(): void {
    this.current = null
  }

  private async catalog(): Promise<Catalog> {
    return this.current ?? this.reload()
  }

  /**
   * The table or view `name`, with every column in `columns` known; reloads once on a miss.
   * Resolves to null when the table does not exist (a missing column is left to the caller).
   */
  async table(name: string, columns: Iterable<string> = []): Promise<Table | null> {
    const wanted = [...columns]
    const fits = (t: Table | undefined) => t !== undefined && wanted.every((c) => t.columns.has(c))
    let found = (await this.catalog()).tables.get(name)
    if (!fits(found)) found = (await this.reload()).tables.get(name)
    return found ?? null
  }

  /**
   * Every overload of function `name`; reloads once when there is none or when `accepts` rejects
   * them all (a function created or replaced since the last read).
   */
  async routines(name: string, accepts: (r: Routine) => boolean = () => true): Promise<Routine[]> {
    let found = (await this.catalog()).routines.get(name) ?? []
    if (!found.some(accepts)) found = (await this.reload()).routines.get(name) ?? []
    return found
  }
}
