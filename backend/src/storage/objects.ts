/**
 * The `storage` schema's rows, read and written as Storage does: buckets as the storage
 * administrator (the superuser pool), objects AS THE CALLER (`asCaller`: `authenticator`, then
 * `set local role` with `request.jwt.claims`), so row-level security on `storage.objects` decides
 * every object call; the service role bypasses it. Rows come back as JSON rendered by PostgreSQL.
 */
import type pg from 'pg'
import { asCaller } from '../db.ts'
import type { Claims } from '../jwt.ts'
import { invalidKey, invalidParameter } from './errors.ts'

/** The limits of a bucket an upload must respect. */
export interface Bucket {
  id: string
  public: boolean
  /** Bytes, or null for no bucket limit. */
  fileSizeLimit: number | null
  /** e.g. `['application/pdf', 'image/*']`, or null/empty for any type. */
  allowedMimeTypes: string[] | null
}

/** `storage.objects.metadata` as storage-api writes it. */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

/** An object row as Storage answers it (JSON of `storage.objects` without `path_tokens`). */
export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  metadata: ObjectMetadata | null
  user_metadata: Record<string, unknown> | null
  version: string | null
  created_at: string
  updated_at: string
  last_accessed_at: string
}

// storage-api's isValidKey: word characters, `/` and ! - . * ' ( ) space & $ @ = ; : + , ?
const KEY = /^[\w/!\-.*'() &$@=;:+,?]+$/

/**
 * Checks an object name as storage-api does, and refuses the names a file path could not hold
 * (`a//b`, `./`, `../`, a leading or trailing `/`). Throws `Invalid key` (400).
 */
export function checkKey(name: string): void {
  const segments = name.split('/')
  if (!KEY.test(name) || segments.some((s) => s === '' || s === '.' || s === '..')) throw invalidKey(name)
}

/** The bucket `id` as the storage administrator sees it, or null. */
export async function findBucket(admin: pg.Pool, id: string): Promise<Bucket | null> {
  const { rows } = await admin.query<{
    id: string
    public: boolean | null
    file_size_limit: string | null
    allowed_mime_types: string[] | null
  }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    public: row.public ?? false,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  }
}

const ROW_JSON = `to_jsonb(o.*) - 'path_tokens'`

/** What an upload writes. */
export interface NewObject {
  bucket: string
  name: string
  metadata: ObjectMetadata
  userMetadata: Record<string, unknown> | null
  /** Replace an existing object (`x-upsert: true`, or PUT). */
  upsert: boolean
}

/**
 * Inserts (or with `upsert`, replaces) the object row as the caller, with `owner`/`owner_id` the
 * caller's `sub`, then runs `whileOpen` before the transaction commits (the file is moved into
 * place there, so a refused row leaves no file). Returns the row's id. Throws PostgreSQL's 42501
 * when row-level security refuses, 23505 when the name is taken and `upsert` is false.
 */
