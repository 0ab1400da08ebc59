import { addDays, format, isValid, parseISO, startOfDay, startOfWeek } from 'date-fns'
import type { CategoryId, ScheduleEvent } from './schedule-model'

/** Days in the week strip. */
export const DAYS_PER_WEEK = 7
/** At most this many category dots under a day of the week strip. */
export const MAX_DOTS = 3
/** How many events 'Upcoming Events' lists. */
export const UPCOMING_COUNT = 3

/** The local date of `date` as 'yyyy-MM-dd'. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

/**
 * The local midnight of a 'yyyy-MM-dd' date; null when it is not a real date. (`parseISO` reads a
 * date alone as local time; date-fns' `parse` would bring its forty format parsers into the
 * schedule's first load.)
 */
export function parseIsoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = parseISO(value)
  return isValid(date) ? date : null
}

/** The Monday (local midnight) of the week holding `date`: the schedule's weeks start on Monday. */
export function weekStart(date: Date): Date {
  return startOfWeek(startOfDay(date), { weekStartsOn: 1 })
}

/** The 7 days (local midnights), Monday to Sunday, of the week holding `date`. */
export function weekDays(date: Date): Date[] {
  const monday = weekStart(date)
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(monday, i))
}

/** `date` moved by `weeks` whole weeks (7 days each; negative goes back), across months and years. */
export function stepWeek(date: Date, weeks: number): Date {
  return addDays(date, weeks * DAYS_PER_WEEK)
}

/** The English weekday name of a 'yyyy-MM-dd' date ('Monday'); '' when it is not a real date. */
export function weekdayName(isoDate: string): string {
  const date = parseIsoDate(isoDate)
  return date ? format(date, 'EEEE') : ''
}

// 'yyyy-MM-dd' and 'HH:mm' sort as plain strings; localeCompare would load ICU's collator on the
// first call, a long task on a phone while the page first renders.
const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Orders ids: numbered ones first, by number, then UUIDs as text. */
const compareIds = (a: ScheduleEvent['id'], b: ScheduleEvent['id']) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : typeof a === 'number'
      ? -1
      : typeof b === 'number'
        ? 1
        : compareCodeUnits(a, b)

/** Orders events by date, then start time, then end time, then id (numbered before UUIDs). */
export function compareEvents(a: ScheduleEvent, b: ScheduleEvent): number {
  return (
    compareCodeUnits(a.date, b.date) ||
    compareCodeUnits(a.timeStart, b.timeStart) ||
    compareCodeUnits(a.timeEnd, b.timeEnd) ||
    compareIds(a.id, b.id)
  )
}

/** The events on the 'yyyy-MM-dd' day `isoDate`, by start time. */
export function eventsOn(events: readonly ScheduleEvent[], isoDate: string): ScheduleEvent[] {
  return events.filter((e) => e.date === isoDate).sort(compareEvents)
}

/**
 * The distinct categories of the day's events in time order, at most {@link MAX_DOTS}: the
 * coloured dots under a day of the week strip.
 */
export function dayDots(events: readonly ScheduleEvent[], isoDate: string): CategoryId[] {
  const categories: CategoryId[] = []
  for (const e of eventsOn(events, isoDate)) {
    if (!categories.includes(e.category)) categories.push(e.category)
  }
  return categories.slice(0, MAX_DOTS)
}

/** Which kinds the header toggles show: availability slots ('My Availability') and other events ('Events'). */
export interface ScheduleFilter {
  showAvailability: boolean
  showEvents: boolean
}

/** The events the toggles let through: availability slots only with `showAvailability`, the rest only with `showEvents`. */
export function visibleEvents(events: readonly ScheduleEvent[], filter: ScheduleFilter): ScheduleEvent[] {
  return events.filter((e) => (e.isAvailabilitySlot ? filter.showAvailability : filter.showEvents))
}

/** The first {@link UPCOMING_COUNT} of `events` dated `today` or later, in date and time order. */
export function upcomingEvents(events: readonly ScheduleEvent[], today: Date): ScheduleEvent[] {
  const from = toIsoDate(today)
  return events
    .filter((e) => e.date >= from)
    .sort(compareEvents)
    .slice(0, UPCOMING_COUNT)
}
