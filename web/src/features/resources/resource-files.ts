import { del, get, set } from 'idb-keyval'
import { scopedKey } from '@/lib/persist/scope'

/**
 * The IndexedDB key of resource `id`'s file, in the current person's scope (or `scope`):
 * `nexus:resource-file:{id}` for the guest, `nexus:resource-file:{userId}:{id}` for a member.
 */
export function resourceFileKey(id: string, scope?: string): string {
  return `${scopedKey('nexus:resource-file', scope)}:${id}`
}

/** Thrown when IndexedDB is missing or refuses to work (private modes, storage turned off). */
export class FileStorageUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('IndexedDB is not available in this browser', { cause })
    this.name = 'FileStorageUnavailableError'
  }
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  if (typeof indexedDB === 'undefined') throw new FileStorageUnavailableError()
  try {
    return await run()
  } catch (error) {
    throw new FileStorageUnavailableError(error)
  }
}

/**
 * Stores the PDF bytes of resource `id` for the current person. Rejects with
 * {@link FileStorageUnavailableError} when IndexedDB is unavailable or full.
 */
export function saveResourceFile(id: string, bytes: ArrayBuffer): Promise<void> {
  return guarded(() => set(resourceFileKey(id), bytes))
}

/**
 * The stored PDF bytes of resource `id` (the current person's, or those of `scope`: the guest's
 * when bringing them into an account), or undefined when none is stored. Rejects with
 * {@link FileStorageUnavailableError} when IndexedDB is unavailable.
 */
export function loadResourceFile(id: string, scope?: string): Promise<ArrayBuffer | undefined> {
  return guarded(async () => {
    const value: unknown = await get(resourceFileKey(id, scope))
    // Checked by tag, not instanceof, so a buffer cloned in another realm is recognised too.
    if (Object.prototype.toString.call(value) === '[object ArrayBuffer]') return value as ArrayBuffer
    if (ArrayBuffer.isView(value))
      return new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice().buffer
    return undefined
  })
}

/** Deletes the stored file of resource `id` (nothing stored is fine). Rejects like {@link saveResourceFile}. */
export function deleteResourceFile(id: string): Promise<void> {
  return guarded(() => del(resourceFileKey(id)))
}

/** Resolves true when IndexedDB can be opened and read here, false otherwise (never rejects). */
export async function isFileStorageAvailable(): Promise<boolean> {
  try {
    await guarded(() => get('nexus:resource-file:probe'))
    return true
  } catch {
    return false
  }
}
