import { newId } from '@/lib/new-id'
import { userChannels } from '@/lib/member/members-db'
import type { UserChannelHub } from '@/lib/member/user-channel'
import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { BOOKED_BY_YOU, type Booking } from '../booking-model'
import {
  bookingAt,
  bookingErrorFrom,
  hostFromRow,
  NETWORK_MESSAGE,
  parseSlotRange,
  parseTimestamp,
  slotRange,
} from './booking-rows'
import {
  BookingSourceError,
  type BookingHost,
  type BookingSource,
  type BusyTime,
  type HostBooking,
} from './booking-source'

/** Options of {@link createSupabaseBookingSource}; `loadClient`, `hub` and `now` are for tests. */
export interface SupabaseBookingSourceOptions {
  /** The signed-in member's user id, or null for a visitor (who must sign in to book). */
  memberId: string | null
  loadClient?: () => Promise<NexusClient | null>
  hub?: Pick<UserChannelHub, 'subscribe'>
  now?: () => Date
}

/** The name shown for a booker whose name the host may not read. */
export const UNNAMED_BOOKER = 'A member'

/**
 * Booking with the real host, through supabase-js:
 * - the host: the first row of `public.advice_hosts` (readable by anyone);
 * - taken times: `host_busy_slots(p_host_id, p_from, p_to)`, times and nothing else;
 * - booking: a row of `public.bookings` (`slot` = [start, start + 30 min), booked by the member:
 *   the database's default); the database refuses an overlap (23P01: 'taken') and a time that is
 *   not bookable (23514: 'refused', with its reason); a visitor is refused before asking ('sign-in');
 * - the member's bookings: their own live, not yet ended ones; cancel sets `status` 'cancelled';
 * - as a host: the live bookings with them, with bookers' names from `member_names()`;
 * - live: `booking_changed` on the member's own topic `user:<id>` (the page's one user channel).
 * Errors reject with a {@link BookingSourceError} (see bookingErrorFrom).
 */
