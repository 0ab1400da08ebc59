import { errorMessage } from '@/lib/error-message'
import { isNetworkFailure, NETWORK_MESSAGE } from '@/lib/network-failure'
import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { isUuid, type JournalEntry } from '../journal-model'
import {
  JOURNAL_COLUMNS,
  draftColumns,
  entryFromRow,
  importRow,
  uuidForNumberedEntry,
  uuidForTakenEntry,
  type JournalImportRow,
  type JournalRow,
} from './journal-rows'
import { JournalSourceError, type JournalImportSkip, type JournalSource } from './journal-source'

/** Rows asked for per request when reading the whole journal (PostgREST caps an answer at 1,000 by default). */
export const LIST_PAGE_SIZE = 1000
/** New rows written per request by an import. */
export const IMPORT_BATCH_SIZE = 500
/** Replaced entries an import updates at once (one request each). */
export const IMPORT_PARALLEL = 6

type ImportRow = JournalImportRow

/** True when the stored `entry` already holds what the imported `row` would write. */
function sameContent(entry: JournalEntry, row: ImportRow): boolean {
  return (
    entry.title === row.title &&
    entry.content === row.body &&
    entry.prompt === row.prompt &&
    entry.favorite === row.favorite &&
    entry.tags.length === row.tags.length &&
    entry.tags.every((tag, i) => tag === row.tags[i])
  )
}

/** Runs `task` on every item, at most `limit` at a time; rejects with the first failure. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

const NO_LONGER_EXISTS = 'This entry no longer exists.'

/**
 * The {@link JournalSourceError} of a failed supabase-js call (`status` its HTTP status): a
 * network failure says the server could not be reached; a check the database refused (23514,
 * 22001 too long) says why; anything else is 'failed' with `fallback`.
 */
export function journalErrorFrom(error: unknown, status: number | undefined, fallback: string): JournalSourceError {
  if (isNetworkFailure(error, status)) return new JournalSourceError('failed', NETWORK_MESSAGE)
  const code = (error as { code?: unknown } | null)?.code
  const message = errorMessage(error)
  if ((code === '23514' || code === '22001') && message) return new JournalSourceError('refused', message)
  return new JournalSourceError('failed', fallback)
}

/** Options of {@link createSupabaseJournalSource}; `loadClient` is for tests. */
export interface SupabaseJournalSourceOptions {
  memberId: string
  loadClient?: () => Promise<NexusClient | null>
}

/**
 * A signed-in member's journal: their rows of `journal_entries` (row security keeps them theirs;
 * `user_id` defaults to the caller). Reads every entry newest first (`created_at`, then id), a
 * page of 1,000 at a time; writes by id (the client's UUID for a new entry). An import merges by
 * id: new ids are inserted (ON CONFLICT DO NOTHING, so an id of another member is skipped), known
 * ones updated where they differ (title, content, prompt, tags, favourite; the date stays, as the
 * database keeps created_at); an entry with a numbered id (a guest's export) takes a UUID derived
 * from the member and the number (uuidForNumberedEntry), so importing the same file again replaces it. Every call rejects
 * with a JournalSourceError: a network failure says the server could not be reached.
 */
