/**
 * Broadcast from the database: every row committed into `realtime.messages` (e.g. by
 * `realtime.send()` in a trigger) goes out as a Broadcast to the subscribers of its topic whose
 * channel privacy matches the row's `private` (Realtime.Tenants.ReplicationConnection, which
 * sends `%UserBroadcast{user_event: event, user_payload: payload, metadata: %{"id" => id}}`).
 *
 * Supabase reads the table's WAL through a logical replication slot. This stand-in instead installs
 * (at start, as the administrator, idempotently) an AFTER INSERT trigger that `pg_notify`s the new
 * row's id, and one dedicated administrator connection LISTENs and reads each row. The trigger is
 * the stand-in's own plumbing, not part of Supabase's schema. As with WAL, only committed rows
 * notify (the authorisation probes are always rolled back). Unlike a replication slot, rows
 * committed while the listening connection is down are not delivered later.
 */
import pg from 'pg'
import type { BackendContext } from '../context.ts'

/** The NOTIFY channel the trigger signals. */
export const NOTIFY_CHANNEL = 'realtime_local_backend_messages'

const INSTALL_TRIGGER = `
create or replace function realtime.local_backend_notify_message() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- Stand-in plumbing (backend/src/realtime/delivery.ts): Supabase Realtime reads the WAL instead.
  perform pg_notify('${NOTIFY_CHANNEL}', new.id::text);
  return null;
end
$$;
create or replace trigger local_backend_notify_message after insert on realtime.messages
  for each row execute function realtime.local_backend_notify_message();
`

/** A committed `realtime.messages` row with everything a Broadcast needs. */
export interface MessageRow {
  id: string
  topic: string
  event: string
  /** The jsonb payload as JSON text. */
  payload: string
  private: boolean
}

/** Stops listening. */
export interface DatabaseDelivery {
  stop(): Promise<void>
}

/**
 * Installs the trigger and listens; `onMessage` gets each committed row that has a topic, event,
 * payload and `private` (Realtime skips rows missing one of them). Reconnects after a lost
 * connection. Resolves once listening.
 */
export async function startDatabaseDelivery(
  ctx: BackendContext,
  onMessage: (row: MessageRow) => void,
): Promise<DatabaseDelivery> {
  await ctx.db.admin.query(INSTALL_TRIGGER)
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined

  /** Opens a listening connection; resolves once it listens (or has failed and will retry). */
  const connect = (): Promise<void> => {
    const next = new pg.Client({ connectionString: ctx.config.adminDatabaseUrl })
    client = next
    let queue = Promise.resolve()
    const lost = (err?: Error) => {
      if (client !== next) return
      client = null
      next.end().catch(() => undefined)
      if (stopped) return
      console.error(`realtime: database delivery connection lost${err ? `: ${err.message}` : ''}; reconnecting`)
      retry = setTimeout(connect, 1000)
    }
    next.on('error', lost)
    next.on('end', () => lost())
    next.on('notification', (notification) => {
      if (notification.channel !== NOTIFY_CHANNEL || !notification.payload) return
      const id = notification.payload
      queue = queue
        .then(async () => {
          const row = await readRow(next, id)
          if (row) onMessage(row)
        })
        .catch((err: Error) => console.error(`realtime: cannot deliver message ${id}: ${err.message}`))
    })
    return next
      .connect()
      .then(() => next.query(`listen ${NOTIFY_CHANNEL}`))
      .then(() => undefined, lost)
  }

  await connect()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}

async function readRow(client: pg.Client, id: string): Promise<MessageRow | null> {
  const { rows } = await client.query<MessageRow>(
    `select id::text, topic, event, payload::text as payload, private
       from realtime.messages where id = $1::uuid`,
    [id],
  )
  const row = rows[0]
  if (!row || row.event === null || row.payload === null || row.private === null) return null
  return row
}
