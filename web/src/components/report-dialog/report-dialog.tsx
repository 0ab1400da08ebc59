import { zodResolver } from '@hookform/resolvers/zod'
import { Flag, LoaderCircle, LogIn } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { EmergencyNumbers } from '@/components/care/emergency-numbers'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { REPORT_REASON_LABELS } from '@/lib/moderation/labels'
import { useModerationSource } from '@/lib/moderation/moderation-source-context'
import {
  NEEDS_ACCOUNT_MESSAGE,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@/lib/moderation/moderation-source'
import { EMPTY_REPORT, reportSchema, type ReportFormInput, type ReportFormValues } from './report-schema'

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  /** What is being reported (its `label` a noun phrase: 'the post by Anonymous'); the dialog is open while it is set. */
  target: ReportTarget | null
  /** Called when the dialog closes (sent, cancelled, Escape). */
  onClose: () => void
}

/** The toast after a report was stored: 'Report sent'. */
export const REPORT_SENT = 'Report sent'

/**
 * 'Report' for a post, a reply, a message or a profile: a dialog asking for one reason (Harassment
 * or bullying, Hate, Spam, Sexual content, Encourages self-harm, Illegal content, Someone may be at
 * risk, Something else; arrow keys move between them) and an optional note of at most 1,000
 * characters with a live counter. 'Send report' without a reason says 'Choose a reason.' and sends
 * nothing; a stored report closes the dialog with the toast 'Report sent'; a refusal (not allowed,
 * too many reports, a suspension) shows the server's message in the dialog and keeps what was
 * typed. Picking 'Someone may be at risk' also shows the emergency numbers. Closing it puts the
 * focus back on the control that opened it. A guest is told
 * 'Reporting needs an account.' with a link to sign in, and nothing is sent.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const source = useModerationSource()
  // The dialog is opened by whichever 'Report' button was used (no Radix trigger): focus goes back to it.
  const opener = useRef<Element | null>(null)
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          onOpenAutoFocus={() => {
            opener.current = document.activeElement
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current instanceof HTMLElement && opener.current.isConnected) {
              event.preventDefault()
              opener.current.focus()
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>Report</DialogTitle>
            <DialogDescription>
              {source.canReport
                ? `You are reporting ${target.label}. The person you report is never told who reported them.`
                : `You are about to report ${target.label}.`}
            </DialogDescription>
          </DialogHeader>
          {source.canReport ? (
            <ReportForm key={`${target.type}:${target.id}`} target={target} onDone={onClose} />
          ) : (
            <>
              <p className="text-sm">{NEEDS_ACCOUNT_MESSAGE} You are browsing as a guest.</p>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="cancel">Close</Button>
                </DialogClose>
                <Button asChild>
                  <Link to={paths.auth}>
                    <LogIn aria-hidden="true" />
                    Sign in
                  </Link>
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const source = useModerationSource()
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: EMPTY_REPORT,
  })
  const note = useWatch({ control, name: 'note' })
  const reason = useWatch({ control, name: 'reason' })

  useEffect(() => {
    if (errors.reason) setFocus('reason')
  }, [errors.reason, setFocus])

  const onValid = async (values: ReportFormValues) => {
    setFailure(null)
    try {
      await source.submitReport(target, values.reason, values.note === '' ? null : values.note)
    } catch (error) {
      setFailure(errorMessage(error) || 'Your report could not be sent. Please try again.')
      return
    }
    toast({
      title: REPORT_SENT,
      description:
        values.reason === 'at_risk'
          ? 'Thank you for looking out for someone. The moderators will reach out with help.'
          : 'Thank you. The moderators will review it.',
    })
    onDone()
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Report" className="space-y-4">
      <Controller
        control={control}
        name="reason"
        render={({ field }) => (
          <fieldset className="space-y-2" aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">Reason</legend>
            <RadioGroup
              value={field.value}
              onValueChange={(value) => field.onChange(REPORT_REASONS.find((r) => r === value) ?? '')}
              aria-label="Reason"
              aria-invalid={errors.reason ? true : undefined}
              className="gap-2!"
            >
              {REPORT_REASONS.map((value: ReportReason, index) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem
                    id={`${id}-${value}`}
                    value={value}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor={`${id}-${value}`} className="font-normal!">
                    {REPORT_REASON_LABELS[value]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {errors.reason?.message ? (
              <p
                id={`${id}-reason-error`}
                role="alert"
                className="text-sm font-medium text-destructive dark:text-red-300"
              >
                {errors.reason.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {reason === 'at_risk' ? (
        <div className="rounded-md border border-border bg-muted/50 p-3">
          <p className="mb-2 text-sm font-medium">The moderators are not an emergency service.</p>
          <EmergencyNumbers />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          placeholder="Anything the moderators should know"
          aria-describedby={`${id}-note-count${errors.note ? ` ${id}-note-error` : ''}`}
          aria-invalid={errors.note ? true : undefined}
          {...register('note')}
        />
        <p id={`${id}-note-count`} className="text-right text-xs text-muted-foreground">
          {note.length.toLocaleString('en-US')} / {REPORT_NOTE_MAX.toLocaleString('en-US')} characters
        </p>
        {errors.note?.message ? (
          <p id={`${id}-note-error`} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
            {errors.note.message}
          </p>
        ) : null}
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
            <Flag aria-hidden="true" />
          )}
          {isSubmitting ? 'Sending...' : 'Send report'}
        </Button>
      </DialogFooter>
    </form>
  )
}
