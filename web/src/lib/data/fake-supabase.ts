/**
 * A stand-in for the supabase-js client in unit tests of a data source: `from(table)` gives a
 * query builder whose calls (`select`, `insert`, `eq`, `range`…) are recorded, and which answers,
 * when awaited, the next queued reply ({ data, error, status }); `rpc(fn, args)` is recorded as
 * table 'rpc', method `fn`, and answers the next queued reply too. Only for tests.
 */

/** One recorded call of a query builder: the table, then the method and its arguments. */
export interface FakeCall {
  table: string
  method: string
  args: unknown[]
}

/** What an awaited query answers. */
export interface FakeReply {
  data?: unknown
  error?: { code?: string; message: string } | null
  status?: number
  /** When given, the reply is answered only once this settles (a slow request overtaken by something else). */
  wait?: Promise<unknown>
}

const METHODS = ['select', 'insert', 'update', 'upsert', 'delete', 'eq', 'order', 'range', 'single', 'maybeSingle']

/** A fake client: `replies` are answered in order; `calls` records every builder call. */
export function fakeSupabase(replies: FakeReply[]) {
  const calls: FakeCall[] = []
  const answer = (resolve: (value: unknown) => void, reject: (error: unknown) => void) => {
    const reply = replies.shift()
    if (!reply) return reject(new Error('No reply queued'))
    const settle = () => resolve({ data: reply.data ?? null, error: reply.error ?? null, status: reply.status ?? 200 })
    if (reply.wait) void reply.wait.then(settle)
    else settle()
  }
  const client = {
    rpc(fn: string, args?: unknown) {
      calls.push({ table: 'rpc', method: fn, args: [args] })
      return { then: answer }
    },
    from(table: string) {
      const builder: Record<string, unknown> = {}
      for (const method of METHODS) {
        builder[method] = (...args: unknown[]) => {
          calls.push({ table, method, args })
          return builder
        }
      }
      builder.then = answer
      return builder
    },
  }
  return { client, calls, load: () => Promise.resolve(client as never) }
}
