import { zodResolver } from '@hookform/resolvers/zod'
import { format } from 'date-fns'
import { Gavel, LoaderCircle, Scale, Send, ShieldAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import useSWR, { useSWRConfig } from 'swr'
import { z } from 'zod/mini'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { guidelineText } from '@/lib/moderation/guideline-rules'
import { APPEAL_STATUS_LABELS, statementTitle } from '@/lib/moderation/labels'
import { useModerationSource } from '@/lib/moderation/moderation-source-context'
import { APPEAL_MAX, type ModerationSource, type Statement } from '@/lib/moderation/moderation-source'
import { restrictionMessage, useMyRestriction } from '@/lib/moderation/use-restriction'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { NeedsAccountNotice, type AccountAccess } from './account-access'

/** The SWR key of the member's statements of reasons. */
export const statementsKey = (source: ModerationSource) => ['moderation:statements', source.key] as const

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm')

/** How long a mute or suspension lasts, in words; null for other actions. */
function duration(statement: Statement): string | null {
  if (statement.action !== 'mute' && statement.action !== 'suspend') return null
  return statement.until ? `Until ${when(statement.until)}` : 'Until a moderator lifts it'
}

/**
 * 'Account standing' (Settings → Account): for a member, a notice of a mute or suspension in
 * force with its end, then their statements of reasons, newest first, each saying what was done
 * and to what (the text as it was), when, the rule (its guideline's words), the reason written to
 * them, whether it was automatic (auto-hide after several reports), how long (a mute or
 * suspension), and 'Appeal' while they may appeal (once per action, within 30 days) or their
 * appeal's status after. It never names who reported. 'Your account is in good standing.' when
 * there are none. A guest is told it needs an account.
 */
export function AccountStandingCard({ access }: { access: AccountAccess }) {
  const source = useModerationSource()
  return (
    <SettingsCard
      id="account-standing"
      title="Account standing"
      icon={<Scale aria-hidden="true" className="size-5 text-primary" />}
      description="Any action the moderators took about you or your posts, why, and how to appeal."
    >
      {access.kind === 'member' && source.canReport ? (
        <Standing source={source} />
      ) : access.kind === 'member' ? null : (
        <NeedsAccountNotice access={access}>Account standing needs an account.</NeedsAccountNotice>
      )}
    </SettingsCard>
  )
}

function Standing({ source }: { source: ModerationSource }) {
  const restriction = useMyRestriction()
  const { data, error, isLoading } = useSWR(statementsKey(source), () => source.listStatements())
  return (
    <div className="space-y-4">
      {restriction ? (
        <p
          data-testid="restriction-notice"
          className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm font-medium"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive dark:text-red-300" />
          {restrictionMessage(restriction)}
        </p>
      ) : null}
      {isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your account standing...
        </p>
      ) : error ? (
        <p className="text-sm text-destructive dark:text-red-300">{errorMessage(error)}</p>
      ) : !data || data.length === 0 ? (
        <p className="text-sm">Your account is in good standing. No moderation action concerns you.</p>
      ) : (
        <ul aria-label="Statements of reasons" className="space-y-3">
          {data.map((statement) => (
            <StatementItem key={statement.id} statement={statement} source={source} />
          ))}
        </ul>
      )}
    </div>
  )
}

function StatementItem({ statement, source }: { statement: Statement; source: ModerationSource }) {
  const headingId = useId()
  const rule = guidelineText(statement.rule)
  const length = duration(statement)
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-2 rounded-lg border border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
            <Gavel aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {statementTitle(statement)}
          </h3>
          <time dateTime={statement.createdAt} className="text-xs text-muted-foreground">
            {when(statement.createdAt)}
          </time>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          {statement.excerpt !== null ? (
            <>
              <dt className="font-medium text-muted-foreground">What</dt>
              <dd className="whitespace-pre-wrap wrap-anywhere">“{statement.excerpt}”</dd>
            </>
          ) : null}
          {rule ? (
            <>
              <dt className="font-medium text-muted-foreground">Rule</dt>
              <dd>{rule}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted-foreground">Reason</dt>
          <dd className="whitespace-pre-wrap wrap-anywhere">{statement.reason}</dd>
          <dt className="font-medium text-muted-foreground">Decided by</dt>
          <dd>{statement.automatic ? 'Automatically, after several members reported it' : 'A moderator'}</dd>
          {length ? (
            <>
              <dt className="font-medium text-muted-foreground">How long</dt>
              <dd>{length}</dd>
            </>
          ) : null}
        </dl>
        {statement.appealStatus ? (
          <Badge variant={statement.appealStatus === 'pending' ? 'outline' : 'secondary'}>
            {APPEAL_STATUS_LABELS[statement.appealStatus]}
          </Badge>
        ) : statement.canAppeal ? (
          <AppealDialog statement={statement} source={source} />
        ) : null}
      </article>
    </li>
  )
}

const appealSchema = z.object({
  body: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Please say why the decision should change.' }),
    z.maxLength(APPEAL_MAX, {
      error: `Keep the appeal to ${APPEAL_MAX.toLocaleString('en-US')} characters or fewer.`,
    }),
  ),
})
type AppealForm = z.infer<typeof appealSchema>

/**
 * 'Appeal' of one statement: a dialog with the member's text (required, at most 2,000 characters,
 * with a counter). Sent: 'Appeal sent', the dialog closes and the statement shows 'Appeal pending';
 * a refusal (already appealed, more than 30 days) shows the server's message and keeps the text.
 */
export function AppealDialog({ statement, source }: { statement: Statement; source: ModerationSource }) {
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const id = useId()
  const { mutate } = useSWRConfig()
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AppealForm>({ resolver: zodResolver(appealSchema), defaultValues: { body: '' } })
  const body = useWatch({ control, name: 'body' })

  const onValid = async ({ body: text }: AppealForm) => {
    setFailure(null)
    try {
      await source.appeal(statement.id, text)
    } catch (error) {
      setFailure(errorMessage(error) || 'Your appeal could not be sent. Please try again.')
      return
    }
    toast({ title: 'Appeal sent', description: 'A moderator who did not take the decision will review it.' })
    reset()
    setOpen(false)
    await mutate(statementsKey(source))
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setFailure(null)
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Appeal: ${statementTitle(statement)}`}>
          <Scale aria-hidden="true" />
          Appeal
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Appeal</DialogTitle>
          <DialogDescription>
            {statementTitle(statement)}. Say why you think the decision was wrong. You can appeal each decision once,
            within 30 days, and a moderator who did not take it will decide.
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label="Appeal" onSubmit={handleSubmit(onValid)} className="space-y-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-body`}>Your appeal</Label>
            <Textarea
              id={`${id}-body`}
              rows={5}
              maxLength={APPEAL_MAX}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={`${id}-count${errors.body ? ` ${id}-error` : ''}`}
              {...register('body')}
            />
            <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
              {body.length.toLocaleString('en-US')} / {APPEAL_MAX.toLocaleString('en-US')} characters
            </p>
            <FieldMessage id={`${id}-error`} message={errors.body?.message} />
          </div>
          {failure ? (
            <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="cancel">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {isSubmitting ? 'Sending...' : 'Send appeal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