export function createSupabaseBookingSource({
  memberId,
  loadClient = loadSupabase,
  hub = userChannels,
  now = () => new Date(),
}: SupabaseBookingSourceOptions): BookingSource {
  const client = async (): Promise<NexusClient> => {
    let loaded: NexusClient | null
    try {
      loaded = await loadClient()
    } catch {
      throw new BookingSourceError('failed', NETWORK_MESSAGE)
    }
    if (!loaded) throw new BookingSourceError('failed', 'Booking needs a backend, and none is configured.')
    return loaded
  }
  /** The hosts `ids` (as advice_hosts has them), by user id. */
  const hostsById = async (ids: string[]): Promise<Map<string, BookingHost>> => {
    const hosts = new Map<string, BookingHost>()
    if (ids.length === 0) return hosts
    const { data, error, status } = await (
      await client()
    )
      .from('advice_hosts')
      .select('user_id, display_name, bio, time_zone')
      .in('user_id', ids)
    if (error) throw bookingErrorFrom(error, status)
    for (const row of data ?? []) {
      const host = hostFromRow(row)
      if (host?.id) hosts.set(host.id, host)
    }
    return hosts
  }
  const signedIn = (): string => {
    if (!memberId) throw new BookingSourceError('sign-in', 'Please sign in to book a session.')
    return memberId
  }

  return {
    key: memberId ? `supabase:${memberId}` : 'supabase:visitor',
    needsSignIn: memberId === null,
    canCancel: memberId !== null,

    follow(onChange) {
      if (!memberId) return () => undefined
      return hub.subscribe(memberId, {
        onBroadcast: (event) => {
          if (event === 'booking_changed') onChange()
        },
        onConnected: onChange,
      })
    },

    async getHost() {
      const { data, error, status } = await (
        await client()
      )
        .from('advice_hosts')
        .select('user_id, display_name, bio, time_zone')
        .order('display_name')
        .order('user_id')
        .limit(1)
      if (error) throw bookingErrorFrom(error, status)
      const row = data?.[0]
      if (row === undefined) return null
      const host = hostFromRow(row)
      if (!host) console.warn('Ignoring a malformed advice host row.', row)
      return host
    },

    async listBusy(host, from, to) {
      if (!host.id) return []
      const { data, error, status } = await (
        await client()
      ).rpc('host_busy_slots', {
        p_host_id: host.id,
        p_from: from.toISOString(),
        p_to: to.toISOString(),
      })
      if (error) throw bookingErrorFrom(error, status)
      const busy: BusyTime[] = []
      for (const row of data ?? []) {
        const start = parseTimestamp(String(row.starts_at))
        const end = parseTimestamp(String(row.ends_at))
        if (start && end) busy.push({ start, end })
        else console.warn('Ignoring a malformed busy time.', row)
      }
      return busy
    },

    async listBookings() {
      if (!memberId) return []
      const { data, error, status } = await (
        await client()
      )
        .from('bookings')
        .select('id, host_id, slot')
        .eq('booked_by', memberId)
        .eq('status', 'booked')
      if (error) throw bookingErrorFrom(error, status)
      const rows = data ?? []
      const hosts = await hostsById([...new Set(rows.map((row) => row.host_id))])
      const bookings: (Booking & { start: Date })[] = []
      for (const row of rows) {
        const range = parseSlotRange(row.slot)
        const host = hosts.get(row.host_id)
        if (!range || !host) {
          console.warn('Ignoring a booking that cannot be read.', row)
          continue
        }
        if (range.end <= now()) continue
        bookings.push({ ...bookingAt(row.id, range.start, host, BOOKED_BY_YOU), start: range.start })
      }
      return bookings.sort((a, b) => a.start.getTime() - b.start.getTime()).map(({ start: _start, ...b }) => b)
    },

    async book(host, start) {
      signedIn()
      if (!host.id) throw new BookingSourceError('refused', 'There is no host to book with.')
      const id = newId()
      const { error, status } = await (
        await client()
      )
        .from('bookings')
        .insert({ id, host_id: host.id, slot: slotRange(start) })
      if (error) throw bookingErrorFrom(error, status)
      return bookingAt(id, start, host, BOOKED_BY_YOU)
    },

    async cancel(id) {
      signedIn()
      const { data, error, status } = await (
        await client()
      )
        .from('bookings')
        .update({ status: 'cancelled' })
        .eq('id', id)
        .select('id')
      if (error) throw bookingErrorFrom(error, status)
      if ((data ?? []).length === 0) throw new BookingSourceError('refused', 'That booking is no longer there.')
    },

    async listHostBookings() {
      const me = memberId
      if (!me) return []
      const { data, error, status } = await (
        await client()
      )
        .from('bookings')
        .select('id, booked_by, slot')
        .eq('host_id', me)
        .eq('status', 'booked')
      if (error) throw bookingErrorFrom(error, status)
      const rows = data ?? []
      if (rows.length === 0) return []
      const host = (await hostsById([me])).get(me)
      if (!host) return []
      const names = new Map<string, string>()
      const bookers = [...new Set(rows.map((row) => row.booked_by))]
      const named = await (await client()).rpc('member_names', { p_ids: bookers })
      if (named.error) console.warn('The names of who booked could not be read.', named.error)
      for (const row of named.data ?? []) names.set(row.id, row.name)
      const bookings: HostBooking[] = []
      for (const row of rows) {
        const range = parseSlotRange(row.slot)
        if (!range) continue
        if (range.end <= now()) continue
        const booking = bookingAt(row.id, range.start, host, names.get(row.booked_by) ?? UNNAMED_BOOKER)
        bookings.push({ ...booking, start: range.start })
      }
      return bookings.sort((a, b) => a.start.getTime() - b.start.getTime())
    },
  }
}
