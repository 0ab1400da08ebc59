import { format } from 'date-fns'
import { z } from 'zod/mini'
import { downloadBlob } from './download-file'
import type { JournalEntry } from './journal-model'
import { journalEntriesSchema } from './journal-schema'
import { buildJournalPdf } from './journal-pdf'
import { useJournalStore, type ImportResult } from './journal-store'

/** Identifies a journal export file and the version of its shape. */
export const JOURNAL_EXPORT_FORMAT = { format: 'nexus-journal', version: 1 } as const

/** Largest file Import accepts, in bytes (20 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024

/** The refusal of a file that is not a Nexus journal export. */
export const NOT_A_JOURNAL = 'This file is not a Nexus journal export.'

/** A journal export: `{ format: 'nexus-journal', version: 1, exportedAt (ISO date-time), entries }`. */
export interface JournalExport {
  format: 'nexus-journal'
  version: 1
  exportedAt: string
  entries: JournalEntry[]
}

const envelopeSchema = z.object({ format: z.literal('nexus-journal'), version: z.number() })
const exportSchema = z.object({
  format: z.literal('nexus-journal'),
  version: z.literal(1),
  exportedAt: z.string(),
  entries: journalEntriesSchema,
})

/** The export of `entries` (every field kept, order kept), made at `now`. */
export function buildJournalExport(entries: readonly JournalEntry[], now: Date = new Date()): JournalExport {
  return {
    ...JOURNAL_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    entries: JSON.parse(JSON.stringify(entries)) as JournalEntry[],
  }
}

/** The download name of an export made at `now`: 'nexus-journal-yyyy-MM-dd.{extension}' (local date). */
export function journalFileName(extension: 'json' | 'pdf', now: Date = new Date()): string {
  return `nexus-journal-${format(now, 'yyyy-MM-dd')}.${extension}`
}

/** What reading an import file gives: the entries, or why the file is refused. */
export type ParsedImport = { ok: true; entries: JournalEntry[] } | { ok: false; error: string }

/**
 * Reads the text of a journal export file. Refusals (nothing is imported): text that is not
 * JSON, or JSON without `format: 'nexus-journal'` ('This file is not a Nexus journal export.');
 * a version other than 1; or entries that are not valid (a missing or wrong field, a date that
 * is not 'yyyy-MM-dd', two entries with the same id).
 */
export function parseJournalImport(text: string): ParsedImport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, error: `${NOT_A_JOURNAL} It is not a JSON file.` }
  }
  const envelope = z.safeParse(envelopeSchema, data)
  if (!envelope.success) return { ok: false, error: NOT_A_JOURNAL }
  if (envelope.data.version !== JOURNAL_EXPORT_FORMAT.version) {
    return {
      ok: false,
      error: `This journal export has version ${envelope.data.version}; this app reads version 1.`,
    }
  }
  const parsed = z.safeParse(exportSchema, data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? issue.path.join('.') : ''
    return {
      ok: false,
      error: `This journal export is damaged${where ? ` at ${where}` : ''}: ${issue?.message ?? 'invalid data'}.`,
    }
  }
  return { ok: true, entries: parsed.data.entries }
}

/**
 * The entries of a journal export file, read and checked.
 * @throws Error with a message to show when the file is larger than 20 MB, cannot be read, or is
 * refused by {@link parseJournalImport}.
 */
export async function readJournalFile(file: Blob): Promise<JournalEntry[]> {
  if (file.size > IMPORT_MAX_BYTES) throw new Error(`${NOT_A_JOURNAL} It is larger than 20 MB.`)
  const parsed = parseJournalImport(await file.text())
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.entries
}

/**
 * Imports a journal export file into `importEntries` (by default the browser's journal), merging
 * by id (an entry with the same id is replaced, the others are added). Returns how many were
 * added and replaced.
 * @throws Error with a message to show when the file is refused (see {@link readJournalFile}) or
 * the import fails; the journal is then left unchanged.
 */
export async function importJournalFile(
  file: Blob,
  importEntries: (entries: JournalEntry[]) => ImportResult | Promise<ImportResult> = (entries) =>
    useJournalStore.getState().importEntries(entries),
): Promise<ImportResult> {
  return importEntries(await readJournalFile(file))
}

/**
 * Downloads `entries` (by default every entry of the browser's journal) as
 * 'nexus-journal-yyyy-MM-dd.json' (see {@link buildJournalExport}).
 */
export function downloadJournalJson(entries: readonly JournalEntry[] = useJournalStore.getState().entries): void {
  const now = new Date()
  const data = buildJournalExport(entries, now)
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' })
  downloadBlob(journalFileName('json', now), blob)
}

/**
 * Downloads `entries` (by default every entry of the browser's journal) as
 * 'nexus-journal-yyyy-MM-dd.pdf' (see buildJournalPdf; the PDF library is loaded only now).
 * @throws Error when the PDF library cannot be loaded (e.g. offline after an update).
 */
export async function downloadJournalPdf(
  entries: readonly JournalEntry[] = useJournalStore.getState().entries,
): Promise<void> {
  const now = new Date()
  const bytes = await buildJournalPdf(entries, { now })
  downloadBlob(journalFileName('pdf', now), new Blob([bytes], { type: 'application/pdf' }))
}
