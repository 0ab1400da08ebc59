import { lightFormat } from 'date-fns'

// A page that shows a few dates needs neither date-fns' `format` nor its locale data: month
// abbreviations come from the browser's Intl in US English, which writes them as date-fns' en-US
// locale does ('Jan' … 'Dec', 'Sep' too), and the numbers from date-fns' `lightFormat`.
const monthAbbreviation = new Intl.DateTimeFormat('en-US', { month: 'short' })

/** 'Mar 4': date-fns' `format(date, 'MMM d')`, in the browser's time zone. */
export function formatMonthDay(date: Date): string {
  return `${monthAbbreviation.format(date)} ${date.getDate()}`
}

/** '3:05 PM': date-fns' `format(date, 'h:mm a')`, in the browser's time zone. */
export function formatClockTime(date: Date): string {
  return lightFormat(date, 'h:mm a')
}

/** '4 Mar 2026, 15:05': date-fns' `format(date, 'd MMM yyyy, HH:mm')`, in the browser's time zone. */
export function formatDayMonthYearTime(date: Date): string {
  return `${date.getDate()} ${monthAbbreviation.format(date)} ${lightFormat(date, 'yyyy, HH:mm')}`
}
