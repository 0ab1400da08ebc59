import { useSyncExternalStore } from 'react'
import { create, type StoreApi, type UseBoundStore } from 'zustand'
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware'
import { toast } from '@/components/ui/use-toast'
import { onDemand } from '@/lib/on-demand'
import { safeStorage } from './safe-storage'
import { GUEST_SCOPE, getStorageScope, onStorageScopeChange, scopedKey } from './scope'

/** Title of the toast shown when saved data could not be read and was replaced by defaults. */
export const RESET_TOAST_TITLE = 'Some saved data could not be read and was reset'

/** A zod schema (zod or zod/mini) as a store reads its saved data with it. */
export interface StoredDataSchema<Data> {
  safeParse(data: unknown): { success: true; data: Data } | { success: false; error: unknown }
}

/** What a store's seed receives: the moment to seed around and whose data it is. */
export interface SeedContext {
  /** "Now": seeded dates are relative to it, so sample data always looks current. */
  now: Date
  /** The storage scope: 'guest' or the member's user id. */
  scope: string
  /** True for the guest's scope. */
  isGuest: boolean
}

/** `set` and `get` as a store's actions see them: `set` merges a partial update into the data. */
export interface StoreTools<Data> {
  set: (update: Partial<Data> | ((state: Data) => Partial<Data>)) => void
  get: () => Data
}

/** The options of {@link createPersistedStore}. */
export interface PersistedStoreOptions<Data extends object, Actions extends object> {
  /** Storage key base; the guest's key is the bare name, a member's is `name:userId`. */
  name: string
  /** Version of the stored shape; raise it when the shape changes and add a migration. */
  version: number
  /**
   * The zod schema of the stored data (actions are not stored), or a function importing it. A
   * store of every page's first load imports it, so zod downloads only when there is saved data
   * to read: until then the store keeps its seed and reports itself not hydrated (see
   * {@link whenPersistedStoresHydrated}).
   */
  schema: StoredDataSchema<Data> | (() => Promise<StoredDataSchema<Data>>)
  /** The seeded data for a scope with nothing stored, or after a reset. Must be deterministic for a given context. */
  seed: (context: SeedContext) => Data
  /**
   * Migrations: `migrations[n]` turns data stored at version n into version n + 1. Data at a
   * version with no path to the current one, or newer than it, is reset to the seed, as is data a
   * step throws on (or rejects). A step may return a promise (WebCrypto, say): the store then
   * keeps its seed and reports itself not hydrated ({@link usePersistedStoreHydrated}) until the
   * migrated data is read and stored.
   */
  migrations?: Record<number, (state: unknown) => unknown>
  /** The store's actions over its data. */
  actions: (tools: StoreTools<Data>) => Actions
  /**
   * Keeps the data as plain JSON, the data itself with no `{ state, version }` envelope (a key
   * whose form a spec fixes, such as `userProfile`). Plain JSON is read as the current version,
   * after `read` (default: as is) turns it into the schema's shape; data stored in the envelope
   * is still read (and written back plain).
   */
  plain?: { read?: (stored: unknown) => unknown }
}

/** A store made by {@link createPersistedStore}: the bound hook, with zustand's hydration status. */
export type PersistedStore<State> = UseBoundStore<StoreApi<State>> & {
  persist: {
    /** True once the saved data has been read (and migrated). */
    hasHydrated(): boolean
    /** Calls `listener` when a read of the saved data starts; returns the unsubscribe. */
    onHydrate(listener: () => void): () => void
    /** Calls `listener` when a read of the saved data has finished; returns the unsubscribe. */
    onFinishHydration(listener: () => void): () => void
  }
}

const UNREADABLE = Symbol('unreadable')

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function'

/**
 * Runs `migrations` from version `from` up to `to` on `state`. Stays synchronous while every step
 * is (so a store hydrates in the same task, as before), and continues asynchronously after a step
 * that returns a promise. Gives UNREADABLE for a missing step, or one that throws or rejects.
 */
function runMigrations(
  migrations: Record<number, (state: unknown) => unknown>,
  state: unknown,
  from: number,
  to: number,
): unknown {
  for (let v = from; v < to; v++) {
    const step = migrations[v]
    if (!step) return UNREADABLE
    let next: unknown
    try {
      next = step(state)
    } catch {
      return UNREADABLE
    }
    if (isPromiseLike(next)) {
      return Promise.resolve(next).then(
        (migrated) => runMigrations(migrations, migrated, v + 1, to),
        () => UNREADABLE,
      )
    }
    state = next
  }
  return state
}

