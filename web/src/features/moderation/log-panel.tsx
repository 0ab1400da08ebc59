import useSWRInfinite from 'swr/infinite'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import type { ModerationSource } from './data/moderation-source'
import type { LogEntry } from './data/moderation-types'
import { verbLabel } from './moderation-labels'
import { whenOf } from './queue-order'

/** Entries per page of the log. */
export const LOG_PAGE = 50

/**
 * The Log tab (administrators): the append-only moderation log, newest first, a page of
 * {@link LOG_PAGE} at a time ('Load older entries' reads the page before the last id shown).
 * Details render as text.
 */
export function LogPanel({ source }: { source: ModerationSource }) {
  const { data, error, size, setSize, isValidating } = useSWRInfinite(
    (index, previous: LogEntry[] | null) => {
      if (previous && previous.length < LOG_PAGE) return null
      return ['moderation-log', source.key, index === 0 ? null : (previous?.at(-1)?.id ?? null)] as const
    },
    ([, , before]) => source.log(before, LOG_PAGE),
  )
  if (error) return <p role="alert">{errorMessage(error) || 'The log could not be loaded.'}</p>
  if (!data) return <Spinner label="Loading the log..." />
  const entries = data.flat()
  const more = (data.at(-1)?.length ?? 0) === LOG_PAGE
  if (entries.length === 0) return <p className="text-muted-foreground">The log is empty.</p>
  return (
    <div className="space-y-4">
      {/* Focusable: axe wants a scrollable region reachable by keyboard (the table scrolls sideways on small screens). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto rounded-lg border" role="region" aria-label="Moderation log" tabIndex={0}>
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Moderation log, newest first</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                When
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Who
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                What
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap">{whenOf(entry.at)}</td>
                <td className="px-3 py-2">{entry.actorName ?? 'System'}</td>
                <td className="px-3 py-2">{verbLabel(entry.verb)}</td>
                <td className="min-w-64 px-3 py-2 break-words">{detailText(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more ? (
        <Button variant="outline" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          Load older entries
        </Button>
      ) : null}
    </div>
  )
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A detail value as text: ids shortened to their first 8 characters ('3f2b9c1d…'), lists joined. */
function valueText(value: unknown): string | null {
  if (typeof value === 'string') return UUID.test(value) ? `${value.slice(0, 8)}…` : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map((item) => valueText(item) ?? '').join(', ')
  return null
}

/**
 * An entry's detail as one line of text: its scalar and list fields as 'key: value' (ids
 * shortened to 8 characters), then the case's short id, e.g. 'action: hide · rule: spam · case 3f2b9c1d…'.
 */
export function detailText(entry: Pick<LogEntry, 'detail' | 'caseId'>): string {
  const parts = Object.entries(entry.detail).flatMap(([key, value]) => {
    const text = valueText(value)
    return text === null ? [] : [`${key.replace(/_/g, ' ')}: ${text}`]
  })
  if (entry.caseId) parts.push(`case ${entry.caseId.slice(0, 8)}…`)
  return parts.join(' · ')
}
