import { format } from 'date-fns'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import type { JournalImportResult } from './data/journal-source'
import {
  cleanDraft,
  nextEntryId,
  sampleEntries,
  type JournalDraft,
  type JournalEntry,
  type JournalEntryId,
} from './journal-model'

/** Storage key base of the journal (a member's key is `nexus:journal:{userId}`). */
export const JOURNAL_STORE_NAME = 'nexus:journal'
/** Performance mark names around the store's creation, which reads and validates the stored entries. */
export const JOURNAL_HYDRATE_MARKS = {
  start: 'nexus:journal:hydrate:start',
  end: 'nexus:journal:hydrate:end',
  measure: 'nexus:journal:hydrate',
} as const

/** The persisted data: every entry, in the order shown (new entries first). */
export interface JournalData {
  entries: JournalEntry[]
}

/** How an import changed the journal (the browser's never renames or skips). */
export type ImportResult = JournalImportResult

const mark = (name: string) => globalThis.performance?.mark?.(name)

mark(JOURNAL_HYDRATE_MARKS.start)
/**
 * The person's journal, kept in the browser per person under `nexus:journal`. Everyone starts
 * with 3 sample entries. New entries are dated today, not favourite, first in the list, with the
 * highest id plus 1 (ids stay unique after deletes).
 */
export const useJournalStore = createPersistedStore({
  name: JOURNAL_STORE_NAME,
  version: 1,
  schema: () => import('./journal-schema').then((module) => module.journalDataSchema),
  seed: ({ now }): JournalData => ({ entries: sampleEntries(now) }),
  actions: ({ set, get }) => ({
    /**
     * Saves a new entry (see {@link cleanDraft}) dated `now` ('yyyy-MM-dd', local), first in the
     * list, with id `id` (a UUID made by the caller), or else the highest numbered id plus 1.
     * Returns it; null, saving nothing, when the title or content is blank or `id` is taken.
     */
    addEntry(draft: JournalDraft, now: Date = new Date(), id?: JournalEntryId): JournalEntry | null {
      const clean = cleanDraft(draft)
      if (!clean) return null
      const entries = get().entries
      if (id !== undefined && entries.some((e) => e.id === id)) return null
      const entry: JournalEntry = {
        id: id ?? nextEntryId(entries),
        date: format(now, 'yyyy-MM-dd'),
        favorite: false,
        ...clean,
      }
      set({ entries: [entry, ...entries] })
      return entry
    },
    /**
     * Replaces the title, content, prompt and tags of entry `id` in place, keeping its id, date,
     * favourite and position. Returns the updated entry; null, changing nothing, for an unknown
     * id or a blank title or content.
     */
    updateEntry(id: JournalEntryId, draft: JournalDraft): JournalEntry | null {
      const clean = cleanDraft(draft)
      const found = get().entries.find((e) => e.id === id)
      if (!clean || !found) return null
      const entry: JournalEntry = { ...found, ...clean }
      set({ entries: get().entries.map((e) => (e.id === id ? entry : e)) })
      return entry
    },
    /** Flips the favourite flag of entry `id`. Returns the new flag; null for an unknown id. */
    toggleFavorite(id: JournalEntryId): boolean | null {
      const found = get().entries.find((e) => e.id === id)
      if (!found) return null
      set({ entries: get().entries.map((e) => (e.id === id ? { ...e, favorite: !e.favorite } : e)) })
      return !found.favorite
    },
    /** Removes entry `id` for good. Returns it; null, changing nothing, for an unknown id. */
    deleteEntry(id: JournalEntryId): JournalEntry | null {
      const found = get().entries.find((e) => e.id === id) ?? null
      if (found) set({ entries: get().entries.filter((e) => e.id !== id) })
      return found
    },
    /** Removes every entry. */
    deleteAll(): void {
      set({ entries: [] })
    },
    /**
     * Merges already validated `entries` by id: an entry with an id already in the journal
     * replaces it in place; the others are added first in the list, in their given order (when
     * `entries` repeats an id, the last one wins).
     */
    importEntries(entries: readonly JournalEntry[]): ImportResult {
      const incoming = new Map(entries.map((e) => [e.id, e]))
      let replaced = 0
      const kept = get().entries.map((e) => {
        const replacement = incoming.get(e.id)
        if (!replacement) return e
        incoming.delete(e.id)
        replaced += 1
        return replacement
      })
      const added = entries.filter((e) => incoming.get(e.id) === e && incoming.delete(e.id))
      set({ entries: [...added, ...kept] })
      return { added: added.length, replaced }
    },
  }),
})
mark(JOURNAL_HYDRATE_MARKS.end)
globalThis.performance?.measure?.(JOURNAL_HYDRATE_MARKS.measure, JOURNAL_HYDRATE_MARKS.start, JOURNAL_HYDRATE_MARKS.end)

/**
 * Every journal entry of the person as plain JSON, for 'Download Data' and the export:
 * `{ entries: { id, title, date ('yyyy-MM-dd'), prompt, content, tags, favorite }[] }`, in the
 * order shown. A copy: changing it changes nothing.
 */
export function getJournalSnapshot(): unknown {
  return JSON.parse(JSON.stringify({ entries: useJournalStore.getState().entries })) as unknown
}

/** Permanently deletes every journal entry of the person (Settings > Journals 'Delete All'). */
export function deleteAllJournalEntries(): void {
  useJournalStore.getState().deleteAll()
}