export async function writeObject(
  api: pg.Pool,
  claims: Claims,
  object: NewObject,
  whileOpen: () => Promise<void>,
): Promise<string> {
  return asCaller(api, claims, async (client) => {
    const values = [
      object.bucket,
      object.name,
      claims.sub ?? null,
      JSON.stringify(object.metadata),
      object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
    ]
    const conflict = object.upsert
      ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
           updated_at = now(), last_accessed_at = now()`
      : ''
    const { rows } = await client.query<{ id: string }>(
      `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3::uuid, $3, $4::jsonb, $5::jsonb, gen_random_uuid()::text) ${conflict}
       returning o.id`,
      values,
    )
    await whileOpen()
    return rows[0]!.id
  })
}

/** The object row the caller can see, or null (no such object, or RLS hides it). */
export async function findObject(
  api: pg.Pool,
  claims: Claims,
  bucket: string,
  name: string,
): Promise<ObjectRow | null> {
  return asCaller(api, claims, async (client) => {
    await client.query('set transaction read only')
    const { rows } = await client.query<{ row: ObjectRow }>(
      `select ${ROW_JSON} as row from storage.objects o where o.bucket_id = $1 and o.name = $2`,
      [bucket, name],
    )
    return rows[0]?.row ?? null
  })
}

/** The object row whoever asks (a signed URL's download, checked by its token), or null. */
export async function findObjectAsAdmin(admin: pg.Pool, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await admin.query<{ row: ObjectRow }>(
    `select ${ROW_JSON} as row from storage.objects o where o.bucket_id = $1 and o.name = $2`,
    [bucket, name],
  )
  return rows[0]?.row ?? null
}

/**
 * Deletes, as the caller, the rows of `names` in `bucket` that row-level security lets them see
 * and delete, and returns them (names the caller may not touch are left, silently, as
 * storage-api does). The caller removes their files once this has committed.
 */
export async function deleteObjects(
  api: pg.Pool,
  claims: Claims,
  bucket: string,
  names: string[],
): Promise<ObjectRow[]> {
  if (!names.length) return []
  return asCaller(api, claims, async (client) => {
    const { rows } = await client.query<{ row: ObjectRow }>(
      `delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[]) returning ${ROW_JSON} as row`,
      [bucket, names],
    )
    return rows.map((r) => r.row)
  })
}

/** One entry of a folder listing: a file (with its row's fields) or a folder (all null). */
export interface ListEntry {
  name: string
  id: string | null
  updated_at: string | null
  created_at: string | null
  last_accessed_at: string | null
  metadata: ObjectMetadata | null
}

/** A folder listing's options (the body of `POST /object/list/<bucket>`). */
export interface ListOptions {
  /** The folder: '' for the bucket's top, `a/b` (a trailing `/` is added). */
  prefix: string
  limit: number
  offset: number
  /** Only names starting with this (inside the folder). */
  search: string
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at'
  sortOrder: 'asc' | 'desc'
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

/** Reads and checks a list request's body (storage-api's defaults: 100 from 0, by name ascending). */
export function listOptions(body: unknown): ListOptions {
  const b = (body ?? {}) as Record<string, unknown>
  if (typeof b.prefix !== 'string') throw invalidParameter("body must have required property 'prefix'")
  const int = (v: unknown, fallback: number, name: string) => {
    if (v === undefined || v === null) return fallback
    const n = Number(v)
    if (!Number.isInteger(n) || n < 0) throw invalidParameter(`body/${name} must be a non-negative integer`)
    return n
  }
  const sortBy = (b.sortBy ?? {}) as Record<string, unknown>
  const column = sortBy.column ?? 'name'
  const order = String(sortBy.order ?? 'asc').toLowerCase()
  if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) throw invalidParameter('Invalid sort column')
  if (order !== 'asc' && order !== 'desc') throw invalidParameter('Invalid sort order')
  let prefix = b.prefix
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`
  return {
    prefix,
    limit: int(b.limit, 100, 'limit'),
    offset: int(b.offset, 0, 'offset'),
    search: typeof b.search === 'string' ? b.search : '',
    sortColumn: column as ListOptions['sortColumn'],
    sortOrder: order,
  }
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One folder level as the caller sees it, as Storage's `storage.search` lists it: the sub-folders
 * first (name only), then the files directly in the folder, `limit`/`offset` over both.
 */
export async function listObjects(
  api: pg.Pool,
  claims: Claims,
  bucket: string,
  options: ListOptions,
): Promise<ListEntry[]> {
  const level = options.prefix.split('/').length
  const order = `o.${options.sortColumn} ${options.sortOrder}`
  return asCaller(api, claims, async (client) => {
    await client.query('set transaction read only')
    const { rows } = await client.query<{ entry: ListEntry }>(
      `with matching as (
         select o.* from storage.objects o
         where o.bucket_id = $1 and o.name like $2 escape '\\'
       ),
       folders as (
         select path_tokens[$3] as name from matching
         where array_length(path_tokens, 1) <> $3 group by 1
       ),
       entries as (
         select f.name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata,
                0 as kind, row_number() over (order by f.name ${options.sortOrder}) as position
         from folders f
         union all
         select o.path_tokens[$3], o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
                1, row_number() over (order by ${order})
         from matching o where array_length(o.path_tokens, 1) = $3
       )
       select jsonb_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
                                 'last_accessed_at', last_accessed_at, 'metadata', metadata) as entry
       from entries order by kind, position limit $4 offset $5`,
      [bucket, `${likeEscape(options.prefix + options.search)}%`, level, options.limit, options.offset],
    )
    return rows.map((r) => r.entry)
  })
}
