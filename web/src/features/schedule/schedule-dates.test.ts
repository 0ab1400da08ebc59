// @vitest-environment node
import {
  dayDots,
  eventsOn,
  parseIsoDate,
  stepWeek,
  toIsoDate,
  upcomingEvents,
  visibleEvents,
  weekDays,
  weekStart,
  weekdayName,
} from './schedule-dates'
import type { CategoryId, ScheduleEvent } from './schedule-model'

let nextId = 1
function event(date: string, timeStart: string, category: CategoryId = 'meeting', extra: Partial<ScheduleEvent> = {}) {
  const id = nextId++
  return {
    id,
    title: `Event ${id}`,
    description: '',
    date,
    timeStart,
    timeEnd: '23:59',
    location: '',
    facilitator: 'You',
    attendees: [],
    category,
    ...extra,
  } satisfies ScheduleEvent
}

const iso = (dates: Date[]) => dates.map(toIsoDate)

describe('schedule weeks', () => {
  it('start on Monday, whatever day is given (Sunday belongs to the week before)', () => {
    expect(toIsoDate(weekStart(new Date(2025, 2, 5, 15, 30)))).toBe('2025-03-03') // Wednesday
    expect(toIsoDate(weekStart(new Date(2025, 2, 3)))).toBe('2025-03-03') // Monday itself
    expect(toIsoDate(weekStart(new Date(2025, 2, 9, 23, 59)))).toBe('2025-03-03') // Sunday
    expect(weekStart(new Date(2025, 2, 9, 23, 59)).getHours()).toBe(0)
  })

  it('hold 7 days Monday to Sunday, across a month boundary', () => {
    expect(iso(weekDays(new Date(2025, 2, 1)))).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ])
  })

  it('hold 7 days across a year boundary', () => {
    expect(iso(weekDays(new Date(2025, 0, 1)))).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ])
  })

  it('step by 7 days forwards and back, across months, years and a leap day', () => {
    expect(toIsoDate(stepWeek(new Date(2025, 0, 29), 1))).toBe('2025-02-05')
    expect(toIsoDate(stepWeek(new Date(2024, 11, 28), 1))).toBe('2025-01-04')
    expect(toIsoDate(stepWeek(new Date(2025, 0, 2), -1))).toBe('2024-12-26')
    expect(toIsoDate(stepWeek(new Date(2024, 1, 26), 1))).toBe('2024-03-04')
    expect(iso(weekDays(stepWeek(new Date(2024, 11, 30), 1)))[0]).toBe('2025-01-06')
  })

  it('keep the local day across a daylight-saving change', () => {
    // Whatever the machine's zone, a week step is 7 calendar days, not 168 hours.
    expect(toIsoDate(stepWeek(new Date(2025, 2, 27), 1))).toBe('2025-04-03')
    expect(toIsoDate(stepWeek(new Date(2025, 9, 23), 1))).toBe('2025-10-30')
  })
})

describe('schedule days', () => {
  it('parse only real yyyy-MM-dd dates and name their weekday', () => {
    expect(parseIsoDate('2025-03-03')?.getDate()).toBe(3)
    expect(parseIsoDate('2025-03-03')).toEqual(new Date(2025, 2, 3))
    expect(parseIsoDate('2024-02-29')).toEqual(new Date(2024, 1, 29))
    expect(parseIsoDate('2025-02-29')).toBeNull()
    expect(parseIsoDate('2025-13-01')).toBeNull()
    expect(parseIsoDate('2025-02-30')).toBeNull()
    expect(parseIsoDate('3/3/2025')).toBeNull()
    expect(weekdayName('2025-03-03')).toBe('Monday')
    expect(weekdayName('2025-03-09')).toBe('Sunday')
    expect(weekdayName('nope')).toBe('')
  })

  it('list a day’s events by start time', () => {
    const events = [event('2025-03-03', '14:00'), event('2025-03-03', '08:00'), event('2025-03-04', '09:00')]
    expect(eventsOn(events, '2025-03-03').map((e) => e.timeStart)).toEqual(['08:00', '14:00'])
  })

  it('show at most 3 distinct category dots a day, in time order', () => {
    const events = [
      event('2025-03-03', '08:00', 'daily-script'),
      event('2025-03-03', '09:00', 'daily-script'),
      event('2025-03-03', '10:00', 'meeting'),
      event('2025-03-03', '14:00', 'availability'),
      event('2025-03-03', '19:00', 'social'),
      event('2025-03-04', '10:00', 'special'),
    ]
    expect(dayDots(events, '2025-03-03')).toEqual(['daily-script', 'meeting', 'availability'])
    expect(dayDots(events, '2025-03-04')).toEqual(['special'])
    expect(dayDots(events, '2025-03-05')).toEqual([])
  })

  it("'Upcoming Events' are the first 3 from today on, in date and time order", () => {
    const events = [
      event('2025-03-10', '09:00'),
      event('2025-03-02', '09:00'), // before today
      event('2025-03-03', '18:00'),
      event('2025-03-03', '08:00'), // today, earlier (still listed: the day counts)
      event('2025-03-04', '12:00'),
    ]
    const upcoming = upcomingEvents(events, new Date(2025, 2, 3, 12))
    expect(upcoming.map((e) => `${e.date} ${e.timeStart}`)).toEqual([
      '2025-03-03 08:00',
      '2025-03-03 18:00',
      '2025-03-04 12:00',
    ])
  })

  it("the toggles hide availability slots ('My Availability') or other events ('Events')", () => {
    const slot = event('2025-03-03', '14:00', 'availability', { isAvailabilitySlot: true })
    const meeting = event('2025-03-03', '10:00')
    const all = [slot, meeting]
    expect(visibleEvents(all, { showAvailability: true, showEvents: true })).toEqual(all)
    expect(visibleEvents(all, { showAvailability: false, showEvents: true })).toEqual([meeting])
    expect(visibleEvents(all, { showAvailability: true, showEvents: false })).toEqual([slot])
    expect(visibleEvents(all, { showAvailability: false, showEvents: false })).toEqual([])
  })
})
