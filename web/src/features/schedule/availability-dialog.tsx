import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
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
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { isPending, type Answer } from '@/lib/data/use-source-list'
import {
  END_BEFORE_START,
  availabilityFormDefaults,
  availabilityFormSchema,
  availabilityFormValues,
  type AvailabilityFormValues,
} from './event-form'
import { describedBy, FormField } from './form-field'
import { weekdayName } from './schedule-dates'
import { SCHEDULE_TOAST_MS, type ScheduleEvent } from './schedule-model'

/** Props of {@link AvailabilityDialog}. */
export interface AvailabilityDialogProps {
  open: boolean
  /** The slot being edited; null adds a new one. */
  event: ScheduleEvent | null
  /** The day selected on the schedule: a new slot's default date. */
  selectedDate: Date
  /**
   * Saves the form's values (a new slot, or over `event`); answers the saved slot (at once, or as
   * a promise), or throws or rejects with an Error whose message says why (the dialog then stays open with what was typed).
   */
  onSave: (values: AvailabilityFormValues) => Answer<ScheduleEvent>
  onOpenChange: (open: boolean) => void
  /** Called with the saved slot, after the dialog has been asked to close. */
  onSaved?: (event: ScheduleEvent) => void
  /** Runs once the dialog has closed, to put focus somewhere sensible. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * 'Add Availability' or 'Edit Availability': Date, Start Time, End Time, Location and
 * Description; a new slot starts on the selected date, 14:00-18:00, Online, 'Available for
 * meetings and consultations', host You. The slot is saved as 'My Availability - {weekday}'.
 * An end time not after the start is refused inline and with a destructive toast. Saving shows
 * 'Availability Added' ('Your availability for {weekday} has been added') or 'Availability
 * Updated', and closes the dialog. A save that fails (the network is down, say) shows
 * 'Availability not saved' with the reason and keeps the dialog open with what was typed.
 */
export function AvailabilityDialog({
  open,
  event,
  selectedDate,
  onSave,
  onOpenChange,
  onSaved,
  onCloseAutoFocus,
}: AvailabilityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{event ? 'Edit Availability' : 'Add Availability'}</DialogTitle>
          <DialogDescription>Let others know when you are available for meetings and consultations.</DialogDescription>
        </DialogHeader>
        {open ? (
          <AvailabilityForm
            event={event}
            selectedDate={selectedDate}
            onSave={onSave}
            onSaved={(saved) => {
              onOpenChange(false)
              onSaved?.(saved)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function AvailabilityForm({
  event,
  selectedDate,
  onSave,
  onSaved,
}: {
  event: ScheduleEvent | null
  selectedDate: Date
  onSave: (values: AvailabilityFormValues) => Answer<ScheduleEvent>
  onSaved: (event: ScheduleEvent) => void
}) {
  const id = useId()
  const saving = useRef(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AvailabilityFormValues>({
    resolver: zodResolver(availabilityFormSchema),
    defaultValues: event ? availabilityFormValues(event) : availabilityFormDefaults(selectedDate),
  })

  const onValid = async (values: AvailabilityFormValues) => {
    // A second press while the first save is under way does nothing.
    if (saving.current) return
    saving.current = true
    let saved: ScheduleEvent
    try {
      const answer = onSave(values)
      saved = isPending(answer) ? await answer : answer
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Please try again.'
      toast({ title: 'Availability not saved', description, variant: 'destructive' })
      return
    } finally {
      saving.current = false
    }
    const weekday = weekdayName(saved.date)
    toast(
      event
        ? {
            title: 'Availability Updated',
            description: `Your availability for ${weekday} has been updated`,
            duration: SCHEDULE_TOAST_MS,
          }
        : {
            title: 'Availability Added',
            description: `Your availability for ${weekday} has been added`,
            duration: SCHEDULE_TOAST_MS,
          },
    )
    onSaved(saved)
  }

  const onInvalid = (found: FieldErrors<AvailabilityFormValues>) => {
    if (found.timeEnd?.message === END_BEFORE_START) {
      toast({ title: 'Availability not saved', description: END_BEFORE_START, variant: 'destructive' })
    }
  }

  const field = (name: keyof AvailabilityFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, errors[name]?.message),
  })

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-4">
      <FormField id={`${id}-date`} label="Date" error={errors.date?.message}>
        <Input type="date" {...field('date')} {...register('date')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-timeStart`} label="Start Time" error={errors.timeStart?.message}>
          <Input type="time" {...field('timeStart')} {...register('timeStart')} />
        </FormField>
        <FormField id={`${id}-timeEnd`} label="End Time" error={errors.timeEnd?.message}>
          <Input type="time" {...field('timeEnd')} {...register('timeEnd')} />
        </FormField>
      </div>
      <FormField id={`${id}-location`} label="Location" error={errors.location?.message}>
        <Input autoComplete="off" {...field('location')} {...register('location')} />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...field('description')} {...register('description')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="cancel">Cancel</Button>
        </DialogClose>
        <Button type="submit">{event ? 'Update Availability' : 'Add Availability'}</Button>
      </DialogFooter>
    </form>
  )
}
