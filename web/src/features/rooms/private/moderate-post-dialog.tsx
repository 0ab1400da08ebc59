import { zodResolver } from '@hookform/resolvers/zod'
import { EyeOff, LoaderCircle, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod/mini'
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
import { usePrivateRoomsSource } from '../data/private-rooms-context'
import { FieldError, Failure } from './form-bits'

/** A post or reply the owner moderates: its id and a noun phrase naming it ('the post by Sam'). */
export interface ModerateTarget {
  id: string
  label: string
}

/** The longest reason written to the author, in characters (as the moderators' own form). */
export const MODERATION_REASON_MAX = 2000

const moderateSchema = z.object({
  action: z.enum(['hide', 'remove'], { error: 'Choose Hide or Remove.' }),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Write the reason its author will read.' }),
      z.maxLength(MODERATION_REASON_MAX, { error: `Keep the reason to ${MODERATION_REASON_MAX} characters or fewer.` }),
    ),
})
type ModerateValues = z.infer<typeof moderateSchema>

const ACTIONS = [
  { value: 'hide', label: 'Hide', hint: 'Others see “Hidden by a moderator”; its author still sees it.' },
  { value: 'remove', label: 'Remove', hint: 'It is deleted for everyone (replies by others stay).' },
] as const

/** Props of {@link ModeratePostDialog}. */
export interface ModeratePostDialogProps {
  /** The post or reply; the dialog is open while it is set. */
  target: ModerateTarget | null
  onClose: () => void
}

/**
 * 'Moderate' a post or reply in the member's own private room: Hide or Remove, with the reason
 * written to its author (their statement of reasons) and kept in the moderation log. The
 * database decides (only the room's owner and site moderators may); its refusal shows as it says
 * it. Closing puts the focus back on the control that opened it.
 */
export function ModeratePostDialog({ target, onClose }: ModeratePostDialogProps) {
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
            <DialogTitle>Moderate</DialogTitle>
            <DialogDescription>
              You are moderating {target.label}. Its author is told what was done and why.
            </DialogDescription>
          </DialogHeader>
          <ModerateForm key={target.id} target={target} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function ModerateForm({ target, onDone }: { target: ModerateTarget; onDone: () => void }) {
  const source = usePrivateRoomsSource()
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof moderateSchema>, unknown, ModerateValues>({
    resolver: zodResolver(moderateSchema),
    defaultValues: { action: 'hide', reason: '' },
  })
  const action = useWatch({ control, name: 'action' })

  const onValid = async (values: ModerateValues) => {
    setFailure(null)
    try {
      await source.moderatePost(target.id, values.action, values.reason)
    } catch (error) {
      setFailure(errorMessage(error) || 'That did not work. Please try again.')
      return
    }
    toast({ title: values.action === 'hide' ? 'Post hidden' : 'Post removed' })
    onDone()
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Moderate" className="space-y-4">
      <Controller
        control={control}
        name="action"
        render={({ field }) => (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Action</legend>
            <RadioGroup value={field.value} onValueChange={field.onChange} aria-label="Action" className="gap-2!">
              {ACTIONS.map((option, index) => (
                <div key={option.value} className="flex items-start gap-2">
                  <RadioGroupItem
                    id={`${id}-${option.value}`}
                    value={option.value}
                    className="mt-0.5"
                    aria-describedby={`${id}-${option.value}-hint`}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                  <div>
                    <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
                    <p id={`${id}-${option.value}-hint`} className="text-xs text-muted-foreground">
                      {option.hint}
                    </p>
                  </div>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason (sent to the author)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          {...register('reason')}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
      </div>
      <Failure>{failure}</Failure>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="cancel">
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={action === 'remove' ? 'destructive' : 'default'}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : action === 'remove' ? (
            <Trash2 aria-hidden="true" />
          ) : (
            <EyeOff aria-hidden="true" />
          )}
          {action === 'remove' ? 'Remove' : 'Hide'}
        </Button>
      </DialogFooter>
    </form>
  )
}
