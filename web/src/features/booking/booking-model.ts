import { addDays, format, isWeekend } from 'date-fns'

/** The person sessions are booked with (the dashboard's 'Meeting with Member'). */
export const HOST = {
  name: 'Jordan Lee',
  initials: 'JL',
  role: 'Community mentor',
  /** Availability in the host's own time zone. */
  availability: 'Mon to Fri, 2-6pm',
  /** The host's IANA time zone: the slot times are wall-clock times here. */
  timeZone: 'Europe/London',
} as const

/** The bookable start times, 'HH:mm' in the host's time zone. */
export const SLOT_TIMES = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'] as const

/** One start time of {@link SLOT_TIMES}. */
export type SlotTime = (typeof SLOT_TIMES)[number]

/** Length of a session (minutes). */
export const SESSION_MINUTES = 30

/** Who a booking made on this device is booked by. */
export const BOOKED_BY_YOU = 'You'

/** The host of a booking with a real host: name, role line ('' for none) and IANA time zone. */
export interface BookingHostInfo {
  name: string
  role: string
  timeZone: string
}

/**
 * A booked session. `date` and `time` are the host's wall clock: the booking's `host`'s time
 * zone, or HOST.timeZone for the guest's bookings, which name no host.
 */
export interface Booking {
  /** Unique and stable; the calendar file's UID is derived from it. */
  id: string
  /** The host's calendar date, 'yyyy-MM-dd' (always Monday to Friday). */
  date: string
  /** The start, 'HH:mm', one of {@link SLOT_TIMES}, in the host's time zone. */
  time: string
  /** The name of who booked ('You' for this person). */
  bookedBy: string
  /** The real host it is booked with; absent for the guest's bookings with the sample host (HOST). */
  host?: BookingHostInfo
}

/** The `n`th weekday (Monday to Friday) after `now`'s day (n = 1 is the next one). */
function nthWeekdayAfter(now: Date, n: number): Date {
  let day = now
  for (let found = 0; found < n;) {
    day = addDays(day, 1)
    if (!isWeekend(day)) found += 1
  }
  return day
}

/**
 * The two demo bookings: the next weekday after today at 15:00 (booked by Alex) and the
 * weekday after that at 16:30 (booked by Sam). Deterministic for a given day.
 */
export function sampleBookings(now: Date): Booking[] {
  return [
    { id: 'demo-1', date: format(nthWeekdayAfter(now, 1), 'yyyy-MM-dd'), time: '15:00', bookedBy: 'Alex' },
    { id: 'demo-2', date: format(nthWeekdayAfter(now, 2), 'yyyy-MM-dd'), time: '16:30', bookedBy: 'Sam' },
  ]
}

/** A new random booking id ('bk-…'), URL- and UID-safe. */
export function newBookingId(): string {
  return `bk-${crypto.randomUUID()}`
}
