/**
 * PostgreSQL connection for server-side reads and writes. doc 1 §7 (data access).
 *
 * One pool per isolate via `npm:postgres`; `prepare: false` so it works behind Supabase's
 * transaction pooler (Supavisor, port 6543) as well as on a direct connection.
 */
import postgres from 'postgres'

/** The postgres.js client type used by the data-access functions. */
export type Sql = postgres.Sql
/** A client or a transaction: data-access functions accept either. */
export type Queryable = postgres.Sql | postgres.TransactionSql

/**
 * Opens a lazily-connecting pool.
 * @param url `SUPABASE_DB_URL`; @param max pool size (connections).
 */
export function createSql(url: string, max = 5): Sql {
  return postgres(url, {
    prepare: false,
    max,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: 'nexus-functions' },
  })
}
