/**
 * Time-zone arithmetic with the browser's own `Intl.DateTimeFormat` (IANA zones, daylight
 * saving included); date-fns core has no zones. Dates are 'yyyy-MM-dd', times 'HH:mm' (24 h).
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock reading of `instant` in `timeZone`. */
export interface ZonedParts {
  year: number
  /** 1 to 12. */
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/**
 * What a clock in `timeZone` shows at `instant`.
 * @throws RangeError for an unknown time zone.
 */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const values: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return {
    year: values.year ?? NaN,
    month: values.month ?? NaN,
    day: values.day ?? NaN,
    hour: values.hour ?? NaN,
    minute: values.minute ?? NaN,
    second: values.second ?? NaN,
  }
}

/** How far (ms) `timeZone`'s clock is ahead of UTC at `instant` (London in summer: +3,600,000). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - Math.floor(instant.getTime() / 1000) * 1000
}

/**
 * The instant when clocks in `timeZone` show `time` ('HH:mm') on `isoDate` ('yyyy-MM-dd').
 * A wall time skipped by a daylight-saving jump maps to the instant one offset away.
 * @throws RangeError for an unknown time zone or a malformed date or time.
 */
export function zonedTimeToInstant(isoDate: string, time: string, timeZone: string): Date {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const clock = /^(\d{2}):(\d{2})$/.exec(time)
  if (!date || !clock) throw new RangeError(`Not a date and time: ${isoDate} ${time}`)
  const wall = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(clock[1]), Number(clock[2]))
  const firstOffset = zoneOffsetMs(new Date(wall), timeZone)
  const guess = wall - firstOffset
  const secondOffset = zoneOffsetMs(new Date(guess), timeZone)
  return new Date(secondOffset === firstOffset ? guess : wall - secondOffset)
}

/** The 'yyyy-MM-dd' date a clock in `timeZone` shows at `instant`. */
export function zonedIsoDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone)
  const pad = (n: number, size = 2) => String(n).padStart(size, '0')
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}

/** The 'HH:mm' (24 h) a clock in `timeZone` shows at `instant`, e.g. '14:30'. */
export function zonedClock(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone)
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

/** Whether `timeZone` is an IANA zone (or offset) this browser knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The visitor's own time zone as the browser reports it ('Europe/Paris'); 'UTC' when it reports none. */
export function visitorTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isKnownTimeZone(zone) ? zone : 'UTC'
}

/** `instant` as a clock time in `timeZone`, 12-hour English ('2:00 PM'). */
export function formatClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant)
}

/** `instant`'s date in `timeZone`, long English ('Monday, March 3, 2025'). */
export function formatLongDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(instant)
}

/** `instant`'s date in `timeZone`, short English ('Mon, Mar 3'). */
export function formatShortDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(
    instant,
  )
}
