import { errorMessage } from '@/lib/error-message'
import { SESSION_MINUTES, SLOT_TIMES, type Booking, type BookingHostInfo } from '../booking-model'
import { zonedClock, zonedIsoDate } from '../time-zone'
import { BookingSourceError, type BookingHost, type BusyTime } from './booking-source'

/** What a member is told when someone else booked the time first (the database's 23P01). */
export const TAKEN_MESSAGE = 'Someone else has already booked that time. Please choose another.'

/** What the member is told when the server could not be reached or failed without a message. */
export const NETWORK_MESSAGE = 'Nexus could not reach the server. Check your connection and try again.'

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * A timestamp as PostgreSQL writes it inside a range ('2026-11-27 14:00:00+00',
 * '2026-11-27 14:00:00.5+05:30') or as JSON ('2026-11-27T14:00:00+00:00'), as an instant; null
 * when it is not one.
 */
export function parseTimestamp(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(text.trim())
  if (!m) return null
  let zone = m[3] ?? 'Z'
  if (/^[+-]\d{2}$/.test(zone)) zone += ':00'
  else if (/^[+-]\d{4}$/.test(zone)) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`
  const date = new Date(`${m[1]}T${m[2]}${zone}`)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The bounds of a `tstzrange` as PostgREST sends it (`["2026-11-27 14:00:00+00","2026-11-27
 * 14:30:00+00")`), or null for anything else (an empty or unbounded range).
 */
export function parseSlotRange(text: unknown): BusyTime | null {
  if (!isText(text)) return null
  const m = /^[[(]"?([^",]+)"?,"?([^")\]]+)"?[)\]]$/.exec(text.trim())
  if (!m) return null
  const start = parseTimestamp(m[1]!)
  const end = parseTimestamp(m[2]!)
  return start && end && start < end ? { start, end } : null
}

/** A session's range as the database takes it: `[start, start + 30 minutes)` in ISO instants. */
export function slotRange(start: Date): string {
  const end = new Date(start.getTime() + SESSION_MINUTES * 60_000)
  return `[${start.toISOString()},${end.toISOString()})`
}

/** Two letters for an avatar from a name: 'Jordan Lee' → 'JL', 'Mia' → 'M'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return letters.map((w) => [...w][0]!.toUpperCase()).join('') || '?'
}

/**
 * The start times the database takes for a real host: 14:00 to 17:30 on the hour and half hour
 * (the last session ends at 18:00), Monday to Friday in the host's time zone: the sample host's.
 */
export const HOST_SLOT_TIMES = SLOT_TIMES

/** {@link HOST_SLOT_TIMES} in words, for the host card. */
export const HOST_AVAILABILITY = 'Mon to Fri, 2-6pm'

/** The host from a `public.advice_hosts` row (user_id, display_name, bio, time_zone), or null when malformed. */
export function hostFromRow(raw: unknown): BookingHost | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { user_id: id, display_name: name, bio, time_zone: timeZone } = raw as Record<string, unknown>
  if (!isText(id) || !isText(name) || !isText(timeZone) || name.trim() === '') return null
  return {
    id,
    name: name.trim(),
    initials: initialsOf(name),
    role: '',
    bio: isText(bio) ? bio : '',
    timeZone,
    slotTimes: HOST_SLOT_TIMES,
    availability: HOST_AVAILABILITY,
  }
}

/** A booking with `host` starting at `start` as the screens list it: `date` and `time` on the host's clock. */
export function bookingAt(id: string, start: Date, host: BookingHostInfo, bookedBy: string): Booking {
  return {
    id,
    date: zonedIsoDate(start, host.timeZone),
    time: zonedClock(start, host.timeZone),
    bookedBy,
    host: { name: host.name, role: host.role, timeZone: host.timeZone },
  }
}

/**
 * The {@link BookingSourceError} for a supabase-js error and the HTTP status: 23P01 (the time
 * overlaps a live booking) → 'taken' ({@link TAKEN_MESSAGE}); 23514 (not a bookable time, or in
 * the past) → 'refused' with the database's reason; 401 / 42501 → 'sign-in'; a request that
 * failed, or an error without a message → 'failed' ({@link NETWORK_MESSAGE}); else 'failed' with
 * the server's message.
 */
export function bookingErrorFrom(error: unknown, status?: number): BookingSourceError {
  const code = (error as { code?: unknown } | null)?.code
  const message = errorMessage(error)
  if (code === '23P01') return new BookingSourceError('taken', TAKEN_MESSAGE)
  if (code === '23514') return new BookingSourceError('refused', message || 'That time cannot be booked.')
  if (status === 401 || code === '42501' || code === 'PGRST301') {
    return new BookingSourceError('sign-in', 'Please sign in again to book a session.')
  }
  const network = /failed to fetch|networkerror|load failed|fetch failed/i.test(message)
  if (network || !status || !message) return new BookingSourceError('failed', NETWORK_MESSAGE)
  return new BookingSourceError('failed', message)
}
