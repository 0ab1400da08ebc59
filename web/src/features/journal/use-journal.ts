import { format } from 'date-fns'
import { useCallback, useMemo } from 'react'
import { useSourceList, type Answer } from '@/lib/data/use-source-list'
import { newId } from '@/lib/new-id'
import { JournalSourceError, type JournalImportResult, type JournalSource } from './data/journal-source'
import { useJournalSource } from './data/use-journal-source'
import {
  MISSING_INFORMATION,
  cleanDraft,
  type JournalDraft,
  type JournalEntry,
  type JournalEntryId,
} from './journal-model'

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
   * tag rule), with a new UUID, dated today. Answers the saved entry (at once from the guest's
   * journal). Rejects, or throws, with a JournalSourceError (a blank title or content: 'Missing information'; the network is down: says
   * so), and the journal is as before.
   */
  create: (draft: JournalDraft) => Answer<JournalEntry>
  /** Saves `draft` over entry `id`, as {@link create} does. */
  update: (id: JournalEntryId, draft: JournalDraft) => Answer<JournalEntry>
  /** Flips the favourite of `entry` at once. Rejects with a JournalSourceError, and the star is as before. */
  toggleFavorite: (entry: JournalEntry) => Answer<void>
  /** Deletes `entry`: it goes at once, and comes back if the source fails (the call rejects). */
  remove: (entry: JournalEntry) => Answer<void>
  /** Merges `entries` by id (see JournalSource.importMany); a server's journal is read again after. */
  importEntries: (entries: readonly JournalEntry[]) => Promise<JournalImportResult>
}

/** The cache key of a journal: per source, and so per person. */
export function journalKey(source: JournalSource): string {
  return `journal|${source.key}`
}

const withEntry = (entries: readonly JournalEntry[], entry: JournalEntry): JournalEntry[] =>
  entries.some((e) => e.id === entry.id) ? entries.map((e) => (e.id === entry.id ? entry : e)) : [entry, ...entries]

const cleaned = (draft: JournalDraft): JournalDraft => {
  const clean = cleanDraft(draft)
  if (!clean) throw new JournalSourceError('refused', MISSING_INFORMATION.description)
  return clean
}

/**
 * The journal of the person, from whichever source the app gave (useSourceList): the guest's
 * browser journal is read at once, so the first render (and a page rendered ahead of time) shows
 * it; a member's from the server, again when the tab regains focus. Writes to the server are
 * optimistic: the change shows at once and is rolled back if the server refuses it or cannot be
 * reached (the call then rejects, for the screen to say so). New entries get a UUID made here.
 */
export function useJournal(): Journal {
  const source = useJournalSource()
  const list = useCallback(() => source.list(), [source])
  const {
    status,
    items: entries,
    error,
    retry,
    reload,
    write,
  } = useSourceList(journalKey(source), source.memory, list, 'The journal')

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
      const drop = (list: JournalEntry[]) => list.filter((e) => e.id !== entry.id)
      return write(() => source.remove(entry.id), drop, drop)
    },
    [source, write],
  )

  const importEntries = useCallback(
    async (incoming: readonly JournalEntry[]) => {
      const result = await source.importMany(incoming)
      await reload()
      return result
    },
    [source, reload],
  )

  return useMemo(
    () => ({
      status,
      entries,
      error: status !== 'error' ? null : error instanceof JournalSourceError ? error.message : 'Please try again.',
      retry,
      create,
      update,
      toggleFavorite,
      remove,
      importEntries,
    }),
    [status, entries, error, retry, create, update, toggleFavorite, remove, importEntries],
  )
}
