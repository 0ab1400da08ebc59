import { bookingMeetingPath, hasMeeting } from './booking-meeting'
import { HOST, type Booking, type BookingHostInfo } from './booking-model'
import { sessionTimes } from './booking-slots'

/** The calendar file's product id. */
export const ICS_PRODID = '-//Nexus//Book a Session//EN'

/** An instant as an iCalendar UTC date-time, e.g. '20250303T140000Z'. */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** Escapes iCalendar TEXT: backslash, semicolon, comma, and line breaks as '\n'. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line to at most 75 octets (UTF-8) per line; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = lines.length === 0 ? 75 : 74
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n ')
}

/**
 * The booking as an iCalendar (RFC 5545) file: VERSION:2.0, PRODID, one VEVENT with UID
 * '{booking id}@nexus' (the same every time for the same booking), DTSTAMP `now`, DTSTART and
 * DTEND in UTC ('…Z', 30 minutes apart), SUMMARY, DESCRIPTION and LOCATION escaped, lines
 * folded at 75 octets, every line ending in CRLF. The session is with the booking's host (the
 * sample host when it names none); its date and time read in that host's time zone. A booking
 * with a real host also gets `URL:` its meeting, `<origin>/meeting-room?booking=<id>`, when the
 * app's `origin` is given.
 * @throws RangeError when the booking's date or time is malformed.
 */
export function bookingToIcs(booking: Booking, now: Date, origin?: string): string {
  const host: BookingHostInfo = booking.host ?? HOST
  const { start, end } = sessionTimes(booking.date, booking.time, host.timeZone)
  const about = host.role ? `${host.name}, ${host.role.toLowerCase()}` : host.name
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@nexus`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(`Session with ${host.name}`)}`,
    `DESCRIPTION:${escapeIcsText(`One-on-one session with ${about}. Booked by ${booking.bookedBy}.`)}`,
    `LOCATION:${escapeIcsText('Online (video or voice)')}`,
    ...(origin && hasMeeting(booking) ? [`URL:${new URL(bookingMeetingPath(booking.id), origin).href}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map((line) => `${foldIcsLine(line)}\r\n`).join('')
}

/** The calendar file's name, e.g. 'nexus-session-2025-03-03-1400.ics'. */
export function icsFileName(booking: Booking): string {
  return `nexus-session-${booking.date}-${booking.time.replace(':', '')}.ics`
}

/**
 * Saves the booking's calendar file through the browser's download (a Blob URL on a
 * temporary link, revoked a moment later). Nothing leaves the browser.
 * @throws RangeError when the booking's date or time is malformed.
 */
export function downloadBookingIcs(booking: Booking, now: Date = new Date()): void {
  const blob = new Blob([bookingToIcs(booking, now, window.location.origin)], { type: 'text/calendar;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = icsFileName(booking)
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
