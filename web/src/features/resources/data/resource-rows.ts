import { format } from 'date-fns'
import { errorMessage } from '@/lib/error-message'
import type { Resource } from '../resource-model'
import { ResourcesSourceError } from './resources-source'

/** The columns of `public.resources` the source reads. */
export const RESOURCE_COLUMNS = 'id, kind, title, description, url, file_name, storage_path, size_bytes, created_at'

/** The Storage bucket of members' PDFs (private: read through signed URLs). */
export const RESOURCES_BUCKET = 'resources'

/** How long a signed URL of 'Open PDF' is valid, in seconds. */
export const SIGNED_URL_SECONDS = 60

/** Where member `userId` keeps the PDF of resource `id` in the bucket: `<user id>/<resource id>.pdf`. */
export function pdfStoragePath(userId: string, id: string): string {
  return `${userId}/${id}.pdf`
}

/** What the member is told when the server could not be reached or failed without a message. */
export const NETWORK_MESSAGE = 'Nexus could not reach the server. Check your connection and try again.'

const isText = (value: unknown): value is string => typeof value === 'string'

/** A resource with where its PDF is kept (`storagePath`, null for a link). */
export interface StoredResource {
  resource: Resource
  storagePath: string | null
}

/**
 * A resource from a `public.resources` row (see {@link RESOURCE_COLUMNS}): `created_at` becomes
 * the local date it was added ('yyyy-MM-dd'); a null description is ''. Null for anything
 * malformed (unknown kind, a link without its URL, a PDF without its file).
 */
export function resourceFromRow(raw: unknown): StoredResource | null {
  if (typeof raw !== 'object' || raw === null) return null
  const row = raw as Record<string, unknown>
  const { id, kind, title, description, url, file_name: fileName, storage_path: path, created_at: createdAt } = row
  if (!isText(id) || !isText(title) || !isText(createdAt)) return null
  const added = new Date(createdAt)
  if (Number.isNaN(added.getTime())) return null
  const common = {
    id,
    title,
    description: isText(description) ? description : '',
    dateAdded: format(added, 'yyyy-MM-dd'),
  }
  if (kind === 'link' && isText(url)) return { resource: { kind: 'link', ...common, url }, storagePath: null }
  if (kind === 'pdf' && isText(fileName) && isText(path)) {
    return { resource: { kind: 'pdf', ...common, fileName }, storagePath: path }
  }
  return null
}

/**
 * The {@link ResourcesSourceError} for a supabase-js error (PostgREST's `code` and `message`, or
 * Storage's) and the HTTP status: a failed request (no status, or 'Failed to fetch') says the
 * server could not be reached ({@link NETWORK_MESSAGE}); 23514 / 22023 (a check the database
 * made) is 'invalid' with its reason; anything else is 'failed' with the server's message.
 */
export function resourcesErrorFrom(error: unknown, status?: number): ResourcesSourceError {
  const code = (error as { code?: unknown } | null)?.code
  const message = errorMessage(error)
  const network = /failed to fetch|networkerror|load failed|fetch failed/i.test(message)
  if (network || (!status && !code) || !message) return new ResourcesSourceError('failed', NETWORK_MESSAGE)
  if (code === '23514' || code === '22023') return new ResourcesSourceError('invalid', message)
  return new ResourcesSourceError('failed', message)
}
