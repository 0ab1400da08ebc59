import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { isPending, type Answer } from '@/lib/data/use-source-list'
import {
  END_BEFORE_START,
  RESOURCE_LINK_PLACEHOLDER,
  eventFormDefaults,
  eventFormSchema,
  eventFormValues,
  type EventFormValues,
} from './event-form'
import { describedBy, FormField } from './form-field'
import { CATEGORIES, EVENT_CATEGORY_IDS, SCHEDULE_TOAST_MS, type ScheduleEvent } from './schedule-model'

/** Props of {@link EventDialog}. */
export interface EventDialogProps {
  open: boolean
  /** The event being edited; null adds a new one. */
  event: ScheduleEvent | null
  /** Today (local), the new event's default date. */
  today: Date
  /**
   * Saves the form's values (a new event, or over `event`); answers the saved event (at once,
   * or as a promise), or throws or rejects with an Error whose message says why (the dialog then stays open with what was typed).
   */
  onSave: (values: EventFormValues) => Answer<ScheduleEvent>
  onOpenChange: (open: boolean) => void
  /** Called with the saved event, after the dialog has been asked to close. */
  onSaved?: (event: ScheduleEvent) => void
  /** Runs once the dialog has closed, to put focus somewhere sensible. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * 'Add New Event' or 'Edit Event': Title, Description, Date, Start Time, End Time, Location,
 * Host, Category (every category but availability) and Resource Link (placeholder
 * '/resources?item=resource-id'). New events start from the defaults (today, 12:00-13:00, Main
 * Room, You, Meeting). An end time not after the start is refused inline and with a
 * destructive toast, and nothing is saved. Saving shows 'Event Added' ('{title} has been added
 * to the schedule') or 'Event Updated' ('{title} has been updated') and closes the dialog. A save
 * that fails (the network is down, say) shows 'Event not saved' with the reason and keeps the
 * dialog open with what was typed.
 */
export function EventDialog({ open, event, today, onSave, onOpenChange, onSaved, onCloseAutoFocus }: EventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{event ? 'Edit Event' : 'Add New Event'}</DialogTitle>
          <DialogDescription>
            {event ? 'Change the details of this event.' : 'Add an event to your schedule.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <EventForm
            event={event}
            today={today}
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

function EventForm({
  event,
  today,
  onSave,
  onSaved,
}: {
  event: ScheduleEvent | null
  today: Date
  onSave: (values: EventFormValues) => Answer<ScheduleEvent>
  onSaved: (event: ScheduleEvent) => void
}) {
  const id = useId()
  const saving = useRef(false)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: event ? eventFormValues(event) : eventFormDefaults(today),
  })

  const onValid = async (values: EventFormValues) => {
    // A second press while the first save is under way does nothing.
    if (saving.current) return
    saving.current = true
    let saved: ScheduleEvent
    try {
      const answer = onSave(values)
      saved = isPending(answer) ? await answer : answer
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Please try again.'
      toast({ title: 'Event not saved', description, variant: 'destructive' })
      return
    } finally {
      saving.current = false
    }
    toast(
      event
        ? { title: 'Event Updated', description: `${saved.title} has been updated`, duration: SCHEDULE_TOAST_MS }
        : {
            title: 'Event Added',
            description: `${saved.title} has been added to the schedule`,
            duration: SCHEDULE_TOAST_MS,
          },
    )
    onSaved(saved)
  }

  const onInvalid = (found: FieldErrors<EventFormValues>) => {
    if (found.timeEnd?.message === END_BEFORE_START) {
      toast({ title: 'Event not saved', description: END_BEFORE_START, variant: 'destructive' })
    }
  }

  const field = (name: keyof EventFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, errors[name]?.message),
  })

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-4">
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
        <Input autoComplete="off" {...field('title')} {...register('title')} />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...field('description')} {...register('description')} />
      </FormField>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-location`} label="Location" error={errors.location?.message}>
          <Input autoComplete="off" {...field('location')} {...register('location')} />
        </FormField>
        <FormField id={`${id}-facilitator`} label="Host" error={errors.facilitator?.message}>
          <Input autoComplete="off" {...field('facilitator')} {...register('facilitator')} />
        </FormField>
      </div>
      <FormField id={`${id}-category`} label="Category" error={errors.category?.message}>
        <Controller
          control={control}
          name="category"
          render={({ field: { value, onChange, ref } }) => (
            <Select value={value} onValueChange={onChange}>
              <SelectTrigger ref={ref} id={`${id}-category`} className="w-full!">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {EVENT_CATEGORY_IDS.map((category) => (
                  <SelectItem key={category} value={category}>
                    {CATEGORIES[category].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField
        id={`${id}-resourceLink`}
        label="Resource Link (optional)"
        hint="Shown on Daily Script events: a page of this app."
        error={errors.resourceLink?.message}
      >
        <Input
          autoComplete="off"
          placeholder={RESOURCE_LINK_PLACEHOLDER}
          {...field('resourceLink')}
          aria-describedby={describedBy(`${id}-resourceLink`, errors.resourceLink?.message, 'hint')}
          {...register('resourceLink')}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="cancel">Cancel</Button>
        </DialogClose>
        <Button type="submit">{event ? 'Update Event' : 'Add Event'}</Button>
      </DialogFooter>
    </form>
  )
}
