import type { Answer, ListMemory } from '@/lib/data/use-source-list'
import type { JournalDraft, JournalEntry, JournalEntryId } from '../journal-model'

/**
 * The one interface the journal screen reads and writes entries through. Two implementations:
 * the browser's own journal for the guest (local-journal-source.ts) and the member's rows of
 * `journal_entries` through supabase-js (supabase-journal-source.ts). The app layer picks one
 * (JournalSourceProvider); the screen never knows which it has.
 */

/** An entry an import left out, and why (the message the member is shown). */
export interface JournalImportSkip {
  title: string
  reason: string
}

/**
 * How an import changed the journal: entries added (new ids) and replaced (same id);
 * `renamed` are in the journal under a new id because another account holds theirs (added, or
 * replaced when an earlier import renamed them); `skipped` lists the entries not
 * imported, each with why (absent or empty: none).
 */
export interface JournalImportResult {
  added: number
  replaced: number
  renamed?: number
  skipped?: readonly JournalImportSkip[]
}

/** Why a source refused or failed a call: 'not-found' (no such entry of the member), 'refused' (the data was refused; the message says why) or 'failed' (network, server). */
export type JournalSourceErrorKind = 'not-found' | 'refused' | 'failed'

/** A refused or failed call of a journal source; `message` is what the member is shown. */
export class JournalSourceError extends Error {
  constructor(
    readonly kind: JournalSourceErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'JournalSourceError'
  }
}

/** The entries of a source that holds them in memory, read at once (see {@link JournalSource.memory}). */
export type JournalMemory = ListMemory<JournalEntry>

/**
 * The journal of one person, from wherever it is kept. Every write rejects (or, answering at once,
 * throws) with a {@link JournalSourceError}.
 */
export interface JournalSource {
  /** Identifies the source and whose journal it holds ('local', 'supabase:<user id>'): caches key by it. */
  readonly key: string
  /**
   * Set for a source holding its entries in memory (the browser's store): the screen reads them
   * at once, without a request. Undefined for a source that asks a server.
   */
  readonly memory: JournalMemory | undefined
  /** Every entry of the person, newest first (in the order shown). */
  list(): Promise<JournalEntry[]>
  /**
   * Saves a new entry `draft` (already cleaned: trimmed, a prompt, tags by the tag rule) with id
   * `id` (a UUID made by the caller), dated today. Resolves to the stored entry.
   */
  create(id: string, draft: JournalDraft): Answer<JournalEntry>
  /** Replaces the title, content, prompt and tags of entry `id` (cleaned), keeping its id, date and favourite. */
  update(id: JournalEntryId, draft: JournalDraft): Answer<JournalEntry>
  /** Sets the favourite flag of entry `id` (the star's toggle writes the flipped value). */
  setFavorite(id: JournalEntryId, favorite: boolean): Answer<void>
  /** Deletes entry `id` for good. */
  remove(id: JournalEntryId): Answer<void>
  /**
   * Merges already validated `entries` by id: an entry whose id is already in the journal is
   * replaced, the others are added (when `entries` repeats an id, the last one wins). No entry is
   * dropped silently: one whose id another account holds is added with a new id (`renamed`), one
   * the server refuses is left out and listed in `skipped` with the reason.
   */
  importMany(entries: readonly JournalEntry[]): Promise<JournalImportResult>
  /** Deletes every entry of the person for good (Settings' 'Delete All'). */
  removeAll(): Promise<void>
}
