import { formatMonthDay } from '@/lib/short-dates'

/**
 * How a post's time reads, from its ISO `createdAt` and "now" in ms: 'Just now' under a minute
 * (and for a time in the future), then '5m ago', '3h ago', '2d ago' under a week, then 'MMM d'
 * ('Mar 4'). An unreadable date reads as ''.
 */
export function formatPostTime(createdAt: string, nowMs: number): string {
  const then = Date.parse(createdAt)
  if (Number.isNaN(then)) return ''
  const minutes = Math.floor((nowMs - then) / 60_000)
  if (minutes < 1) return 'Just now'
  if (minutes < 60) return `${minutes}m ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h ago`
  const days = Math.floor(hours / 24)
  if (days < 7) return `${days}d ago`
  return formatMonthDay(new Date(then))
}
