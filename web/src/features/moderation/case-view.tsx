import { ArrowLeft, EyeOff } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import useSWR, { useSWRConfig } from 'swr'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { ActionForm } from './action-form'
import type { ModerationSource } from './data/moderation-source'
import type { CaseDetail, SnapshotLine } from './data/moderation-types'
import { KIND_LABELS, reasonLabel, ruleLabel, targetLabel, verbLabel } from './moderation-labels'
import { moderationKeys } from './moderation-keys'
import { whenOf } from './queue-order'
import { RevealAuthor } from './reveal-author'
import { TextForm } from './text-form'

/** Props of {@link CaseView}. */
export interface CaseViewProps {
  caseId: string
  source: ModerationSource
  /** Administrators may reveal an anonymous author. */
  isAdmin: boolean
  /** The queue's address (the 'Back to the queue' link on small screens). */
  backHref: string
}

/**
 * One case (`moderation_case(id)`), read again live when it changes: what was reported as it was
 * (a message with the earlier messages), the reports with reasons, notes and who reported
 * (moderators only), earlier cases and actions concerning the same author, its history, the
 * moderators' notes, a contact case's conversation with 'Answer', and 'Take action'. Anonymous
 * content shows 'Anonymous author' and never a subject, and of earlier cases only their count;
 * administrators get 'Reveal author' on it.
 */
