import { LoaderCircle } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { TEXT_MAX } from './action-rules'
import { FieldError } from './field-error'

/** Props of {@link TextForm}. */
export interface TextFormProps {
  label: string
  submitLabel: string
  /** The toast after a successful send, e.g. 'Note added'. */
  doneTitle: string
  /** The toast title when the database refused, e.g. 'Note not added'. */
  failedTitle: string
  /** Sends the trimmed text; rejects with the message to show. */
  send: (body: string) => Promise<void>
  /** Called after a successful send. */
  onDone?: () => void
  /** Shortest text in characters (after trimming); 1 by default. */
  minLength?: number
  /** The message when the text is shorter. */
  tooShort?: string
}

/**
 * A one-field form (a note, an answer): the text is required (1–2,000 characters after trimming,
 * or `minLength`), sent with `send`; on success the field clears and `doneTitle` is toasted, on a
 * refusal the database's message is toasted and the text stays.
 */
export function TextForm({
  label,
  submitLabel,
  doneTitle,
  failedTitle,
  send,
  onDone,
  minLength = 1,
  tooShort,
}: TextFormProps) {
  const id = useId()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const text = body.trim()
    if (text.length < minLength) {
      setError(text ? (tooShort ?? 'Write something first.') : 'Write something first.')
      return
    }
    setError(undefined)
    setSending(true)
    try {
      await send(text)
      setBody('')
      toast({ title: doneTitle })
      onDone?.()
    } catch (failure) {
      toast({
        title: failedTitle,
        description: errorMessage(failure) || 'Something went wrong.',
        variant: 'destructive',
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-2">
      <Label htmlFor={`${id}-body`}>{label}</Label>
      <Textarea
        id={`${id}-body`}
        rows={2}
        maxLength={TEXT_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
      <Button type="submit" variant="secondary" size="sm" disabled={sending} className="justify-self-start">
        {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {submitLabel}
      </Button>
    </form>
  )
}