/** The reads of saved data waiting for their schema to load (see {@link whenPersistedStoresHydrated}). */
const schemaLoads = new Set<Promise<void>>()

/**
 * Resolves once every store created so far has read its saved data, for stores that import their
 * schema: at once when none had saved data to read. The first render waits for it, so a page
 * never shows a store's seed in place of what was saved. Never rejects.
 */
export async function whenPersistedStoresHydrated(): Promise<void> {
  while (schemaLoads.size > 0) await Promise.all([...schemaLoads])
}

/**
 * `module` (a dynamic import) once it has loaded and the stores it created have read their saved
 * data ({@link whenPersistedStoresHydrated}): for code that reads a store right after importing it.
 * Rejects as `module` does.
 */
export async function importHydrated<T>(module: Promise<T>): Promise<T> {
  const loaded = await module
  await whenPersistedStoresHydrated()
  return loaded
}

let resetToastShown = false
const resetters = new Set<() => void>()

function reportReset(name: string, detail: unknown) {
  console.warn(`Saved data "${name}" could not be read and was reset to its defaults.`, detail)
  if (resetToastShown) return
  resetToastShown = true
  toast({ title: RESET_TOAST_TITLE })
}

function seedContext(): SeedContext {
  const scope = getStorageScope()
  return { now: new Date(), scope, isGuest: scope === GUEST_SCOPE }
}

/** Reads JSON through {@link safeStorage}; text that is not a stored envelope reads as UNREADABLE. */
const jsonStorage: PersistStorage<unknown> = {
  getItem(key) {
    const raw = safeStorage.getItem(key)
    if (raw === null) return null
    try {
      const parsed = JSON.parse(raw) as Partial<StorageValue<unknown>> | null
      if (parsed && typeof parsed === 'object' && typeof parsed.version === 'number' && 'state' in parsed) {
        return { state: parsed.state, version: parsed.version }
      }
    } catch {
      // Falls through to UNREADABLE.
    }
    return { state: UNREADABLE, version: -1 }
  },
  setItem(key, value) {
    safeStorage.setItem(key, JSON.stringify(value))
  },
  removeItem(key) {
    safeStorage.removeItem(key)
  },
}

/** Reads and writes the data itself as JSON, the envelope's form still read (see PersistedStoreOptions.plain). */
function plainJsonStorage(version: number, read: (stored: unknown) => unknown): PersistStorage<unknown> {
  return {
    getItem(key) {
      const raw = safeStorage.getItem(key)
      if (raw === null) return null
      try {
        const parsed = JSON.parse(raw) as unknown
        const envelope = parsed as Partial<StorageValue<unknown>> | null
        if (envelope && typeof envelope === 'object' && typeof envelope.version === 'number' && 'state' in envelope) {
          return { state: envelope.state, version: envelope.version }
        }
        return { state: read(parsed), version }
      } catch {
        return { state: UNREADABLE, version: -1 }
      }
    },
    setItem(key, value) {
      safeStorage.setItem(key, JSON.stringify(value.state))
    },
    removeItem(key) {
      safeStorage.removeItem(key)
    },
  }
}

/**
 * Creates a zustand store whose data is kept in the browser, scoped to the current person
 * (guest or member id), validated with `schema` on every read, migrated from older versions,
 * and kept in step with other tabs.
 *
 * Rules: nothing stored gives the seed; unreadable, invalid or unmigratable data gives the
 * seed with one `console.warn` and the toast 'Some saved data could not be read and was reset'
 * (once per page view), and the bad value is removed; storage that is full or off keeps
 * working in memory (see safeStorage). A scope switch reloads the data of the new scope.
 *
 * Returns the bound hook (`useStore(selector)`), with `getState`, `setState` and `subscribe`.
 */
