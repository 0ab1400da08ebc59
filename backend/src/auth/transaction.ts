/**
 * Transactions of the Auth server on the administrator pool (GoTrue writes its own schema as its
 * own role; here the superuser does).
 */
import type pg from 'pg'

/** A pool or a client inside a transaction: anything that runs queries. */
export type Queryable = pg.Pool | pg.PoolClient

/**
 * Thrown inside {@link inTransaction} to keep what the transaction wrote and still fail the
 * request with `error` (GoTrue's `NewCommitWithError`, e.g. revoking a token family on reuse).
 */
export class CommitThenThrow extends Error {
  constructor(readonly error: unknown) {
    super('commit, then fail')
  }
}

/**
 * Runs `fn` in one transaction on `pool`: commits when it resolves, rolls back when it throws
 * (the error is rethrown), commits and rethrows the inner error for a {@link CommitThenThrow}.
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await fn(client)
    await client.query('commit')
    return result
  } catch (err) {
    if (err instanceof CommitThenThrow) {
      await client.query('commit')
      throw err.error
    }
    await client.query('rollback').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}