export function createSupabaseJournalSource({
  memberId,
  loadClient = loadSupabase,
}: SupabaseJournalSourceOptions): JournalSource {
  const client = async (): Promise<NexusClient> => {
    let loaded: NexusClient | null
    try {
      loaded = await loadClient()
    } catch {
      throw new JournalSourceError('failed', NETWORK_MESSAGE)
    }
    if (!loaded) throw new JournalSourceError('failed', 'The journal needs a backend, and none is configured.')
    return loaded
  }

  const list = async (): Promise<JournalEntry[]> => {
    const supabase = await client()
    const entries: JournalEntry[] = []
    const seen = new Set<string>()
    for (let from = 0; ; from += LIST_PAGE_SIZE) {
      const { data, error, status } = await supabase
        .from('journal_entries')
        .select(JOURNAL_COLUMNS)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + LIST_PAGE_SIZE - 1)
      // Past the last row (a journal of exactly n pages): PostgREST answers 416.
      if (error && from > 0 && status === 416) return entries
      if (error) throw journalErrorFrom(error, status, 'Your journal could not be loaded.')
      for (const row of data as JournalRow[]) {
        if (seen.has(row.id)) continue
        seen.add(row.id)
        entries.push(entryFromRow(row))
      }
      if (data.length < LIST_PAGE_SIZE) return entries
    }
  }

  return {
    key: `supabase:${memberId}`,
    memory: undefined,

    list,

    async create(id, draft) {
      const { data, error, status } = await (
        await client()
      )
        .from('journal_entries')
        .insert({ id, ...draftColumns(draft) })
        .select(JOURNAL_COLUMNS)
        .single()
      if (error) throw journalErrorFrom(error, status, 'Your entry could not be saved.')
      return entryFromRow(data as JournalRow)
    },

    async update(id, draft) {
      if (!isUuid(id)) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
      const { data, error, status } = await (
        await client()
      )
        .from('journal_entries')
        .update(draftColumns(draft))
        .eq('id', id)
        .select(JOURNAL_COLUMNS)
        .maybeSingle()
      if (error) throw journalErrorFrom(error, status, 'Your entry could not be saved.')
      if (!data) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
      return entryFromRow(data as JournalRow)
    },

    async setFavorite(id, favorite) {
      if (!isUuid(id)) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
      const { data, error, status } = await (
        await client()
      )
        .from('journal_entries')
        .update({ favorite })
        .eq('id', id)
        .select('id')
      if (error) throw journalErrorFrom(error, status, 'Your favourite could not be saved.')
      if (data.length === 0) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
    },

    async remove(id) {
      if (!isUuid(id)) throw new JournalSourceError('not-found', NO_LONGER_EXISTS)
      const { error, status } = await (await client()).from('journal_entries').delete().eq('id', id)
      if (error) throw journalErrorFrom(error, status, 'Your entry could not be deleted.')
    },

    async removeAll() {
      const { error, status } = await (await client()).from('journal_entries').delete().eq('user_id', memberId)
      if (error) throw journalErrorFrom(error, status, 'Your entries could not be deleted.')
    },

    async importMany(entries) {
      const byId = new Map<string, ImportRow>()
      for (const entry of entries) {
        const id = isUuid(entry.id) ? entry.id.toLowerCase() : await uuidForNumberedEntry(memberId, Number(entry.id))
        // The last of a repeated id wins.
        byId.set(id, importRow(entry, id))
      }
      const supabase = await client()
      const current = new Map((await list()).map((entry) => [String(entry.id).toLowerCase(), entry]))
      const skipped: JournalImportSkip[] = []
      const failed = (error: unknown, status: number | undefined) =>
        journalErrorFrom(error, status, 'The journal could not be imported.')

      /**
       * Inserts `rows` (ON CONFLICT DO NOTHING): `inserted` are in the journal now; `kept` were kept
       * out by an existing row (as the member's own are known, an id another account holds). A
       * batch the database refuses (a check) is tried row by row, and each refused row is skipped
       * with the database's reason.
       */
      const insertNew = async (rows: ImportRow[]): Promise<{ inserted: number; kept: ImportRow[] }> => {
        let inserted = 0
        const kept: ImportRow[] = []
        for (let from = 0; from < rows.length; from += IMPORT_BATCH_SIZE) {
          const batch = rows.slice(from, from + IMPORT_BATCH_SIZE)
          const { data, error, status } = await supabase
            .from('journal_entries')
            .upsert(batch, { onConflict: 'id', ignoreDuplicates: true })
            .select('id')
          if (error) {
            const refusal = failed(error, status)
            if (refusal.kind !== 'refused') throw refusal
            if (batch.length === 1) {
              skipped.push({ title: batch[0]!.title, reason: refusal.message })
              continue
            }
            for (const row of batch) {
              const one = await insertNew([row])
              inserted += one.inserted
              kept.push(...one.kept)
            }
            continue
          }
          const ids = new Set(((data ?? []) as { id: string }[]).map((r) => r.id.toLowerCase()))
          inserted += ids.size
          kept.push(...batch.filter((row) => !ids.has(row.id)))
        }
        return { inserted, kept }
      }

      const isChanged = (row: ImportRow) => {
        const found = current.get(row.id)
        return found !== undefined && !sameContent(found, row)
      }
      const rows = [...byId.values()]
      const fresh = rows.filter((row) => !current.has(row.id))
      const known = rows.filter((row) => current.has(row.id))
      const first = await insertNew(fresh)

      // An id another account holds: the entry takes the member's own stable id for it instead
      // (so importing the file again replaces it), added or, from an earlier import, replaced.
      const renamedRows = await Promise.all(
        first.kept.map(async (row) => ({ ...row, id: await uuidForTakenEntry(memberId, row.id) })),
      )
      const renamedKnown = renamedRows.filter((row) => current.has(row.id))
      const second = await insertNew(renamedRows.filter((row) => !current.has(row.id)))
      for (const row of second.kept) {
        skipped.push({ title: row.title, reason: 'Its id is taken by another account, and a new one was taken too.' })
      }

      // A replaced entry keeps its date (the database keeps created_at); only changed ones are written.
      let refusedUpdates = 0
      await inParallel([...known, ...renamedKnown].filter(isChanged), IMPORT_PARALLEL, async (row) => {
        const { error, status } = await supabase
          .from('journal_entries')
          .update({ title: row.title, body: row.body, prompt: row.prompt, tags: row.tags, favorite: row.favorite })
          .eq('id', row.id)
        if (!error) return
        const refusal = failed(error, status)
        if (refusal.kind !== 'refused') throw refusal
        refusedUpdates += 1
        skipped.push({ title: row.title, reason: refusal.message })
      })
      return {
        added: first.inserted + second.inserted,
        replaced: known.length + renamedKnown.length - refusedUpdates,
        renamed: second.inserted + renamedKnown.length,
        skipped,
      }
    },
  }
}
