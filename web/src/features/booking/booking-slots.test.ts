// @vitest-environment node
import type { Booking } from './booking-model'
import { freeSlots, isBookableDay, isWeekdayIso, openSlots, sessionTimes } from './booking-slots'

const booking = (date: string, time: string): Booking => ({ id: `b-${date}-${time}`, date, time, bookedBy: 'Alex' })

describe('booking days', () => {
  // Wednesday 5 March 2025, 10:00 local.
  const today = new Date(2025, 2, 5, 10)

  it('allows Monday to Friday from today on, and refuses weekends and past days', () => {
    expect(isBookableDay(new Date(2025, 2, 5), today)).toBe(true) // today
    expect(isBookableDay(new Date(2025, 2, 7), today)).toBe(true) // Friday
    expect(isBookableDay(new Date(2025, 2, 10), today)).toBe(true) // next Monday
    expect(isBookableDay(new Date(2025, 2, 8), today)).toBe(false) // Saturday
    expect(isBookableDay(new Date(2025, 2, 9), today)).toBe(false) // Sunday
    expect(isBookableDay(new Date(2025, 2, 4), today)).toBe(false) // yesterday
    expect(isBookableDay(new Date(2024, 11, 31), today)).toBe(false) // last year
  })

  it('tells weekdays from weekends and malformed dates', () => {
    expect(isWeekdayIso('2025-03-07')).toBe(true)
    expect(isWeekdayIso('2025-03-08')).toBe(false)
    expect(isWeekdayIso('2025-02-30')).toBe(false)
    expect(isWeekdayIso('soon')).toBe(false)
  })
})

describe('booking slots', () => {
  const before = new Date('2025-03-01T00:00:00Z')

  it('are the 8 half-hour starts from 14:00 to 17:30, each 30 minutes long', () => {
    const slots = openSlots('2025-03-04', [], before)
    expect(slots.map((s) => s.time)).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'])
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000)
  })

  it('hide the times already booked that day (and only that day)', () => {
    const bookings = [booking('2025-03-04', '15:00'), booking('2025-03-04', '17:30'), booking('2025-03-05', '14:00')]
    expect(openSlots('2025-03-04', bookings, before).map((s) => s.time)).toEqual([
      '14:00',
      '14:30',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ])
    expect(openSlots('2025-03-05', bookings, before)).toHaveLength(7)
  })

  it('are none on a weekend, and leave out times that have started', () => {
    expect(openSlots('2025-03-08', [], before)).toEqual([])
    const now = new Date('2025-03-04T16:00:00Z') // 16:00 in London (winter time)
    expect(openSlots('2025-03-04', [], now).map((s) => s.time)).toEqual(['16:30', '17:00', '17:30'])
  })

  it("are wall times in the host's zone: UTC instants move with British Summer Time", () => {
    expect(sessionTimes('2025-03-04', '14:00').start.toISOString()).toBe('2025-03-04T14:00:00.000Z')
    expect(sessionTimes('2025-07-01', '14:00').start.toISOString()).toBe('2025-07-01T13:00:00.000Z')
    expect(sessionTimes('2025-07-01', '17:30').end.toISOString()).toBe('2025-07-01T17:00:00.000Z')
  })
})

describe('free slots', () => {
  const now = new Date('2025-03-03T09:00:00Z')
  const at = (iso: string) => new Date(iso)

  it('leaves out every slot a taken time overlaps, and those not among the host’s times', () => {
    const busy = [
      { start: at('2025-03-04T14:00:00Z'), end: at('2025-03-04T14:30:00Z') },
      { start: at('2025-03-04T15:15:00Z'), end: at('2025-03-04T15:45:00Z') },
    ]
    const times = freeSlots('2025-03-04', busy, now, 'Europe/London', ['14:00', '14:30', '15:00', '15:30', '16:00'])
    expect(times.map((s) => s.time)).toEqual(['14:30', '16:00'])
  })

  it('leaves out started slots and weekends', () => {
    expect(freeSlots('2025-03-03', [], at('2025-03-03T17:10:00Z'), 'Europe/London').map((s) => s.time)).toEqual([
      '17:30',
    ])
    expect(freeSlots('2025-03-08', [], now, 'Europe/London')).toEqual([])
  })
})
