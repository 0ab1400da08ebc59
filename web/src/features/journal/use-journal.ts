import { format } from 'date-fns'
import { useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import useSWR from 'swr'
import { newId } from '@/lib/new-id'
import { JournalSourceError, type JournalImportResult, type JournalMemory, type JournalSource } from './data/journal-source'
import { useJournalSource } from './data/use-journal-source'
import { MISSING_INFORMATION } from './entry-form'
import type { JournalDraft, JournalEntry, JournalEntryId } from './journal-model'
import { cleanDraft } from './journal-store'

/** What {@link useJournal} gives the journal screen. */
export interface Journal {
  /** 'loading' until the entries are there; 'error' when they could not be loaded (see `retry`). */
  status: 'loading' | 'ready' | 'error'
  /** Every entry, newest first; empty while loading. Writes show here at once. */
  entries: JournalEntry[]
  /** Why the entries could not be loaded, while `status` is 'error'. */
  error: string | null
  /** Reads the entries again (after an error). */
  retry: () => void
  /**
   * Saves a new entry from `draft` (cleaned: trimmed, 'No prompt used' for a blank prompt, the
   * tag rule), with a new UUID, dated today. Resolves to the saved entry. Rejects with a
   * JournalSourceError (a blank title or content: 'Missing information'; the network is down: says
   * so), and the journal is as before.
   */
  create: (draft: JournalDraft) => Promise<JournalEntry>
  /** Saves `draft` over entry `id`, as {@link create} does. */
  update: (id: JournalEntryId, draft: JournalDraft) => Promise<JournalEntry>
  /** Flips the favourite of `entry` at once. Rejects with a JournalSourceError, and the star is as before. */
  toggleFavorite: (entry: JournalEntry) => Promise<void>
  /** Deletes `entry`: it goes at once, and comes back if the source fails (the call rejects). */
  remove: (entry: JournalEntry) => Promise<void>
  /** Merges `entries` by id (see JournalSource.importMany); the journal is read again after. */
  importEntries: (entries: readonly JournalEntry[]) => Promise<JournalImportResult>
}

/** The cache key of a journal: per source, and so per person. */
export function journalKey(source: JournalSource): string {
  return `journal|${source.key}`
}

const NONE: JournalEntry[] = []
const NO_MEMORY: JournalMemory = {
  subscribe: () => () => undefined,
  entries: () => NONE,
  initialEntries: () => NONE,
}

const withEntry = (entries: readonly JournalEntry[], entry: JournalEntry): JournalEntry[] =>
  entries.some((e) => e.id === entry.id)
    ? entries.map((e) => (e.id === entry.id ? entry : e))
    : [entry, ...entries]

const withoutEntry = (entries: readonly JournalEntry[], id: JournalEntryId): JournalEntry[] =>
  entries.filter((e) => e.id !== id)

const cleaned = (draft: JournalDraft): JournalDraft => {
  const clean = cleanDraft(draft)
  if (!clean) throw new JournalSourceError('refused', MISSING_INFORMATION.description)
  return clean
}

/**
 * The journal of the person, from whichever source the app gave: a source holding its entries in
 * memory (the guest's browser journal) is read at once, so the first render (and a page rendered
 * ahead of time) shows them; a server's through SWR (keyed by source; read again when the tab
 * regains focus). Writes are optimistic on a server source: the change shows at once and is
 * rolled back if the server refuses it or cannot be reached (the call then rejects, for the
 * screen to say so). New entries get a UUID made here.
 */
export function useJournal(): Journal {
  const source = useJournalSource()
  const memory = source.memory
  const { subscribe, entries: memoryEntries, initialEntries } = memory ?? NO_MEMORY
  const inMemory = useSyncExternalStore(subscribe, memoryEntries, initialEntries)
  const { data, error, mutate } = useSWR<JournalEntry[]>(memory ? null : journalKey(source), () => source.list(), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (loadError: unknown) => console.warn('The journal could not be loaded:', loadError),
  })
  const entries = memory ? inMemory : (data ?? NONE)
  const latest = useRef(entries)
  useLayoutEffect(() => {
    latest.current = entries
  })

  /** Runs a write: at once on an in-memory source; on a server, optimistically with rollback. */
  const write = useCallback(
    async <T>(
      run: () => Promise<T>,
      optimistic: (entries: JournalEntry[]) => JournalEntry[],
      settle: (entries: JournalEntry[], result: T) => JournalEntry[],
    ): Promise<T> => {
      if (memory) return run()
      let result: { value: T } | null = null
      await mutate(
        async () => {
          const value = await run()
          result = { value }
          return settle(latest.current, value)
        },
        {
          optimisticData: (current) => optimistic(current ?? latest.current),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      )
      if (!result) throw new JournalSourceError('failed', 'The journal changed meanwhile. Please try again.')
      return (result as { value: T }).value
    },
    [memory, mutate],
  )

  const create = useCallback(
    (draft: JournalDraft) => {
      const clean = cleaned(draft)
      const id = newId()
      const pending: JournalEntry = { id, date: format(new Date(), 'yyyy-MM-dd'), favorite: false, ...clean }
      return write(
        () => source.create(id, clean),
        (list) => withEntry(list, pending),
        (list, saved) => withEntry(list, saved),
      )
    },
    [source, write],
  )

  const update = useCallback(
    (id: JournalEntryId, draft: JournalDraft) => {
      const clean = cleaned(draft)
      return write(
        () => source.update(id, clean),
        (list) => list.map((e) => (e.id === id ? { ...e, ...clean } : e)),
        (list, saved) => withEntry(list, saved),
      )
    },
    [source, write],
  )

  const toggleFavorite = useCallback(
    (entry: JournalEntry) => {
      const favorite = !entry.favorite
      const flip = (list: JournalEntry[]) => list.map((e) => (e.id === entry.id ? { ...e, favorite } : e))
      return write(() => source.setFavorite(entry.id, favorite), flip, flip)
    },
    [source, write],
  )

  const remove = useCallback(
    (entry: JournalEntry) => {
      const drop = (list: JournalEntry[]) => withoutEntry(list, entry.id)
      return write(() => source.remove(entry.id), drop, drop)
    },
    [source, write],
  )

  const importEntries = useCallback(
    async (incoming: readonly JournalEntry[]) => {
      const result = await source.importMany(incoming)
      if (!memory) await mutate()
      return result
    },
    [source, memory, mutate],
  )

  const retry = useCallback(() => void mutate(), [mutate])

  return useMemo(
    () => ({
      status: memory || data ? 'ready' : error ? 'error' : 'loading',
      entries,
      error: !memory && !data && error ? loadErrorMessage(error) : null,
      retry,
      create,
      update,
      toggleFavorite,
      remove,
      importEntries,
    }),
    [memory, data, error, entries, retry, create, update, toggleFavorite, remove, importEntries],
  )
}

/** The message of a load error: the source's own, else a plain one. */
function loadErrorMessage(error: unknown): string {
  return error instanceof JournalSourceError ? error.message : 'Your journal could not be loaded.'
}