export function CaseView({ caseId, source, isAdmin, backHref }: CaseViewProps) {
  const key = moderationKeys.case(source, caseId)
  const { data, error, mutate } = useSWR(key, () => source.caseDetail(caseId))
  const { mutate: mutateKey } = useSWRConfig()
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()

  useEffect(() => {
    if (data?.id === caseId) heading.current?.focus({ preventScroll: true })
  }, [caseId, data?.id])

  const refresh = () => {
    void mutate()
    void mutateKey(moderationKeys.queue(source))
  }

  const back = (
    <Button asChild variant="ghost" size="sm" className="lg:hidden">
      <Link to={backHref}>
        <ArrowLeft aria-hidden="true" />
        Back to the queue
      </Link>
    </Button>
  )

  if (error) {
    return (
      <div className="space-y-3">
        {back}
        <p role="alert" className="text-destructive dark:text-red-300">
          {errorMessage(error) || 'This case could not be loaded.'}
        </p>
      </div>
    )
  }
  if (!data) return <Spinner label="Loading the case..." />

  return (
    <article aria-labelledby={headingId} className="space-y-6" data-testid="case-view">
      {back}
      <header className="space-y-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {data.kind === 'contact'
            ? (data.snapshot.subject ?? 'Message to moderators')
            : `${KIND_LABELS[data.kind]}: ${targetLabel(data.kind, data.targetType).toLowerCase()}`}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary" data-testid="case-status">
            {statusLabel(data.status)}
          </Badge>
          {data.autoHiddenAt ? (
            <Badge variant="outline">
              <EyeOff aria-hidden="true" />
              Auto-hidden
            </Badge>
          ) : null}
          <span>{data.anonymous ? 'Anonymous author' : (data.subject?.name ?? 'Author unknown')}</span>
          {data.roomSlug ? <span>Room: {data.roomSlug}</span> : null}
          <span>Opened {whenOf(data.createdAt)}</span>
        </div>
        {isAdmin && data.anonymous && data.targetType === 'post' && data.targetId ? (
          <RevealAuthor key={data.id} postId={data.targetId} source={source} />
        ) : null}
      </header>

      <Section title={data.kind === 'contact' ? 'Message' : 'What was reported'}>
        <Snapshot detail={data} />
      </Section>

      {data.kind === 'contact' ? (
        <Section title="Conversation">
          {data.messages.length === 0 ? (
            <p className="text-sm text-muted-foreground">No answers yet.</p>
          ) : (
            <ol className="space-y-2">
              {data.messages.map((message, index) => (
                <li key={index} className="rounded-md border p-3 text-sm">
                  <p className="text-xs text-muted-foreground">
                    {message.fromModerator ? 'Moderators' : 'Member'} · {whenOf(message.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
                </li>
              ))}
            </ol>
          )}
          <div className="mt-3">
            <TextForm
              label="Answer"
              submitLabel="Answer"
              doneTitle="Answer sent"
              failedTitle="Answer not sent"
              send={(body) => source.answer(data.id, body)}
              onDone={refresh}
            />
          </div>
        </Section>
      ) : (
        <Section title={`Reports (${data.reports.length})`}>
          {data.reports.length === 0 ? (
            <p className="text-sm text-muted-foreground">Opened automatically; nobody reported it.</p>
          ) : (
            <ol className="space-y-2">
              {data.reports.map((report, index) => (
                <li key={index} className="rounded-md border p-3 text-sm">
                  <p>
                    <span className="font-medium">{reasonLabel(report.reason)}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      · reported by {report.reporter?.name ?? 'a member'} · {whenOf(report.createdAt)}
                    </span>
                  </p>
                  {report.note ? <p className="mt-1 whitespace-pre-wrap break-words">“{report.note}”</p> : null}
                </li>
              ))}
            </ol>
          )}
        </Section>
      )}

      {data.kind !== 'contact' ? (
        <Section title="Earlier concerning this author">
          {data.anonymous ? (
            <p className="text-sm">
              {countOf(data.earlier.cases, 'earlier case')} about this author’s anonymous content. Nothing links it to
              their name.
            </p>
          ) : (
            <>
              <p className="text-sm">{countOf(data.earlier.cases, 'earlier case')}.</p>
              {data.earlier.actions.length > 0 ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {data.earlier.actions.map((action, index) => (
                    <li key={index}>
                      {capitalise(action.action)}
                      {action.rule ? `: ${ruleLabel(action.rule)}` : ''} · {whenOf(action.createdAt)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </Section>
      ) : null}

      <Section title="History">
        {data.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet.</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {data.history.map((entry, index) => (
              <li key={index}>
                <span className="font-medium">{verbLabel(entry.verb)}</span>
                {historyDetail(entry.detail)}
                <span className="text-muted-foreground">
                  {' '}
                  · {entry.actorName ?? 'System'} · {whenOf(entry.at)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Notes (moderators only)">
        {data.notes.length > 0 ? (
          <ol className="mb-3 space-y-2">
            {data.notes.map((note, index) => (
              <li key={index} className="rounded-md bg-muted p-3 text-sm">
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.authorName ?? 'A moderator'} · {whenOf(note.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        <TextForm
          label="Add a note"
          submitLabel="Add note"
          doneTitle="Note added"
          failedTitle="Note not added"
          send={(body) => source.addNote(data.id, body)}
          onDone={refresh}
        />
      </Section>

      <section className="rounded-lg border p-4">
        <ActionForm key={data.id} detail={data} source={source} onDone={refresh} />
      </section>
    </article>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

/** The reported text as it was (with a message's earlier messages above it); anonymous content names nobody. */
function Snapshot({ detail }: { detail: CaseDetail }) {
  const { snapshot } = detail
  return (
    <div className="space-y-2">
      {snapshot.earlier.length > 0 ? (
        <>
          <p className="text-xs font-medium text-muted-foreground">Earlier in the conversation</p>
          <ol className="space-y-1">
            {snapshot.earlier.map((line, index) => (
              <li key={index} className="rounded-md border border-dashed p-2 text-sm">
                <Line line={line} anonymous={detail.anonymous} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <blockquote className="rounded-md border-l-4 border-primary bg-muted p-3 text-sm" data-testid="case-snapshot">
        <Line line={snapshot} anonymous={detail.anonymous} />
      </blockquote>
    </div>
  )
}

function Line({ line, anonymous }: { line: SnapshotLine; anonymous: boolean }) {
  const who = anonymous ? 'Anonymous author' : line.authorName
  return (
    <>
      {who || line.createdAt ? (
        <span className="block text-xs text-muted-foreground">
          {[who, whenOf(line.createdAt)].filter(Boolean).join(' · ')}
        </span>
      ) : null}
      <span className="block whitespace-pre-wrap break-words">{line.body || '(no text)'}</span>
    </>
  )
}

const HISTORY_KEYS = ['action', 'rule', 'reason', 'decision', 'until'] as const

/** What of a history entry's detail a moderator reads: the action, rule, reason, decision and end; nothing else. */
function historyDetail(detail: unknown): string {
  if (!detail || typeof detail !== 'object') return ''
  const row = detail as Record<string, unknown>
  const parts = HISTORY_KEYS.flatMap((key) => {
    const value = row[key]
    if (typeof value !== 'string' || !value) return []
    if (key === 'rule') return [ruleLabel(value)]
    if (key === 'until') return [`until ${whenOf(value)}`]
    if (
      key === 'reason' &&
      value in { harassment: 1, hate: 1, spam: 1, sexual: 1, self_harm: 1, illegal: 1, at_risk: 1, other: 1 }
    )
      return [reasonLabel(value)]
    return [value]
  })
  return parts.length > 0 ? `: ${parts.join(', ')}` : ''
}

function statusLabel(status: string): string {
  return { open: 'Open', actioned: 'Action taken', dismissed: 'Dismissed' }[status] ?? status
}

function countOf(count: number, noun: string): string {
  if (count === 0) return `No ${noun}s`
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
