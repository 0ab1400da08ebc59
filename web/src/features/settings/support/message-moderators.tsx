import { zodResolver } from '@hookform/resolvers/zod'
import { format } from 'date-fns'
import { LoaderCircle, MessageSquareWarning, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
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
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import type { ContactCase, ModerationSource } from '@/lib/moderation/moderation-source'
import { FieldMessage } from '../shared/field-message'

/** Longest subject of a message to the moderators, in characters. */
export const MODERATORS_SUBJECT_MAX = 200
/** Longest message to the moderators, in characters (the database's limit). */
export const MODERATORS_MESSAGE_MAX = 2000

const moderatorsMessageSchema = z.object({
  subject: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Please enter a subject.' }),
    z.maxLength(MODERATORS_SUBJECT_MAX, {
      error: `Keep the subject to ${MODERATORS_SUBJECT_MAX} characters or fewer.`,
    }),
  ),
  body: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Please enter a message.' }),
    z.maxLength(MODERATORS_MESSAGE_MAX, {
      error: `Keep the message to ${MODERATORS_MESSAGE_MAX} characters or fewer.`,
    }),
  ),
})
type ModeratorsMessage = z.infer<typeof moderatorsMessageSchema>

/** The SWR key of a member's messages to the moderators. */
export const contactCasesKey = (source: ModerationSource) => ['moderation:contact-cases', source.key] as const

/**
 * 'Message Moderators' for a signed-in member: a dialog with a subject and a message (both
 * required) that opens a case with the moderators (`message_moderators`). Sent: the toast
 * 'Message sent to the moderators', the dialog closes and the list of messages is read again; a
 * refusal shows the server's message in the dialog and keeps the text.
 */
export function MessageModeratorsDialog({ source }: { source: ModerationSource }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { mutate } = useSWRConfig()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ModeratorsMessage>({
    resolver: zodResolver(moderatorsMessageSchema),
    defaultValues: { subject: '', body: '' },
  })

  const onValid = async (values: ModeratorsMessage) => {
    setFailure(null)
    try {
      await source.messageModerators(values.subject, values.body)
    } catch (error) {
      setFailure(errorMessage(error) || 'Your message could not be sent. Please try again.')
      return
    }
    toast({ title: 'Message sent to the moderators', description: 'Their answer will arrive as a notification.' })
    reset()
    setOpen(false)
    void mutate(contactCasesKey(source))
  }

  const described = (name: keyof ModeratorsMessage) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {}

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setFailure(null)
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <MessageSquareWarning aria-hidden="true" />
          Message Moderators
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Message Moderators</DialogTitle>
          <DialogDescription>
            Write to the moderators about anything that worries you. Only moderators read it, and they answer here and
            in your notifications.
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label="Message Moderators" onSubmit={handleSubmit(onValid)} className="space-y-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-subject`}>Subject</Label>
            <Input
              id={`${id}-subject`}
              maxLength={MODERATORS_SUBJECT_MAX}
              {...described('subject')}
              {...register('subject')}
            />
            <FieldMessage id={`${id}-subject-error`} message={errors.subject?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-body`}>Message</Label>
            <Textarea
              id={`${id}-body`}
              rows={5}
              maxLength={MODERATORS_MESSAGE_MAX}
              {...described('body')}
              {...register('body')}
            />
            <FieldMessage id={`${id}-body-error`} message={errors.body?.message} />
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
              {isSubmitting ? 'Sending...' : 'Send'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

const CASE_STATUS: Record<string, string> = { open: 'Open', closed: 'Closed', actioned: 'Closed', dismissed: 'Closed' }

/**
 * The member's messages to the moderators, newest first: each subject with its status (Open or
 * Closed) and date, and its conversation, the member's words ('You') and the moderators' answers
 * ('Moderators'), oldest first. Nothing when there are none.
 */
export function ContactCases({ source }: { source: ModerationSource }) {
  const { data, error } = useSWR(contactCasesKey(source), () => source.listContactCases())
  if (error) return <p className="text-sm text-destructive dark:text-red-300">{errorMessage(error)}</p>
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="contact-cases-heading" className="space-y-2">
      <h3 id="contact-cases-heading" className="text-sm font-semibold">
        Your messages to the moderators
      </h3>
      <ul className="space-y-3">
        {data.map((c: ContactCase) => (
          <li key={c.id} className="rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium wrap-anywhere">{c.subject}</p>
              <Badge variant={c.status === 'open' ? 'outline' : 'secondary'}>
                <span className="sr-only">Status: </span>
                {CASE_STATUS[c.status] ?? c.status}
              </Badge>
            </div>
            <ol className="mt-2 space-y-2">
              {c.messages.map((m, index) => (
                <li key={`${m.createdAt}-${index}`} className="text-sm">
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{m.fromModerator ? 'Moderators' : 'You'}</span>
                    {' · '}
                    <time dateTime={m.createdAt}>{format(new Date(m.createdAt), 'd MMM yyyy, HH:mm')}</time>
                  </p>
                  <p className="whitespace-pre-wrap wrap-anywhere">{m.body}</p>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  )
}
