import { format } from 'date-fns'
import useSWR from 'swr'
import { Badge } from '@/components/ui/badge'
import { errorMessage } from '@/lib/error-message'
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, TARGET_TYPE_LABELS } from '@/lib/moderation/labels'
import type { ModerationSource, MyReport } from '@/lib/moderation/moderation-source'

/** The SWR key of a member's reports (the report dialog's callers may revalidate it). */
export const myReportsKey = (source: ModerationSource) => ['moderation:my-reports', source.key] as const

const STATUS_VARIANT: Record<MyReport['status'], 'outline' | 'secondary' | 'default'> = {
  open: 'outline',
  action_taken: 'default',
  no_action: 'secondary',
}

/**
 * 'Your reports': the member's own reports, newest first, each saying what was reported (a post
 * or reply, a message, a profile), the reason, the note, when, and its status (Open, Action
 * taken, No action), and nothing more of the outcome. 'You have not reported anything.' when
 * there are none; the read's error otherwise.
 */
export function YourReports({ source }: { source: ModerationSource }) {
  const { data, error, isLoading } = useSWR(myReportsKey(source), () => source.listMyReports())
  if (isLoading) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your reports...
      </p>
    )
  }
  if (error) return <p className="text-sm text-destructive dark:text-red-300">{errorMessage(error)}</p>
  if (!data || data.length === 0)
    return <p className="text-sm text-muted-foreground">You have not reported anything.</p>
  return (
    <ul aria-label="Your reports" className="divide-y divide-border rounded-lg border border-border">
      {data.map((report) => (
        <li key={report.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-medium">
              {TARGET_TYPE_LABELS[report.targetType]}: {REPORT_REASON_LABELS[report.reason]}
            </p>
            {report.note ? <p className="text-sm wrap-anywhere text-muted-foreground">{report.note}</p> : null}
            <p className="text-xs text-muted-foreground">
              Reported{' '}
              <time dateTime={report.createdAt}>{format(new Date(report.createdAt), 'd MMM yyyy, HH:mm')}</time>
            </p>
          </div>
          <Badge variant={STATUS_VARIANT[report.status]} className="shrink-0">
            <span className="sr-only">Status: </span>
            {REPORT_STATUS_LABELS[report.status]}
          </Badge>
        </li>
      ))}
    </ul>
  )
}
