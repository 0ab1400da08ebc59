/**
 * The Storage folders of deleted accounts that are still to be emptied (`private.storage_removals`).
 * delete-account records the member's folder in the transaction that deletes their rows, then
 * empties it; a folder Storage would not empty stays recorded and is retried by every later run of
 * delete-account and by `retry-file-removals` (scheduled), until no file is left.
 */
import type { Queryable, Sql } from './db.ts'
import type { Logger } from './http.ts'
import { removeFolder, type StorageAdmin } from './storage.ts'

/** One recorded folder. */
export interface PendingRemoval {
  bucket: string
  folder: string
}

/** Records `folder` of `bucket` as still to be emptied (a second record of it is a no-op). */
export async function recordPendingRemoval(q: Queryable, bucket: string, folder: string): Promise<void> {
  await q`insert into private.storage_removals (bucket, folder) values (${bucket}, ${folder})
    on conflict (bucket, folder) do nothing`
}

/**
 * Empties one recorded folder through Storage and forgets it. Returns true when the folder is
 * empty and its record gone; false when Storage failed (the failure is counted on the record, with
 * Storage's message, and logged; the record stays for the next retry). Never throws for Storage.
 */
export async function emptyPendingFolder(
  sql: Sql,
  storage: StorageAdmin,
  log: Logger,
  p: PendingRemoval,
): Promise<boolean> {
  try {
    await removeFolder(storage, p.bucket, p.folder)
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500)
    await sql`update private.storage_removals
      set attempts = attempts + 1, last_attempt_at = now(), last_error = ${message}
      where bucket = ${p.bucket} and folder = ${p.folder}`
    log.error(`file removal: ${p.bucket}/${p.folder} left for a retry`, err)
    return false
  }
  await sql`delete from private.storage_removals where bucket = ${p.bucket} and folder = ${p.folder}`
  return true
}

/** What one {@link retryPendingRemovals} run did. */
export interface RetryOutcome {
  /** Folders emptied and forgotten. */
  emptied: number
  /** Folders tried and still recorded (Storage failed again). */
  failed: number
  /** Folders recorded after this run (including ones not tried). */
  left: number
}

/**
 * Tries up to `limit` recorded folders, least recently tried first, skipping any tried in the last
 * `minAgeSeconds` (so concurrent runs rarely repeat each other's work). Storage failures are
 * counted on the records, never thrown.
 */
export async function retryPendingRemovals(
  sql: Sql,
  storage: StorageAdmin,
  log: Logger,
  { limit = 20, minAgeSeconds = 60 }: { limit?: number; minAgeSeconds?: number } = {},
): Promise<RetryOutcome> {
  const due = await sql<PendingRemoval[]>`
    select bucket, folder from private.storage_removals
    where last_attempt_at is null or last_attempt_at < now() - make_interval(secs => ${minAgeSeconds})
    order by last_attempt_at nulls first, queued_at
    limit ${limit}`
  let emptied = 0
  let failed = 0
  for (const p of due) {
    if (await emptyPendingFolder(sql, storage, log, p)) emptied++
    else failed++
  }
  const [{ left }] = await sql<{ left: number }[]>`select count(*)::int as left from private.storage_removals`
  return { emptied, failed, left }
}
