// @vitest-environment node
import {
  formatClock,
  formatLongDate,
  isKnownTimeZone,
  zonedIsoDate,
  zonedTimeToInstant,
  zoneOffsetMs,
} from './time-zone'

const HOUR = 3_600_000

describe('time zones (Intl)', () => {
  it("gives London's offset in winter and in summer", () => {
    expect(zoneOffsetMs(new Date('2025-01-15T12:00:00Z'), 'Europe/London')).toBe(0)
    expect(zoneOffsetMs(new Date('2025-07-15T12:00:00Z'), 'Europe/London')).toBe(HOUR)
    expect(zoneOffsetMs(new Date('2025-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR)
    expect(zoneOffsetMs(new Date('2025-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR)
  })

  it('turns a London wall time into the right instant on both sides of the clock change', () => {
    expect(zonedTimeToInstant('2025-03-28', '14:00', 'Europe/London').toISOString()).toBe('2025-03-28T14:00:00.000Z')
    expect(zonedTimeToInstant('2025-03-31', '14:00', 'Europe/London').toISOString()).toBe('2025-03-31T13:00:00.000Z')
    expect(zonedTimeToInstant('2025-10-27', '17:30', 'Europe/London').toISOString()).toBe('2025-10-27T17:30:00.000Z')
    expect(zonedTimeToInstant('2025-07-01', '09:15', 'Asia/Kolkata').toISOString()).toBe('2025-07-01T03:45:00.000Z')
  })

  it('shows a London slot in the visitor’s zone, with the date when it moves to another day', () => {
    const start = zonedTimeToInstant('2025-07-01', '14:00', 'Europe/London')
    expect(formatClock(start, 'Europe/London')).toBe('2:00 PM')
    expect(formatClock(start, 'America/New_York')).toBe('9:00 AM')
    expect(formatClock(start, 'Asia/Tokyo')).toBe('10:00 PM')
    const late = zonedTimeToInstant('2025-07-01', '17:30', 'Europe/London')
    expect(formatClock(late, 'Pacific/Auckland')).toBe('4:30 AM')
    expect(zonedIsoDate(late, 'Pacific/Auckland')).toBe('2025-07-02')
    expect(formatLongDate(late, 'Pacific/Auckland')).toBe('Wednesday, July 2, 2025')
    expect(zonedIsoDate(late, 'Europe/London')).toBe('2025-07-01')
  })

  it('refuses malformed input and knows which zones exist', () => {
    expect(() => zonedTimeToInstant('1/7/2025', '14:00', 'Europe/London')).toThrow(RangeError)
    expect(() => zonedTimeToInstant('2025-07-01', '2pm', 'Europe/London')).toThrow(RangeError)
    expect(isKnownTimeZone('Europe/London')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
  })
})
