import { toast } from '@/components/ui/use-toast'

/** Title of the one-time notice shown when the browser refuses to store data. */
export const STORAGE_UNAVAILABLE_TITLE = 'Changes will not be kept'
/** Its description. */
export const STORAGE_UNAVAILABLE_DESCRIPTION =
  "This browser's storage is full or turned off, so your changes last only until you leave this page."

const memory = new Map<string, string>()
let warnedUnavailable = false

function warnUnavailable(error: unknown) {
  if (warnedUnavailable) return
  warnedUnavailable = true
  console.warn('Browser storage is unavailable; keeping changes in memory only.', error)
  toast({ title: STORAGE_UNAVAILABLE_TITLE, description: STORAGE_UNAVAILABLE_DESCRIPTION })
}

/**
 * localStorage with an in-memory fallback: when reading or writing throws (storage disabled,
 * quota exceeded), the value is kept in memory for this page view and the person is told once
 * that changes will not be kept. Never throws.
 */
export const safeStorage = {
  /** The stored string, the in-memory copy after a failed write, or null. */
  getItem(key: string): string | null {
    if (memory.has(key)) return memory.get(key) ?? null
    try {
      return globalThis.localStorage?.getItem(key) ?? null
    } catch (error) {
      warnUnavailable(error)
      return null
    }
  },
  /** Stores `value`; on failure keeps it in memory and warns once. */
  setItem(key: string, value: string): void {
    try {
      if (!globalThis.localStorage) throw new Error('localStorage is not available')
      globalThis.localStorage.setItem(key, value)
      memory.delete(key)
    } catch (error) {
      memory.set(key, value)
      warnUnavailable(error)
    }
  },
  /** Removes the value from storage and memory. */
  removeItem(key: string): void {
    memory.delete(key)
    try {
      globalThis.localStorage?.removeItem(key)
    } catch {
      // Nothing stored there to remove.
    }
  },
}

/** Forgets the in-memory copies and the one-time warning (tests only). */
export function resetSafeStorageForTests(): void {
  memory.clear()
  warnedUnavailable = false
}
