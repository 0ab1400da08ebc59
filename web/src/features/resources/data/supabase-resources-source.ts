import { newId } from '@/lib/new-id'
import { loadSupabase, loadSupabaseStorage, type NexusClient, type NexusStorage } from '@/lib/supabase'
import { normalizeLinkUrl } from '../link-url'
import type { LinkResource, PdfResource } from '../resource-model'
import {
  pdfStoragePath,
  RESOURCE_COLUMNS,
  RESOURCES_BUCKET,
  resourceFromRow,
  resourcesErrorFrom,
  SIGNED_URL_SECONDS,
} from './resource-rows'
import { INVALID_LINK_MESSAGE } from './local-resources-source'
import { ResourcesSourceError, type ResourcesSource } from './resources-source'

/** Options of {@link createSupabaseResourcesSource}; `loadClient`, `loadStorage` and `open` are for tests. */
export interface SupabaseResourcesSourceOptions {
  /** The signed-in member (their user id): the owner of every row and the folder of their PDFs. */
  memberId: string
  /** The rows' client. */
  loadClient?: () => Promise<NexusClient | null>
  /** The files' client (Storage), loaded only when a PDF is stored, opened or deleted. */
  loadStorage?: () => Promise<Pick<NexusStorage, 'from'> | null>
  /** Opens a URL in a new tab; `window.open` without opener or referrer by default. */
  open?: (url: string) => void
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/**
 * A member's resources in the database and Storage, through supabase-js:
 * - the list: `public.resources`, the member's own rows (RLS), newest first;
 * - a link: a row of kind 'link' with the URL (an address without its scheme gets 'https://');
 * - a PDF: its bytes uploaded to the private bucket 'resources' at `<user id>/<resource id>.pdf`
 *   (application/pdf), then its row (kind 'pdf', file name, storage path, size); if the row is
 *   refused, the uploaded object is removed again;
 * - 'Open PDF': a signed URL valid for {@link SIGNED_URL_SECONDS} seconds, opened in a new tab (an
 *   object that is gone rejects, saying so);
 * - delete: the object first, then the row.
 * Ids are UUIDs made here. Errors reject with a {@link ResourcesSourceError} (see resourcesErrorFrom).
 */
export function createSupabaseResourcesSource({
  memberId,
  loadClient = loadSupabase,
  loadStorage = loadSupabaseStorage,
  open = openInNewTab,
}: SupabaseResourcesSourceOptions): ResourcesSource {
  /** Where each listed PDF is kept, by resource id (the convention when a row was never listed). */
  const paths = new Map<string, string>()
  const pathOf = (id: string) => paths.get(id) ?? pdfStoragePath(memberId, id)

  const loaded = async <C>(load: () => Promise<C | null>): Promise<C> => {
    let answer: C | null
    try {
      answer = await load()
    } catch {
      throw new ResourcesSourceError('failed', 'Nexus could not load. Check your connection and try again.')
    }
    if (!answer) throw new ResourcesSourceError('failed', 'Resources need a backend, and none is configured.')
    return answer
  }
  const client = () => loaded(loadClient)
  const bucket = async () => (await loaded(loadStorage)).from(RESOURCES_BUCKET)

  return {
    key: `supabase:${memberId}`,

    async list() {
      const { data, error, status } = await (
        await client()
      )
        .from('resources')
        .select(RESOURCE_COLUMNS)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
      if (error) throw resourcesErrorFrom(error, status)
      const resources = []
      for (const raw of data ?? []) {
        const stored = resourceFromRow(raw)
        if (!stored) {
          console.warn('Ignoring a malformed resource row.', raw)
          continue
        }
        if (stored.storagePath) paths.set(stored.resource.id, stored.storagePath)
        resources.push(stored.resource)
      }
      return resources
    },

    async addLink(input) {
      const title = input.title.trim()
      const url = normalizeLinkUrl(input.url)
      if (title === '') throw new ResourcesSourceError('invalid', 'Please provide both a title and URL')
      if (url === null) throw new ResourcesSourceError('invalid', INVALID_LINK_MESSAGE)
      const { data, error, status } = await (
        await client()
      )
        .from('resources')
        .insert({ id: input.id ?? newId(), kind: 'link', title, description: input.description.trim(), url })
        .select(RESOURCE_COLUMNS)
        .single()
      if (error) throw resourcesErrorFrom(error, status)
      const stored = resourceFromRow(data)
      if (stored?.resource.kind !== 'link')
        throw new ResourcesSourceError('failed', 'The server answered unexpectedly.')
      return stored.resource as LinkResource
    },

    async addPdf({ title, description, fileName, bytes, id = newId() }) {
      const trimmedTitle = title.trim()
      if (trimmedTitle === '' || fileName.trim() === '') {
        throw new ResourcesSourceError('invalid', 'Please provide both a title and upload a PDF file')
      }
      const path = pdfStoragePath(memberId, id)
      const files = await bucket()
      const upload = await files.upload(path, bytes, { contentType: 'application/pdf', upsert: false })
      if (upload.error) throw resourcesErrorFrom(upload.error, statusOf(upload.error))
      const { data, error, status } = await (
        await client()
      )
        .from('resources')
        .insert({
          id,
          kind: 'pdf',
          title: trimmedTitle,
          description: description.trim(),
          file_name: fileName.trim(),
          storage_path: path,
          size_bytes: bytes.byteLength,
        })
        .select(RESOURCE_COLUMNS)
        .single()
      if (error) {
        const removed = await files.remove([path]).catch((cause: unknown) => ({ error: cause }))
        if (removed.error) console.warn(`The uploaded file ${path} could not be removed.`, removed.error)
        throw resourcesErrorFrom(error, status)
      }
      const stored = resourceFromRow(data)
      if (stored?.resource.kind !== 'pdf') throw new ResourcesSourceError('failed', 'The server answered unexpectedly.')
      paths.set(id, stored.storagePath ?? path)
      return stored.resource as PdfResource
    },

    async remove(resource) {
      if (resource.kind === 'pdf') {
        const { error } = await (await bucket()).remove([pathOf(resource.id)])
        if (error) throw resourcesErrorFrom(error, statusOf(error))
      }
      const { error, status } = await (await client()).from('resources').delete().eq('id', resource.id)
      if (error) throw resourcesErrorFrom(error, status)
      paths.delete(resource.id)
    },

    async openPdf(resource) {
      const { data, error } = await (await bucket()).createSignedUrl(pathOf(resource.id), SIGNED_URL_SECONDS)
      if (error) {
        if (statusOf(error) === 404 || /not.?found/i.test(error.message)) {
          throw new ResourcesSourceError('failed', `The file of "${resource.title}" is no longer in your account.`)
        }
        throw resourcesErrorFrom(error, statusOf(error))
      }
      open(data.signedUrl)
      return 'opened'
    },
  }
}

/** The HTTP status a Storage error carries (StorageApiError has `status`, as a number or text). */
function statusOf(error: unknown): number | undefined {
  const status = Number((error as { status?: unknown; statusCode?: unknown } | null)?.status ?? NaN)
  return Number.isFinite(status) ? status : undefined
}
