import { addMinutes, format, isBefore, isWeekend, startOfDay } from 'date-fns'
import { HOST, SESSION_MINUTES, SLOT_TIMES, type Booking, type SlotTime } from './booking-model'
import { zonedTimeToInstant } from './time-zone'

/** The local date of `date` as 'yyyy-MM-dd'. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

/** Whether `day` can be chosen: Monday to Friday, and `today` or later (local calendar days). */
export function isBookableDay(day: Date, today: Date): boolean {
  return !isWeekend(day) && !isBefore(startOfDay(day), startOfDay(today))
}

/** Whether a 'yyyy-MM-dd' date falls on Monday to Friday; false for a malformed date. */
export function isWeekdayIso(isoDate: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!m) return false
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (toUtcIso(day) !== isoDate) return false
  const weekday = day.getUTCDay()
  return weekday !== 0 && weekday !== 6
}

function toUtcIso(day: Date): string {
  return day.toISOString().slice(0, 10)
}

/** A bookable session: its host start time and its start and end instants. */
export interface Slot {
  time: SlotTime
  start: Date
  /** {@link SESSION_MINUTES} after the start. */
  end: Date
}

/**
 * The instants of the session starting at `time` ('HH:mm', host's wall clock) on the host's
 * date `isoDate`: start, and end 30 minutes later.
 * @throws RangeError for a malformed date or time.
 */
export function sessionTimes(isoDate: string, time: string, timeZone: string = HOST.timeZone): Omit<Slot, 'time'> {
  const start = zonedTimeToInstant(isoDate, time, timeZone)
  return { start, end: addMinutes(start, SESSION_MINUTES) }
}

/**
 * The slots still open on the host's date `isoDate`: each of 14:00, 14:30 … 17:30 (host's
 * time zone) that nobody has booked that day and that has not started by `now`. None on a
 * weekend or a malformed date.
 */
export function openSlots(
  isoDate: string,
  bookings: readonly Booking[],
  now: Date,
  timeZone: string = HOST.timeZone,
): Slot[] {
  if (!isWeekdayIso(isoDate)) return []
  const taken = new Set(bookings.filter((b) => b.date === isoDate).map((b) => b.time))
  return SLOT_TIMES.filter((time) => !taken.has(time))
    .map((time) => ({ time, ...sessionTimes(isoDate, time, timeZone) }))
    .filter((slot) => slot.start.getTime() > now.getTime())
}

/**
 * The slots still free on the host's date `isoDate` in `timeZone`: each of `times` (default
 * 14:00 … 17:30) that overlaps none of the `busy` times and has not started by `now`. None on a
 * weekend or a malformed date.
 */
export function freeSlots(
  isoDate: string,
  busy: readonly { start: Date; end: Date }[],
  now: Date,
  timeZone: string = HOST.timeZone,
  times: readonly string[] = SLOT_TIMES,
): Slot[] {
  return openSlots(isoDate, [], now, timeZone).filter(
    (slot) => times.includes(slot.time) && !busy.some((taken) => taken.start < slot.end && taken.end > slot.start),
  )
}
