/**
 * `/storage/v1/object`: the object calls supabase-js's storage client makes, answered as
 * storage-api answers them.
 *
 * - `POST|PUT /object/<bucket>/<name>`: upload (`x-upsert: true` or PUT replaces) -> `{ Id, Key }`
 * - `GET /object/<bucket>/<name>`, `GET /object/authenticated/<bucket>/<name>`: download
 * - `GET /object/public/<bucket>/<name>`: download from a public bucket, no credential needed
 * - `POST /object/sign/<bucket>/<name>` `{ expiresIn }` -> `{ signedURL }`; `GET` of it downloads
 * - `DELETE /object/<bucket>` `{ prefixes }`: remove -> the removed rows
 * - `DELETE /object/<bucket>/<name>`: remove one -> `{ message: 'Successfully deleted' }`
 * - `POST /object/list/<bucket>` `{ prefix, limit, offset, sortBy, search }`: one folder level
 *
 * The bucket is read as the storage administrator; every object row is read or written as the
 * caller (their role and JWT claims), so row-level security on `storage.objects` decides.
 */
import { Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { resolveCaller, TokenError } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { accessDenied, invalidParameter, noSuchBucket, noSuchKey, toStorageError } from './errors.ts'
import { FileStore } from './files.ts'
import {
  checkKey,
  deleteObjects,
  findBucket,
  findObject,
  findObjectAsAdmin,
  listObjects,
  listOptions,
  type ObjectRow,
  writeObject,
} from './objects.ts'
import { expiresInFrom, signObjectUrl, verifySignedUrl } from './signed-urls.ts'
import { checkMimeType, checkSize, objectMetadata, readUpload, sizeLimit } from './upload.ts'

/** The caller as Storage sees them; a bad or expired token is 403 `Unauthorized` (400). */
async function caller(ctx: BackendContext, request: Request): Promise<Claims> {
  try {
    return await resolveCaller(ctx, {
      authorization: request.headers.get('authorization'),
      apikey: request.headers.get('apikey'),
    })
  } catch (err) {
    if (err instanceof TokenError) throw accessDenied(err.reason === 'expired' ? 'jwt expired' : err.message)
    throw err
  }
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw invalidParameter('Body is not valid JSON')
  }
}

/** The bucket and object name of `rest` (`<bucket>/<name…>`); the name is checked. */
function target(rest: string[]): { bucket: string; name: string } {
  const [bucket, ...parts] = rest
  const name = parts.join('/')
  if (!bucket || !name) throw noSuchKey()
  checkKey(name)
  return { bucket, name }
}

/** The object's bytes with its stored type, as storage-api serves a download. */
async function serve(files: FileStore, row: ObjectRow, request: Request): Promise<Response> {
  const bytes = await files.read(row.bucket_id, row.name)
  if (!bytes) throw noSuchKey()
  const meta = row.metadata
  const headers = new Headers({
    'content-type': meta?.mimetype ?? 'application/octet-stream',
    'content-length': String(bytes.byteLength),
    'cache-control': meta?.cacheControl ?? 'no-cache',
    'last-modified': new Date(row.updated_at).toUTCString(),
  })
  if (meta?.eTag) headers.set('etag', meta.eTag)
  const download = new URL(request.url).searchParams.get('download')
  if (download !== null) {
    const fileName = download || row.name.split('/').pop()!
    headers.set('content-disposition', `attachment; filename=${encodeURIComponent(fileName)}`)
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers })
}

/** Upload: bucket, limits, then the row as the caller with the file moved in before commit. */
async function upload(ctx: BackendContext, files: FileStore, request: Request, rest: string[]): Promise<Response> {
  const claims = await caller(ctx, request)
  const { bucket: bucketId, name } = target(rest)
  const bucket = await findBucket(ctx.db.admin, bucketId)
  if (!bucket) throw noSuchBucket()
  const limit = sizeLimit(bucket, ctx.config.storageFileSizeLimit)
  const body = await readUpload(request, limit)
  checkSize(body, limit)
  checkMimeType(bucket, body.mimetype)
  const upsert = request.method === 'PUT' || request.headers.get('x-upsert') === 'true'
  const staged = await files.stage(bucketId, name, body.bytes)
  try {
    const id = await writeObject(
      ctx.db.api,
      claims,
      { bucket: bucketId, name, metadata: objectMetadata(body), userMetadata: body.userMetadata, upsert },
      () => staged.commit(),
    )
    return Response.json({ Id: id, Key: `${bucketId}/${name}` })
  } catch (err) {
    await staged.discard()
    throw err
  }
}

