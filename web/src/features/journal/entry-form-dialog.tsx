import { useEffect, useId, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { RefreshCw, X } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { afterNextPaint } from '@/lib/tasks/next-task'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { isPending, type Answer } from '@/lib/data/use-source-list'
import { entryFormDefaults, entryFormSchema, type EntryFormValues } from './entry-form'
import { MISSING_INFORMATION, NO_PROMPT, type JournalDraft, type JournalEntry } from './journal-model'
import { pickPrompt } from './journal-prompts'
import { TagField } from './tag-field'

/** Props of {@link EntryFormDialog}. */
export interface EntryFormDialogProps {
  open: boolean
  /** The entry being edited; null writes a new one. */
  entry: JournalEntry | null
  /**
   * Saves the form's values (a new entry, or over `entry`); answers the saved entry (at once, or
   * as a promise), or throws or rejects with an Error whose message says why (the dialog then stays open with what was typed).
   */
  onSave: (draft: JournalDraft) => Answer<JournalEntry>
  onOpenChange: (open: boolean) => void
  /** Called with the saved entry, after the dialog has been asked to close. */
  onSaved?: (entry: JournalEntry) => void
  /** Runs once the dialog has closed, to put focus somewhere sensible. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * 'New Entry' (or 'Edit Entry', prefilled): Title; Journal Prompt with 'Get new prompt' (a new
 * entry starts with a random prompt; 'Write without a prompt' saves 'No prompt used'); Your
 * Thoughts; Tags; Cancel; Save Entry. A blank title or blank thoughts gives the destructive
 * toast 'Missing information' ('Please provide both a title and content for your journal
 * entry') and saves nothing. Saving shows 'Journal entry saved' ('Your thoughts have been
 * recorded') and closes; an edit keeps the entry's id, date and favourite. A save that fails
 * (the network is down, say) shows 'Entry not saved' with the reason and keeps the dialog open
 * with its text; pressing Save Entry again while a save is under way does nothing.
 */
export function EntryFormDialog({
  open,
  entry,
  onSave,
  onOpenChange,
  onSaved,
  onCloseAutoFocus,
}: EntryFormDialogProps) {
  // The dialog paints first, its form a task later: on a slow phone both in one task is too long.
  const formShown = useAfterFirstPaint(open)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl!"
        onCloseAutoFocus={onCloseAutoFocus}
        // The form puts focus in its first field once it is there.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{entry ? 'Edit Entry' : 'New Entry'}</DialogTitle>
          <DialogDescription>
            {entry ? 'Change your entry and save it.' : 'Take a moment to put your thoughts into words.'}
          </DialogDescription>
        </DialogHeader>
        {formShown ? (
          <EntryForm
            entry={entry}
            onSave={onSave}
            onSaved={(saved) => {
              onOpenChange(false)
              onSaved?.(saved)
            }}
          />
        ) : (
          // The form's height, so the dialog does not move when it arrives.
          <div aria-hidden="true" className="h-[43rem] sm:h-[33rem]" />
        )}
      </DialogContent>
    </Dialog>
  )
}

function EntryForm({
  entry,
  onSave,
  onSaved,
}: {
  entry: JournalEntry | null
  onSave: (draft: JournalDraft) => Answer<JournalEntry>
  onSaved: (entry: JournalEntry) => void
}) {
  const id = useId()
  const [firstPrompt] = useState(() => pickPrompt())
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EntryFormValues>({
    resolver: zodResolver(entryFormSchema),
    defaultValues: entryFormDefaults(entry, firstPrompt),
  })
  const prompt = useWatch({ control, name: 'prompt' })
  const hasPrompt = prompt !== '' && prompt !== NO_PROMPT

  const saving = useRef(false)
  const onValid = async (values: EntryFormValues) => {
    // A second press while the first save is under way does nothing.
    if (saving.current) return
    saving.current = true
    let saved: JournalEntry
    try {
      const answer = onSave(values)
      saved = isPending(answer) ? await answer : answer
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Please try again.'
      toast({ title: 'Entry not saved', description, variant: 'destructive' })
      return
    } finally {
      saving.current = false
    }
    toast({ title: 'Journal entry saved', description: 'Your thoughts have been recorded' })
    onSaved(saved)
  }

  const onInvalid = () => toast({ ...MISSING_INFORMATION, variant: 'destructive' })

  // Focus goes to the first field once the form has been painted: focusing sooner would force
  // the form's style and layout in the task that renders it, too much for a phone.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    let current = true
    void afterNextPaint().then(() => {
      if (current) form.current?.querySelector<HTMLElement>('input, textarea')?.focus()
    })
    return () => {
      current = false
    }
  }, [])

  const describedBy = (name: 'title' | 'content') => (errors[name] ? `${id}-${name}-error` : undefined)

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
      className="grid min-w-0 gap-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          autoComplete="off"
          placeholder="Give your entry a title"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          {...register('title')}
        />
        <FieldError id={`${id}-title-error`} message={errors.title?.message} />
      </div>

      <div role="group" aria-labelledby={`${id}-prompt-label`} className="grid gap-2">
        <p id={`${id}-prompt-label`} className="text-sm leading-none font-medium">
          Journal Prompt
        </p>
        <div className="rounded-lg border border-border bg-muted/50 p-3">
          <p aria-live="polite" className={hasPrompt ? 'italic wrap-anywhere' : 'text-muted-foreground'}>
            {hasPrompt ? `"${prompt}"` : NO_PROMPT}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setValue('prompt', pickPrompt(hasPrompt ? prompt : null))}
            >
              <RefreshCw aria-hidden="true" />
              Get new prompt
            </Button>
            {hasPrompt ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setValue('prompt', NO_PROMPT)}>
                <X aria-hidden="true" />
                Write without a prompt
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-content`}>Your Thoughts</Label>
        <Textarea
          id={`${id}-content`}
          rows={8}
          placeholder="Write freely..."
          className="max-h-[50dvh]"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy('content')}
          {...register('content')}
        />
        <FieldError id={`${id}-content-error`} message={errors.content?.message} />
      </div>

      <Controller
        control={control}
        name="tags"
        render={({ field }) => <TagField id={`${id}-tags`} tags={field.value} onChange={field.onChange} />}
      />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="cancel">Cancel</Button>
        </DialogClose>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          Save Entry
        </Button>
      </DialogFooter>
    </form>
  )
}

/** A field's validation message in the destructive colour; nothing when there is none. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive dark:text-red-300">
      {message}
    </p>
  )
}
