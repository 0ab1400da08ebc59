import { stableUuid } from '@/lib/stable-uuid'
import { format, parseISO } from 'date-fns'
import type { JournalDraft, JournalEntry } from '../journal-model'

/** The columns of `journal_entries` the journal reads, in a select list. */
export const JOURNAL_COLUMNS = 'id, title, body, prompt, tags, favorite, created_at'

/** A row of `journal_entries` as the journal reads it (`created_at` an ISO date-time). */
export interface JournalRow {
  id: string
  title: string
  body: string
  prompt: string | null
  tags: string[] | null
  favorite: boolean
  created_at: string
}

/**
 * The entry of a row: `body` is the entry's content, `created_at` gives its date (the local
 * calendar day, 'yyyy-MM-dd'), a missing prompt reads as '' and missing tags as none.
 */
export function entryFromRow(row: JournalRow): JournalEntry {
  return {
    id: row.id,
    title: row.title,
    date: format(new Date(row.created_at), 'yyyy-MM-dd'),
    prompt: row.prompt ?? '',
    content: row.body,
    tags: row.tags ?? [],
    favorite: row.favorite,
  }
}

/** The columns a new or edited entry writes: its title, `body` (the content), prompt and tags. */
export function draftColumns(draft: JournalDraft): { title: string; body: string; prompt: string; tags: string[] } {
  return { title: draft.title, body: draft.content, prompt: draft.prompt, tags: [...draft.tags] }
}

/** The row an imported entry writes. */
export interface JournalImportRow {
  id: string
  title: string
  body: string
  prompt: string
  tags: string[]
  favorite: boolean
  created_at: string
}

/**
 * The row an imported entry writes, as id `id` (a UUID): every field, `created_at` the start of
 * its date in local time (so it reads back as the same date).
 */
export function importRow(entry: JournalEntry, id: string): JournalImportRow {
  return {
    id,
    title: entry.title,
    body: entry.content,
    prompt: entry.prompt,
    tags: [...entry.tags],
    favorite: entry.favorite,
    created_at: parseISO(entry.date).toISOString(),
  }
}

/**
 * The UUID an entry with a numbered id (a guest's journal export) gets in member `memberId`'s
 * account: the same every time for the same member and number, so importing a file twice
 * replaces rather than duplicates. A version 8 UUID from SHA-256 of 'nexus-journal:<member>:<n>'.
 */
export function uuidForNumberedEntry(memberId: string, n: number): Promise<string> {
  return stableUuid(`nexus-journal:${memberId}:${n}`)
}

/**
 * The UUID an imported entry gets in member `memberId`'s account when its own id `id` is taken by
 * another account: the same every time for the same member and id, so importing the file again
 * replaces the entry rather than duplicating it. A version 8 UUID from SHA-256 of
 * 'nexus-journal-taken:<member>:<id>'.
 */
export function uuidForTakenEntry(memberId: string, id: string): Promise<string> {
  return stableUuid(`nexus-journal-taken:${memberId}:${id.toLowerCase()}`)
}
