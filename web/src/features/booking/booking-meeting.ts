import { paths } from '@/config/paths'
import type { Booking } from './booking-model'
import { sessionTimes } from './booking-slots'

/** How long before its start a booked session's meeting opens, in minutes. */
export const JOIN_OPENS_MINUTES_BEFORE = 10

/** The app path of a booked session's meeting: '/meeting-room?booking=<id>'. */
export function bookingMeetingPath(bookingId: string): string {
  return `${paths.meetingRoom}?booking=${encodeURIComponent(bookingId)}`
}

/** Whether the booking has a meeting at all: only bookings with a real host (the guest's sample ones have none). */
export function hasMeeting(booking: Booking): boolean {
  return booking.host !== undefined
}

/**
 * When a booked session's meeting may be joined: from 10 minutes before its start to its end
 * (the database decides; this only enables the link).
 * @throws RangeError when the booking's date or time is malformed.
 */
export function joinWindow(booking: Booking): { opens: Date; closes: Date } {
  const { start, end } = sessionTimes(booking.date, booking.time, booking.host?.timeZone)
  return { opens: new Date(start.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000), closes: end }
}

/** Whether `now` is inside the booking's {@link joinWindow} (false for a malformed booking). */
export function isJoinOpen(booking: Booking, now: Date): boolean {
  try {
    const { opens, closes } = joinWindow(booking)
    return now >= opens && now < closes
  } catch {
    return false
  }
}

/**
 * The next instant after `now` at which any of the bookings' join windows opens or closes, in
 * epoch ms, or null when none is ahead (what a list waits for before drawing its links again).
 */
export function nextJoinChange(bookings: readonly Booking[], now: Date): number | null {
  let next: number | null = null
  for (const booking of bookings) {
    if (!hasMeeting(booking)) continue
    try {
      const { opens, closes } = joinWindow(booking)
      for (const at of [opens.getTime(), closes.getTime()]) {
        if (at > now.getTime() && (next === null || at < next)) next = at
      }
    } catch {
      // A malformed booking has no window.
    }
  }
  return next
}
