import pg from 'pg'
import { backendEnv } from './backend-env'

/**
 * Setting up booked advice sessions whose meeting is open now, for the meeting end-to-end tests.
 *
 * A member can only book a slot that starts on the hour or half hour between 14:00 and 17:30 on a
 * weekday in the host's time zone, and not in the past (the `bookings_10_prepare` trigger), so a
 * session whose window (10 minutes before its start to its end) is now cannot be booked through
 * the app at most times of day. This inserts one as the backend's superuser, with that trigger off
 * inside the inserting transaction only (other sessions never see it off), as:
 *
 * ```sql
 * begin;
 * insert into public.advice_hosts (user_id, display_name, bio, time_zone)
 *   values ($host, $name, '', 'UTC') on conflict (user_id) do nothing;
 * alter table public.bookings disable trigger bookings_10_prepare;
 * insert into public.bookings (host_id, booked_by, slot, status)
 *   values ($host, $member, tstzrange(now() + $start * interval '1 minute',
 *                                    now() + ($start + 30) * interval '1 minute', '[)'), 'booked')
 *   returning id;
 * alter table public.bookings enable trigger bookings_10_prepare;
 * commit;
 * ```
 *
 * The host is made an advice host of its own (never the seeded one), so tests running alongside
 * never collide on one host's slots.
 */

/** A booked session made by {@link bookSessionNow}. */
export interface BookedSession {
  /** `public.bookings.id`: `/meeting-room?booking=<id>`. */
  id: string
  /** Start and end of its 30-minute slot. */
  startsAt: Date
  endsAt: Date
}

/**
 * Books a 30-minute session of `memberId` with `hostId` starting `startsInMinutes` from now
 * (default -5: started 5 minutes ago, so its meeting is open; 9 is open too, 11 not yet, -31 over).
 * `hostId` becomes an advice host named `hostName` when it is not one yet; keep that name sorting
 * after the seeded 'Jordan Lee' (the booking page shows the first host by name). Both ids must be
 * existing users (e.g. from `signUp`).
 */
export async function bookSessionNow(options: {
  memberId: string
  hostId: string
  hostName?: string
  startsInMinutes?: number
}): Promise<BookedSession> {
  const url = backendEnv().databaseUrl
  if (!url) throw new Error('bookSessionNow needs the database: set E2E_DATABASE_URL')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(
      `insert into public.advice_hosts (user_id, display_name, bio, time_zone)
       values ($1, $2, '', 'UTC') on conflict (user_id) do nothing`,
      [options.hostId, options.hostName ?? 'Zoe Session Host'],
    )
    await client.query('alter table public.bookings disable trigger bookings_10_prepare')
    const { rows } = await client.query<{ id: string; starts_at: Date; ends_at: Date }>(
      `insert into public.bookings (host_id, booked_by, slot, status)
       values ($1, $2, tstzrange(now() + $3::int * interval '1 minute', now() + ($3::int + 30) * interval '1 minute', '[)'), 'booked')
       returning id::text, lower(slot) as starts_at, upper(slot) as ends_at`,
      [options.hostId, options.memberId, options.startsInMinutes ?? -5],
    )
    await client.query('alter table public.bookings enable trigger bookings_10_prepare')
    await client.query('commit')
    const row = rows[0]!
    return { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

/** The meeting of a booking (`public.meetings`), or undefined before anyone joined it. */
export async function meetingOfBooking(
  bookingId: string,
): Promise<{ id: string; status: string; host_id: string } | undefined> {
  const url = backendEnv().databaseUrl
  if (!url) throw new Error('meetingOfBooking needs the database: set E2E_DATABASE_URL')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string; status: string; host_id: string }>(
      `select id::text, status, host_id::text from public.meetings where booking_id = $1`,
      [bookingId],
    )
    return rows[0]
  } finally {
    await client.end()
  }
}
