/**
 * PostgreSQL connection for server-side reads and writes.
 *
 * One pool per isolate via `npm:postgres`; `prepare: false` so it works behind a pooler as well
 * as on a direct connection. Every connection switches to the role `edge_functions` at start
 * (the startup parameter `role`), so the functions hold only the grants that role has (see the
 * migration that creates it), not the connecting user's.
 */
import postgres from 'postgres'

/** The database role every connection switches to. */
export const FUNCTIONS_DB_ROLE = 'edge_functions'

/** The postgres.js client type used by the data-access functions. */
export type Sql = postgres.Sql
/** A client, a reserved connection or a transaction: data-access functions accept any. */
export type Queryable = postgres.Sql | postgres.TransactionSql | postgres.ReservedSql

/**
 * Opens a lazily-connecting pool (postgres.js' default size of 10 connections).
 * @param url `SUPABASE_DB_URL`; @param max pool size (connections).
 */
export function createSql(url: string, max = 10): Sql {
  return postgres(url, {
    prepare: false,
    max,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: 'nexus-functions', role: FUNCTIONS_DB_ROLE },
  })
}

/** What a {@link transaction} body returns: its result and, optionally, a last statement still in flight. */
export interface TransactionOutcome<T> {
  value: T
  /** A statement issued but not awaited; it is pipelined with COMMIT and must succeed. */
  last?: Promise<unknown>
}

/**
 * Runs `fn` in one transaction on a reserved connection and commits; rolls back and rethrows on
 * any error (database, Stripe or other). Round trips are pipelined: BEGIN goes out with the
 * statements `fn` issues before its first other await, and COMMIT with `fn`'s `last` statement.
 * If `last` fails, COMMIT finds the transaction aborted and nothing is committed.
 */
export async function transaction<T>(
  sql: Sql,
  fn: (tx: postgres.ReservedSql) => Promise<TransactionOutcome<T>>,
): Promise<T> {
  const tx = await sql.reserve()
  try {
    const begin = tx`begin`.execute()
    const [, outcome] = await Promise.all([begin, fn(tx)])
    await Promise.all([outcome.last, tx`commit`.execute()])
    return outcome.value
  } catch (err) {
    await tx`rollback`.catch(() => {})
    throw err
  } finally {
    tx.release()
  }
}