/** Remove: the rows the caller may delete go, then their files. */
async function remove(ctx: BackendContext, files: FileStore, claims: Claims, bucket: string, names: string[]) {
  const removed = await deleteObjects(ctx.db.api, claims, bucket, names)
  for (const row of removed) await files.remove(row.bucket_id, row.name)
  return removed
}

/** Answers one `/object/…` request (`rest`: the decoded path segments after `/object/`). */
async function answer(ctx: BackendContext, files: FileStore, request: Request, rest: string[]): Promise<Response> {
  const method = request.method.toUpperCase()
  const [first, ...after] = rest
  const read = method === 'GET' || method === 'HEAD'

  if (first === 'list' && method === 'POST' && after.length === 1) {
    const claims = await caller(ctx, request)
    const entries = await listObjects(ctx.db.api, claims, after[0]!, listOptions(await jsonBody(request)))
    return Response.json(entries)
  }
  if (first === 'sign' && method === 'POST') {
    const claims = await caller(ctx, request)
    const { bucket, name } = target(after)
    const expiresIn = expiresInFrom(await jsonBody(request))
    if (!(await findObject(ctx.db.api, claims, bucket, name))) throw noSuchKey()
    return Response.json({ signedURL: await signObjectUrl(ctx.jwt, bucket, name, expiresIn) })
  }
  if (first === 'sign' && read) {
    const { bucket, name } = target(after)
    await verifySignedUrl(ctx.jwt, new URL(request.url).searchParams.get('token') ?? undefined, bucket, name)
    const row = await findObjectAsAdmin(ctx.db.admin, bucket, name)
    if (!row) throw noSuchKey()
    return serve(files, row, request)
  }
  if (first === 'public' && read) {
    const { bucket, name } = target(after)
    const found = await findBucket(ctx.db.admin, bucket)
    const row = found?.public ? await findObjectAsAdmin(ctx.db.admin, bucket, name) : null
    if (!row) throw noSuchKey()
    return serve(files, row, request)
  }
  if (first === 'authenticated' && read) {
    const claims = await caller(ctx, request)
    const { bucket, name } = target(after)
    const row = await findObject(ctx.db.api, claims, bucket, name)
    if (!row) throw noSuchKey()
    return serve(files, row, request)
  }
  if (method === 'POST' || method === 'PUT') return upload(ctx, files, request, rest)
  if (read) {
    const claims = await caller(ctx, request)
    const { bucket, name } = target(rest)
    const row = await findObject(ctx.db.api, claims, bucket, name)
    if (!row) throw noSuchKey()
    return serve(files, row, request)
  }
  if (method === 'DELETE' && rest.length === 1 && first) {
    const claims = await caller(ctx, request)
    const prefixes = ((await jsonBody(request)) as { prefixes?: unknown } | null)?.prefixes
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string') || !prefixes.length) {
      throw invalidParameter('body/prefixes must be a non-empty array of strings')
    }
    return Response.json(await remove(ctx, files, claims, first, prefixes as string[]))
  }
  if (method === 'DELETE') {
    const claims = await caller(ctx, request)
    const { bucket, name } = target(rest)
    if (!(await remove(ctx, files, claims, bucket, [name])).length) throw noSuchKey()
    return Response.json({ message: 'Successfully deleted' })
  }
  return Response.json(
    { statusCode: '404', error: 'Not Found', message: `Route ${method}:/object/${rest.join('/')} not found` },
    { status: 404 },
  )
}

/** The `/storage/v1` routes; files live under `ctx.config.storageDir`. */
export function storageRoutes(ctx: BackendContext): Hono {
  const app = new Hono()
  const files = new FileStore(ctx.config.storageDir)
  app.all('/object/*', async (c) => {
    const pathname = new URL(c.req.url).pathname
    const tail = pathname.slice(pathname.indexOf('/object/') + '/object/'.length)
    try {
      const rest = tail.split('/').map((s) => decodeURIComponent(s))
      return await answer(ctx, files, c.req.raw, rest)
    } catch (err) {
      const error = err instanceof URIError ? invalidParameter('Invalid path') : toStorageError(err)
      return Response.json(error.body(), { status: error.httpStatus })
    }
  })
  return app
}
