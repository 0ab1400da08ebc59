import { format } from 'date-fns'
import { formatClockTime, formatDayMonthYearTime, formatMonthDay } from './short-dates'

// Every month of a year, at times across the day (midnight, morning, noon, evening).
const dates = Array.from({ length: 12 }, (_, month) =>
  [0, 9, 12, 23].map((hour) => new Date(2026, month, 1 + ((month * 7) % 28), hour, (month * 13) % 60)),
).flat()

describe('short dates', () => {
  it("read as date-fns' format with its en-US locale, for every month and hour", () => {
    for (const date of dates) {
      expect(formatMonthDay(date)).toBe(format(date, 'MMM d'))
      expect(formatClockTime(date)).toBe(format(date, 'h:mm a'))
      expect(formatDayMonthYearTime(date)).toBe(format(date, 'd MMM yyyy, HH:mm'))
    }
  })

  it('write what a reader expects', () => {
    const date = new Date(2026, 8, 4, 15, 5)
    expect(formatMonthDay(date)).toBe('Sep 4')
    expect(formatClockTime(date)).toBe('3:05 PM')
    expect(formatClockTime(new Date(2026, 0, 1, 0, 7))).toBe('12:07 AM')
    expect(formatDayMonthYearTime(date)).toBe('4 Sep 2026, 15:05')
  })
})
