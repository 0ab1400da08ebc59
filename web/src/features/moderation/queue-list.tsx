import { EyeOff, Flag, HeartHandshake, Mail, Users } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import type { QueueCase } from './data/moderation-types'
import { KIND_LABELS, reasonLabel, targetLabel } from './moderation-labels'
import { ageOf, orderQueue } from './queue-order'

/** Props of {@link QueueList}. */
export interface QueueListProps {
  cases: readonly QueueCase[]
  /** The case open beside the list, marked as current. */
  selectedId: string | null
  /** The address of a case (the screen keeps the open case in the URL). */
  hrefOf: (caseId: string) => string
  /** The time ages are counted to (tests pass a fixed one). */
  now?: Date
}

/**
 * The open cases as an ordered list of links, in the queue's order ({@link orderQueue}: care,
 * illegal content, reporters, age). Each shows its kind (care cases marked with a heart and a
 * tinted edge), what it is about, the reasons, how many reported it, the excerpt as text, the room,
 * its age, 'Anonymous author' in place of a name for anonymous content, and 'Auto-hidden' when
 * three reports hid it.
 */
export function QueueList({ cases, selectedId, hrefOf, now }: QueueListProps) {
  if (cases.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No open cases.</p>
  }
  return (
    <ol aria-label="Open cases" className="space-y-2">
      {orderQueue(cases).map((item) => (
        <li key={item.id}>
          <QueueRow item={item} current={item.id === selectedId} href={hrefOf(item.id)} now={now} />
        </li>
      ))}
    </ol>
  )
}

const KIND_ICONS = { care: HeartHandshake, report: Flag, contact: Mail } as const

function QueueRow({
  item,
  current,
  href,
  now,
}: {
  item: QueueCase
  current: boolean
  href: string
  now?: Date | undefined
}) {
  const Icon = KIND_ICONS[item.kind]
  const care = item.kind === 'care'
  const author = item.anonymous ? 'Anonymous author' : item.subjectName
  const age = ageOf(item.createdAt, now)
  return (
    <Link
      to={href}
      aria-current={current ? 'true' : undefined}
      data-testid="queue-case"
      data-kind={item.kind}
      className={cn(
        'block rounded-lg border border-l-4 p-3 text-card-foreground shadow-xs outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        care ? 'border-l-rose-500 dark:border-l-rose-400' : 'border-l-transparent',
        current ? 'bg-accent' : 'bg-card',
      )}
    >
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge
          variant="tint"
          className={cn(
            care
              ? 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100'
              : 'bg-secondary text-secondary-foreground',
          )}
        >
          <Icon aria-hidden="true" />
          {KIND_LABELS[item.kind]}
        </Badge>
        {item.kind !== 'contact' ? (
          <span className="text-sm font-medium">{targetLabel(item.kind, item.targetType)}</span>
        ) : null}
        {item.autoHidden ? (
          <Badge variant="outline">
            <EyeOff aria-hidden="true" />
            Auto-hidden
          </Badge>
        ) : null}
        {age ? (
          <time dateTime={item.createdAt} className="ml-auto text-xs text-muted-foreground">
            {age}
          </time>
        ) : null}
      </span>
      {item.reasons.length > 0 ? (
        <span className="mt-1 block text-sm font-medium">{item.reasons.map(reasonLabel).join(', ')}</span>
      ) : care ? (
        <span className="mt-1 block text-sm font-medium">Words that suggest risk</span>
      ) : null}
      {item.excerpt ? (
        <span className="mt-1 line-clamp-2 block text-sm break-words text-muted-foreground">{item.excerpt}</span>
      ) : null}
      <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {author ? <span>{author}</span> : null}
        {item.roomSlug ? <span>Room: {item.roomSlug}</span> : null}
        {item.kind === 'report' || item.reporterCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3" />
            {item.reporterCount === 1 ? '1 reporter' : `${item.reporterCount} reporters`}
          </span>
        ) : null}
      </span>
    </Link>
  )
}
