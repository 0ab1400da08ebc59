import { lightFormat } from 'date-fns'

// A page that shows a few dates needs neither date-fns' `format` nor its locale data: the month
// abbreviations are date-fns' en-US ones, and the numbers come from date-fns' `lightFormat`.
// (Not Intl: building the page's first Intl.DateTimeFormat blocked a low-tier phone for ~150 ms.)
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 'Mar 4': date-fns' `format(date, 'MMM d')`, in the browser's time zone. */
export function formatMonthDay(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`
}

/** '3:05 PM': date-fns' `format(date, 'h:mm a')`, in the browser's time zone. */
export function formatClockTime(date: Date): string {
  return lightFormat(date, 'h:mm a')
}

/** '4 Mar 2026, 15:05': date-fns' `format(date, 'd MMM yyyy, HH:mm')`, in the browser's time zone. */
export function formatDayMonthYearTime(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${lightFormat(date, 'yyyy, HH:mm')}`
}
