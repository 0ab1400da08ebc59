import { LoaderCircle, ShieldAlert } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/error-message'
import { TEXT_MAX } from './action-rules'
import type { ModerationSource } from './data/moderation-source'
import type { FoundMember } from './data/moderation-types'
import { FieldError } from './field-error'

/** The shortest justification of a reveal the database accepts, in characters. */
export const JUSTIFICATION_MIN = 20

/**
 * 'Reveal author' on an anonymous post's case (administrators only): a dialog asks for a written
 * justification (at least 20 characters), which `reveal_anonymous_author()` logs with the reveal.
 * The name is shown here only, to this administrator, and kept in this component's state alone:
 * never cached, never put in the case or the queue, gone when the case is left.
 */
export function RevealAuthor({ postId, source }: { postId: string; source: Pick<ModerationSource, 'revealAuthor'> }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [justification, setJustification] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const [revealed, setRevealed] = useState<FoundMember | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (justification.trim().length < JUSTIFICATION_MIN) {
      setError(`Write a justification of at least ${JUSTIFICATION_MIN} characters.`)
      return
    }
    setError(undefined)
    setSending(true)
    try {
      setRevealed(await source.revealAuthor(postId, justification.trim()))
      setOpen(false)
      setJustification('')
    } catch (failure) {
      setError(errorMessage(failure) || 'Something went wrong. Please try again.')
    } finally {
      setSending(false)
    }
  }

  if (revealed) {
    return (
      <p
        role="status"
        className="rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      >
        Revealed to you only (logged): the author is <strong>{revealed.name}</strong>{' '}
        <span className="text-xs break-all">(member id {revealed.id})</span>.
      </p>
    )
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ShieldAlert aria-hidden="true" />
          Reveal author
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reveal the anonymous author</DialogTitle>
            <DialogDescription>
              Only administrators can do this. The reveal and your justification are written to the moderation log; the
              name is shown to you alone.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-justification`}>Justification</Label>
            <Textarea
              id={`${id}-justification`}
              rows={3}
              maxLength={TEXT_MAX}
              value={justification}
              onChange={(event) => setJustification(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Reveal
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
