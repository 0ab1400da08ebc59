/**
 * Supabase Storage as the functions use it: the object API at `${SUPABASE_URL}/storage/v1` with
 * the service-role key (which row-level security lets through), so deleting through it removes
 * the files as well as the `storage.objects` rows, as Supabase recommends (deleting the rows
 * alone would leave the files behind).
 */

/** The bucket of the members' PDFs; each member's objects live under `<user id>/`. */
export const RESOURCES_BUCKET = 'resources'

/** How many entries one list call asks for (Storage's own default page). */
export const LIST_PAGE = 100

/** One entry of a folder listing: a file (with an id) or a sub-folder (id null). */
export interface StorageEntry {
  name: string
  id: string | null
}

/** The two Storage calls the functions make; tests may give their own. */
export interface StorageAdmin {
  /** One page of `folder` in `bucket`, sub-folders first, then files by name. */
  list(bucket: string, folder: string, page: { limit: number; offset: number }): Promise<StorageEntry[]>
  /** Removes the objects `names` (full names) of `bucket`; returns how many were removed. */
  remove(bucket: string, names: string[]): Promise<number>
}

/** A Storage call that did not succeed: the HTTP status and Storage's message (never the key). */
export class StorageRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'StorageRequestError'
  }
}

/**
 * The {@link StorageAdmin} of the project at `supabaseUrl`, calling with `serviceRoleKey`. Every
 * call throws {@link StorageRequestError} on an error answer, or the fetch error when Storage
 * cannot be reached.
 */
export function createStorageAdmin(supabaseUrl: string, serviceRoleKey: string): StorageAdmin {
  const base = `${supabaseUrl}/storage/v1/object`
  const headers = {
    Authorization: `Bearer ${serviceRoleKey}`,
    apikey: serviceRoleKey,
    'Content-Type': 'application/json',
  }
  const request = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}/${path}`, { method, headers, body: JSON.stringify(body) })
    const text = await res.text()
    if (!res.ok) {
      let message = `Storage answered ${res.status}`
      try {
        const parsed = JSON.parse(text) as { message?: unknown }
        if (typeof parsed.message === 'string') message = parsed.message
      } catch {
        // keep the status line
      }
      throw new StorageRequestError(res.status, message)
    }
    return JSON.parse(text) as T
  }
  return {
    list: (bucket, folder, page) =>
      request<StorageEntry[]>('POST', `list/${encodeURIComponent(bucket)}`, {
        prefix: folder,
        limit: page.limit,
        offset: page.offset,
        sortBy: { column: 'name', order: 'asc' },
      }),
    remove: async (bucket, names) =>
      (await request<unknown[]>('DELETE', encodeURIComponent(bucket), { prefixes: names })).length,
  }
}

/**
 * Removes every object under `folder` (sub-folders included) of `bucket`, a page of at most
 * {@link LIST_PAGE} entries at a time, and returns how many were removed. Throws the Storage
 * error of the first call that fails, or a {@link StorageRequestError} when a page removes nothing
 * although it listed files (Storage refused them), so the caller can stop before deleting more.
 */
export async function removeFolder(storage: StorageAdmin, bucket: string, folder: string): Promise<number> {
  let removed = 0
  for (;;) {
    const page = await storage.list(bucket, folder, { limit: LIST_PAGE, offset: 0 })
    const files = page.filter((e) => e.id !== null).map((e) => `${folder}/${e.name}`)
    for (const sub of page.filter((e) => e.id === null))
      removed += await removeFolder(storage, bucket, `${folder}/${sub.name}`)
    if (files.length) {
      const count = await storage.remove(bucket, files)
      if (count < files.length) {
        throw new StorageRequestError(500, `removed ${count} of ${files.length} objects under ${bucket}/${folder}`)
      }
      removed += count
    }
    if (page.length < LIST_PAGE) return removed
  }
}
