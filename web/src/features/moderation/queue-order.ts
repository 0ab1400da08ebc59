import { format, formatDistanceStrict } from 'date-fns'
import type { QueueCase } from './data/moderation-types'

/** A case's place in the queue's first key: care cases, then cases with an illegal-content report, then the rest. */
export function queueTier(item: Pick<QueueCase, 'kind' | 'reasons'>): 0 | 1 | 2 {
  if (item.kind === 'care') return 0
  return item.reasons.includes('illegal') ? 1 : 2
}

/**
 * The queue in the order moderators work it (the order `moderation_queue()` returns, kept when
 * a live re-read or a local change reshuffles it): care first, then illegal content, then the
 * number of reporters (most first), then age (oldest first), then id (stable).
 */
export function orderQueue(items: readonly QueueCase[]): QueueCase[] {
  return [...items].sort(
    (a, b) =>
      queueTier(a) - queueTier(b) ||
      b.reporterCount - a.reporterCount ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
      a.id.localeCompare(b.id),
  )
}

/** How long ago `iso` was, e.g. '5 minutes ago' (at least '0 seconds ago'); '' for no time. */
export function ageOf(iso: string, now: Date = new Date()): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return ''
  return `${formatDistanceStrict(Math.min(at, now.getTime()), now)} ago`
}

/** A time in the moderator's zone, e.g. 'Nov 29, 2026, 14:05'; '' for no time. */
export function whenOf(iso: string | null): string {
  if (!iso) return ''
  const at = Date.parse(iso)
  return Number.isNaN(at) ? '' : format(at, 'MMM d, yyyy, HH:mm')
}