export function createPersistedStore<Data extends object, Actions extends object>(
  options: PersistedStoreOptions<Data, Actions>,
): PersistedStore<Data & Actions> {
  const { name, version, seed, migrations = {}, plain, schema: given } = options
  // A schema to import loads once, when saved data is first read.
  let schema = typeof given === 'function' ? null : given
  const loadSchema = onDemand(async () => {
    if (typeof given === 'function') schema = await given()
  })
  const baseStorage = (
    plain ? plainJsonStorage(version, plain.read ?? ((stored) => stored)) : jsonStorage
  ) as PersistStorage<Data>
  // Saved data waits for the schema it is read with; nothing saved needs none. Such a read counts
  // in schemaLoads until zustand reports the hydration over (onRehydrateStorage, below).
  const pendingReads: (() => void)[] = []
  const storage: PersistStorage<Data> = {
    ...baseStorage,
    getItem(key) {
      const stored = baseStorage.getItem(key)
      if (stored === null || schema) return stored
      const read = loadSchema.get().then(
        () => stored,
        (error: unknown) => {
          console.warn(`Saved data "${key}" could not be read now: its schema did not load.`, error)
          return null
        },
      )
      const finished = new Promise<void>((resolve) => pendingReads.push(resolve))
      schemaLoads.add(finished)
      void finished.then(() => schemaLoads.delete(finished))
      return read
    },
  }
  const initial = seed(seedContext())
  const dataKeys = Object.keys(initial) as (keyof Data)[]
  const pickData = (state: Data & Actions): Data => {
    const data = {} as Data
    for (const key of dataKeys) data[key] = state[key as keyof (Data & Actions)] as unknown as Data[keyof Data]
    return data
  }

  let hydratedOnce = false
  const store = create<Data & Actions>()(
    persist(
      (set, get) => ({
        ...initial,
        ...options.actions({
          set: (update) =>
            set((state) => (typeof update === 'function' ? update(state) : update) as Partial<Data & Actions>),
          get: () => get(),
        }),
      }),
      {
        name: scopedKey(name),
        version,
        storage,
        partialize: (state) => pickData(state),
        // Called when a hydration is over, read or failed (zustand's own signal, after its last step);
        // a read that a newer one replaced (another scope, another tab) is over with it.
        onRehydrateStorage: () => () => pendingReads.splice(0).forEach((finish) => finish()),
        migrate: (stored, fromVersion) => {
          if (fromVersion > version) return UNREADABLE as unknown as Data
          return runMigrations(migrations, stored, fromVersion, version) as Data | Promise<Data>
        },
        merge: (stored, current) => {
          // The first read keeps the seed the store was created with, so its state stays the
          // initial state: React hydrates prerendered pages from that and re-renders nothing.
          // Later reads (another scope, another tab) seed afresh for the scope now in use.
          const firstRead = !hydratedOnce
          hydratedOnce = true
          if (stored === undefined && firstRead) return current
          const fresh = seed(seedContext())
          if (stored === undefined) return { ...current, ...fresh }
          const result = stored === UNREADABLE || !schema ? null : schema.safeParse(stored)
          if (result?.success) return { ...current, ...result.data }
          const key = scopedKey(name)
          reportReset(key, result ? result.error : 'not JSON')
          safeStorage.removeItem(key)
          return { ...current, ...fresh }
        },
      },
    ),
  )

  resetters.add(() => store.setState({ ...seed(seedContext()) } as Partial<Data & Actions>))
  onStorageScopeChange((scope) => {
    store.persist.setOptions({ name: scopedKey(name, scope) })
    void store.persist.rehydrate()
  })
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === store.persist.getOptions().name) void store.persist.rehydrate()
    })
  }
  return store
}

/**
 * False while `store` is still reading its saved data, true once it has. Reading is synchronous,
 * so this is true from the first render, except while an asynchronous migration runs (and on the
 * server and while hydrating prerendered markup, where it is true). Show nothing that depends on
 * the saved data (a lock, say) until it is true.
 */
export function usePersistedStoreHydrated(store: PersistedStore<object>): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const offStart = store.persist.onHydrate(onChange)
      const offFinish = store.persist.onFinishHydration(onChange)
      return () => {
        offStart()
        offFinish()
      }
    },
    () => store.persist.hasHydrated(),
    () => true,
  )
}

/** Allows the reset toast to show again (tests only). */
export function resetPersistedStoreToastForTests(): void {
  resetToastShown = false
}

/** Puts every persisted store back to its seed for the current scope (tests only; writes the seed). */
export function resetPersistedStoresForTests(): void {
  resetters.forEach((reset) => reset())
}
