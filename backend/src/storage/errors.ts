/**
 * Storage's error responses, as storage-api renders them: the JSON body
 * `{ statusCode: '<code as text>', code, error, message }` carries the error's own status, while the
 * HTTP status is 400 for every handled error (500 for internal ones). supabase-js reads both: the
 * HTTP status as `error.status`, the body's as `error.statusCode`.
 */

/** The JSON body of every Storage error. */
export interface StorageErrorBody {
  /** The error's own status as text: '404', '403', '413'… */
  statusCode: string
  /** storage-api's error code: `NoSuchKey`, `AccessDenied`, `EntityTooLarge`… */
  code: string
  /** The older short name: `not_found`, `Unauthorized`, `Payload too large`… */
  error: string
  message: string
}

/** An error answered as-is (status, body). */
export class StorageError extends Error {
  constructor(
    /** The error's own status, sent as the body's `statusCode`. */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The body's `error` (the code when storage-api gives no older name). */
    readonly error: string = code,
  ) {
    super(message)
  }

  /** The HTTP status storage-api answers with: 500 for internal errors, else 400. */
  get httpStatus(): 400 | 500 {
    return this.statusCode === 500 ? 500 : 400
  }

  /** The response body. */
  body(): StorageErrorBody {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message }
  }
}

/** 404 `Bucket not found`: no bucket of that id. */
export const noSuchBucket = () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')

/** 404 `Object not found`: no such object, or the caller may not see it. */
export const noSuchKey = () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found')

/** 403 `Unauthorized`: a bad token, or row-level security refused the row. */
export const accessDenied = (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized')

/** 413: larger than the bucket's `file_size_limit` or the server's limit. */
export const entityTooLarge = () =>
  new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large')

/** 415: a content type the bucket's `allowed_mime_types` does not list. */
export const invalidMimeType = (mimeType: string) =>
  new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type')

/** 409 `Duplicate`: an upload without `x-upsert: true` onto an existing name. */
export const keyAlreadyExists = () =>
  new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate')

/** 400 `Invalid key`: an object name Storage refuses (empty, `..`, characters outside its set). */
export const invalidKey = (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`)

/** 400: a request field that is missing or malformed. */
export const invalidParameter = (message: string) => new StorageError(400, 'InvalidParameter', message)

/** 400: a signed URL whose token is expired, forged or malformed (`jwt expired`, …). */
export const invalidJwt = (message: string) => new StorageError(400, 'InvalidJWT', message)

/** 400: a signed URL whose token was signed for another object. */
export const invalidSignature = () => new StorageError(400, 'InvalidSignature', 'Invalid signature')

/** 500: anything unexpected (the cause is logged, never sent). */
export const internalError = () => new StorageError(500, 'InternalError', 'Internal server error')

/** The fields of a PostgreSQL error as node-postgres reports them. */
interface PgErrorLike {
  code: string
  message: string
}

function isPgError(err: unknown): err is PgErrorLike {
  const code = (err as { code?: unknown } | null)?.code
  return err instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/**
 * Any error thrown while answering, as the StorageError to send, mapped as storage-api maps
 * database errors: 42501 (RLS or grants) is 403 `new row violates row-level security policy`,
 * 23505 is 409 `Duplicate`; anything else is logged and answered 500.
 */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err
  if (isPgError(err)) {
    if (err.code === '42501') {
      return accessDenied(
        err.message.includes('row-level security') ? 'new row violates row-level security policy' : err.message,
      )
    }
    if (err.code === '23505') return keyAlreadyExists()
  }
  console.error('[storage] unexpected error:', err)
  return internalError()
}
