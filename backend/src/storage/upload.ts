/**
 * An upload's body as storage-api reads it: either a multipart form (supabase-js sends a Blob or
 * File this way: the file part, `cacheControl` and `metadata` fields) or the raw bytes with
 * `Content-Type`, `Cache-Control` and base64 JSON `x-metadata` headers. Then the bucket's and the
 * server's limits: size (413) and content type (415).
 */
import { createHash } from 'node:crypto'
import type { Bucket, ObjectMetadata } from './objects.ts'
import { entityTooLarge, invalidMimeType, invalidParameter } from './errors.ts'

/** What was uploaded. */
export interface UploadBody {
  bytes: Uint8Array
  /** The file part's type (multipart) or `Content-Type` (raw body). */
  mimetype: string
  /** e.g. `max-age=3600`, or `no-cache` when none was given. */
  cacheControl: string
  /** The uploader's own metadata (`metadata` field / `x-metadata`), or null. */
  userMetadata: Record<string, unknown> | null
}

/** Room for a multipart form's boundaries and fields above the file's own size (bytes). */
const MULTIPART_OVERHEAD = 64 * 1024

function parseUserMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // falls through to the error below
  }
  throw invalidParameter('metadata must be a JSON object')
}

/**
 * The most of a refused body that is read and discarded (bytes), so its uploader hears the 413
 * (@hono/node-server's own clean-up gives up after 500 ms and resets the connection, which a
 * client still sending sees as a network error). A larger body's connection is reset.
 */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024

/** Reads and drops `request`'s body, at most `max` bytes (leaving the loop cancels the rest). */
async function discardBody(request: Request, max: number): Promise<void> {
  let read = 0
  for await (const chunk of request.body ?? []) {
    read += chunk.byteLength
    if (read > max) return
  }
}

/**
 * Reads the upload of `request`. A body whose declared length exceeds `limit` (bytes, plus the
 * room a form needs) is refused unread: discarded (up to {@link MAX_DISCARDED_BYTES}), then a
 * 413 `EntityTooLarge` thrown. Throws 400 when the form has no file or the metadata is not a JSON
 * object.
 */
export async function readUpload(request: Request, limit: number): Promise<UploadBody> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit + MULTIPART_OVERHEAD) {
    await discardBody(request, MAX_DISCARDED_BYTES)
    throw entityTooLarge()
  }
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await request.formData()
    let file: File | null = null
    for (const value of form.values()) {
      if (typeof value !== 'string') {
        file = value
        break
      }
    }
    if (!file) throw invalidParameter('No content provided')
    const cacheTime = form.get('cacheControl')
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseUserMetadata(form.get('metadata') as string | null),
    }
  }
  const encoded = request.headers.get('x-metadata')
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    mimetype: contentType || 'application/octet-stream',
    cacheControl: request.headers.get('cache-control') ?? 'no-cache',
    userMetadata: parseUserMetadata(encoded ? Buffer.from(encoded, 'base64').toString('utf8') : null),
  }
}

/**
 * The bucket's rule on content types, as storage-api applies it: no list (or an empty one) allows
 * any type; else `type/subtype` must be listed, or `type/*`. Throws 415 `InvalidMimeType`.
 */
export function checkMimeType(bucket: Bucket, mimetype: string): void {
  const allowed = bucket.allowedMimeTypes
  if (!allowed?.length) return
  const [type, subtype] = mimetype.split('/')
  if (subtype === undefined) throw invalidMimeType(mimetype)
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
  if (!ok) throw invalidMimeType(mimetype)
}

/** The size limit of an upload into `bucket`: its own `file_size_limit`, never above `serverLimit` (bytes). */
export function sizeLimit(bucket: Bucket, serverLimit: number): number {
  return bucket.fileSizeLimit === null ? serverLimit : Math.min(bucket.fileSizeLimit, serverLimit)
}

/** Throws 413 `EntityTooLarge` when `upload` is larger than `limit` bytes. */
export function checkSize(upload: UploadBody, limit: number): void {
  if (upload.bytes.byteLength > limit) throw entityTooLarge()
}

/** `storage.objects.metadata` for an upload, as storage-api records it. */
export function objectMetadata(upload: UploadBody): ObjectMetadata {
  const size = upload.bytes.byteLength
  return {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  }
}
