import { LoaderCircle } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import useSWR from 'swr'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { TEXT_MAX } from './action-rules'
import type { ModerationSource } from './data/moderation-source'
import { MODERATION_ACTIONS, type Appeal, type ModerationAction } from './data/moderation-types'
import { FieldError } from './field-error'
import { actionLabel, ruleLabel } from './moderation-labels'
import { moderationKeys } from './moderation-keys'
import { whenOf } from './queue-order'

/** Why a moderator cannot decide an appeal of their own action. */
export const OWN_ACTION_NOTE = 'You took this action, so another moderator decides its appeal.'

/**
 * The Appeals tab (`moderation_appeals()`): pending appeals first, then the newest, each with the action, its
 * rule and reason, the member's appeal and, while pending, a decision (Uphold keeps the action,
 * Overturn reverses it) with a reason the member reads, sent with `decide_appeal()`. An appeal of
 * the moderator's own action cannot be decided by them: its form is disabled and says so.
 */
export function AppealsPanel({ source }: { source: ModerationSource }) {
  const { data, error, mutate } = useSWR(moderationKeys.appeals(source), () => source.appeals(), {
    revalidateOnFocus: true,
  })
  if (error) return <p role="alert">{errorMessage(error) || 'The appeals could not be loaded.'}</p>
  if (!data) return <Spinner label="Loading appeals..." />
  if (data.length === 0)
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No appeals.</p>
  const ordered = [...data].sort(
    (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt.localeCompare(a.createdAt),
  )
  return (
    <ol aria-label="Appeals" className="space-y-4">
      {ordered.map((appeal) => (
        <li key={appeal.id}>
          <AppealCard appeal={appeal} source={source} onDecided={() => void mutate()} />
        </li>
      ))}
    </ol>
  )
}

function AppealCard({
  appeal,
  source,
  onDecided,
}: {
  appeal: Appeal
  source: ModerationSource
  onDecided: () => void
}) {
  const id = useId()
  const action = (MODERATION_ACTIONS as readonly string[]).includes(appeal.action)
    ? actionLabel(appeal.action as ModerationAction)
    : appeal.action
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          Appeal of: {action}
        </h3>
        <Badge variant={appeal.status === 'pending' ? 'default' : 'secondary'}>{statusLabel(appeal.status)}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">{whenOf(appeal.createdAt)}</span>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        {appeal.rule ? (
          <>
            <dt className="text-muted-foreground">Rule</dt>
            <dd>{ruleLabel(appeal.rule)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Reason given</dt>
        <dd className="whitespace-pre-wrap break-words">{appeal.reason}</dd>
        <dt className="text-muted-foreground">The member wrote</dt>
        <dd className="whitespace-pre-wrap break-words">{appeal.body}</dd>
      </dl>
      {appeal.status === 'pending' ? <DecisionForm appeal={appeal} source={source} onDecided={onDecided} /> : null}
    </article>
  )
}

function DecisionForm({
  appeal,
  source,
  onDecided,
}: {
  appeal: Appeal
  source: ModerationSource
  onDecided: () => void
}) {
  const id = useId()
  const [decision, setDecision] = useState<'uphold' | 'overturn' | ''>('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ decision?: string; reason?: string }>({})
  const [sending, setSending] = useState(false)
  const own = appeal.actedByMe

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = {
      ...(decision ? {} : { decision: 'Choose Uphold or Overturn.' }),
      ...(reason.trim() ? {} : { reason: 'Write the reason the member will read.' }),
    }
    setErrors(found)
    if (!decision || !reason.trim()) return
    setSending(true)
    try {
      await source.decideAppeal(appeal.id, decision, reason.trim())
      toast({ title: decision === 'uphold' ? 'Appeal upheld' : 'Appeal overturned' })
      onDecided()
    } catch (failure) {
      toast({
        title: 'Appeal not decided',
        description: errorMessage(failure) || 'Something went wrong.',
        variant: 'destructive',
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 border-t pt-4">
      <fieldset disabled={own || sending} aria-describedby={own ? `${id}-own` : undefined} className="grid gap-3">
        <legend className="sr-only">Decide this appeal</legend>
        {own ? (
          <p id={`${id}-own`} className="text-sm text-muted-foreground">
            {OWN_ACTION_NOTE}
          </p>
        ) : null}
        <RadioGroup
          aria-label="Decision"
          value={decision}
          onValueChange={(value) => setDecision(value as 'uphold' | 'overturn')}
          disabled={own || sending}
          className="gap-2! sm:grid-cols-2"
          aria-invalid={errors.decision ? true : undefined}
          aria-describedby={errors.decision ? `${id}-decision-error` : undefined}
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-uphold`} value="uphold" />
            <Label htmlFor={`${id}-uphold`} className="font-normal!">
              Uphold: keep the action
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-overturn`} value="overturn" />
            <Label htmlFor={`${id}-overturn`} className="font-normal!">
              Overturn: reverse the action
            </Label>
          </div>
        </RadioGroup>
        <FieldError id={`${id}-decision-error`} message={errors.decision} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>Reason written to the member</Label>
          <Textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={TEXT_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          />
          <FieldError id={`${id}-reason-error`} message={errors.reason} />
        </div>
        <Button type="submit" size="sm" className="justify-self-start">
          {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Decide
        </Button>
      </fieldset>
    </form>
  )
}

function statusLabel(status: string): string {
  return { pending: 'Pending', upheld: 'Upheld', overturned: 'Overturned' }[status] ?? status
}
