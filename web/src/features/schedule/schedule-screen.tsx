import { format, isSameDay, startOfDay, startOfMonth } from 'date-fns'
import { CalendarPlus, Check, Clock, Plus } from 'lucide-react'
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useOpenedOnce } from '@/hooks/use-opened-once'
import { cn } from '@/lib/utils'
import { eventAction } from './event-action'
import { EventCard } from './event-card'
import {
  eventsOn,
  parseIsoDate,
  stepWeek,
  toIsoDate,
  upcomingEvents,
  visibleEvents,
  weekdayName,
  type ScheduleFilter,
} from './schedule-dates'
import { SCHEDULE_TOAST_MS, type ScheduleEvent } from './schedule-model'
import { ScheduleSidebar } from './schedule-sidebar'
import { useSchedule } from './use-schedule'
import { WeekStrip } from './week-strip'

// The dialogs (react-hook-form, zod, the select; Radix's alert dialog) load when first opened, not with the page.
const EventDialog = lazy(() => import('./event-dialog').then((m) => ({ default: m.EventDialog })))
const AvailabilityDialog = lazy(() => import('./availability-dialog').then((m) => ({ default: m.AvailabilityDialog })))
const DeleteEventDialog = lazy(() => import('./delete-event-dialog').then((m) => ({ default: m.DeleteEventDialog })))

type OpenDialog =
  { kind: 'event'; event: ScheduleEvent | null } | { kind: 'availability'; event: ScheduleEvent | null } | null

/** Props of {@link ScheduleScreen}. */
export interface ScheduleScreenProps {
  /** "Now" (tests); defaults to the current time when the screen mounts. */
  now?: Date
}

/**
 * /calendar, 'My Schedule': the month calendar, Events Legend and 'Upcoming Events' on the
 * left; the Monday-first week strip, the selected day's heading ('Today' badge) and its event
 * cards (or 'No events scheduled for this day') in the main area. Header toggles 'My
 * Availability' and 'Events' (both on; a check mark and aria-pressed when on) filter every
 * view; 'Add Event' and 'Set Availability' open their dialogs; each card edits (an
 * availability slot in its own dialog), deletes after confirmation ('Event Deleted'), and acts:
 * 'View Resource' goes to the app path, meetings to /meeting-room, availability shows a toast,
 * anything else 'Joining {title}...'. Events come from the schedule's source (useSchedule): the
 * guest's browser schedule, or a member's in the database ('Loading your schedule...' first; a
 * failed read says so with 'Try again'). A delete that fails brings the event back and says why.
 */
export function ScheduleScreen({ now }: ScheduleScreenProps) {
  const [today] = useState(() => startOfDay(now ?? new Date()))
  const [selected, setSelected] = useState(today)
  const [month, setMonth] = useState(() => startOfMonth(today))
  const [filter, setFilter] = useState<ScheduleFilter>({ showAvailability: true, showEvents: true })
  const [dialog, setDialogState] = useState<OpenDialog>(null)
  // A form dialog stays mounted once opened, so it animates out and hands focus back on close.
  const [mounted, setMounted] = useState({ event: false, availability: false })
  const setDialog = (next: OpenDialog) => {
    if (next) setMounted((m) => (m[next.kind] ? m : { ...m, [next.kind]: true }))
    setDialogState(next)
  }
  const [pendingDelete, setPendingDelete] = useState<ScheduleEvent | null>(null)
  const deleteShown = useOpenedOnce(pendingDelete !== null)
  const schedule = useSchedule()
  const { events } = schedule
  const navigate = useNavigate()
  const dayHeading = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  const visible = useMemo(() => visibleEvents(events, filter), [events, filter])
  const dayEvents = eventsOn(visible, toIsoDate(selected))
  const upcoming = upcomingEvents(visible, today)
  const eventDays = useMemo(
    () => [...new Set(visible.map((e) => e.date))].map(parseIsoDate).filter((d): d is Date => d !== null),
    [visible],
  )

  const select = (day: Date) => {
    const next = startOfDay(day)
    setSelected(next)
    setMonth(startOfMonth(next))
  }

  const rememberTrigger = (target: HTMLElement | null) => {
    returnFocus.current = target
  }

  /** After a dialog closes: back to what opened it, or to the day's heading when that is gone. */
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current
    returnFocus.current = null
    event.preventDefault()
    if (target?.isConnected) target.focus()
    else dayHeading.current?.focus()
  }

  const act = (event: ScheduleEvent) => {
    const action = eventAction(event)
    switch (action.kind) {
      case 'resource':
        void navigate(action.path)
        return
      case 'meeting-room':
        void navigate(paths.meetingRoom)
        return
      case 'availability':
        toast({
          title: 'My Availability',
          description: `You are available on ${weekdayName(event.date)} from ${event.timeStart} to ${event.timeEnd}${event.location ? ` (${event.location})` : ''}`,
          duration: SCHEDULE_TOAST_MS,
        })
        return
      case 'join':
        toast({ title: `Joining ${event.title}...`, duration: SCHEDULE_TOAST_MS })
    }
  }

  const confirmDelete = async (event: ScheduleEvent) => {
    setPendingDelete(null)
    try {
      await schedule.remove(event)
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Please try again.'
      toast({ title: 'Event not deleted', description, variant: 'destructive' })
      return
    }
    toast({
      title: 'Event Deleted',
      description: `${event.title} has been permanently removed from the schedule`,
      duration: SCHEDULE_TOAST_MS,
    })
  }

  const onSaved = (saved: ScheduleEvent) => {
    const date = parseIsoDate(saved.date)
    if (date && !isSameDay(date, selected)) select(date)
  }

  const isToday = isSameDay(selected, today)
  const editingEvent = dialog?.kind === 'event' ? dialog.event : null
  const editingSlot = dialog?.kind === 'availability' ? dialog.event : null

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 md:py-10">
      <div data-frame className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Schedule</h1>
          <p className="mt-2 text-muted-foreground">Your events, scripts and availability, week by week</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
            <FilterToggle
              pressed={filter.showAvailability}
              onToggle={() => setFilter((f) => ({ ...f, showAvailability: !f.showAvailability }))}
            >
              My Availability
            </FilterToggle>
            <FilterToggle
              pressed={filter.showEvents}
              onToggle={() => setFilter((f) => ({ ...f, showEvents: !f.showEvents }))}
            >
              Events
            </FilterToggle>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={(e) => {
                rememberTrigger(e.currentTarget)
                setDialog({ kind: 'event', event: null })
              }}
            >
              <Plus aria-hidden="true" />
              Add Event
            </Button>
            <Button
              variant="secondary"
              onClick={(e) => {
                rememberTrigger(e.currentTarget)
                setDialog({ kind: 'availability', event: null })
              }}
            >
              <Clock aria-hidden="true" />
              Set Availability
            </Button>
          </div>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <ScheduleSidebar
          selected={selected}
          month={month}
          onMonthChange={setMonth}
          onSelect={select}
          eventDays={eventDays}
          upcoming={upcoming}
        />

        <div className="min-w-0 space-y-6">
          <WeekStrip
            selected={selected}
            today={today}
            events={visible}
            onSelect={select}
            onStep={(weeks) => select(stepWeek(selected, weeks))}
          />

          <section aria-labelledby="selected-day-heading" className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <h2
                id="selected-day-heading"
                ref={dayHeading}
                tabIndex={-1}
                className="text-2xl font-bold tracking-tight outline-none"
              >
                {format(selected, 'EEEE, MMMM d, yyyy')}
              </h2>
              {isToday ? <Badge>Today</Badge> : null}
            </div>
            {schedule.status !== 'ready' ? (
              <div
                role={schedule.status === 'error' ? 'alert' : 'status'}
                className="rounded-xl border border-dashed border-border p-10 text-center"
              >
                {schedule.status === 'error' ? (
                  <>
                    <p className="font-medium">Your schedule could not be loaded</p>
                    <p className="mt-1 text-sm text-muted-foreground">{schedule.error}</p>
                    <Button variant="outline" className="mt-4" onClick={schedule.retry}>
                      Try again
                    </Button>
                  </>
                ) : (
                  <p className="text-muted-foreground">Loading your schedule...</p>
                )}
              </div>
            ) : dayEvents.length > 0 ? (
              <ul aria-labelledby="selected-day-heading" className="grid gap-4 xl:grid-cols-2">
                {dayEvents.map((event) => (
                  <EventCard
                    key={event.id}
                    event={event}
                    onEdit={(e) => {
                      rememberTrigger(e.currentTarget)
                      setDialog({ kind: event.isAvailabilitySlot ? 'availability' : 'event', event })
                    }}
                    onDelete={(e) => {
                      rememberTrigger(e.currentTarget)
                      setPendingDelete(event)
                    }}
                    onAction={() => act(event)}
                  />
                ))}
              </ul>
            ) : (
              <div className="rounded-xl border border-dashed border-border p-10 text-center">
                <CalendarPlus aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
                <p className="mt-3 font-medium">No events scheduled for this day</p>
                <p className="mt-1 text-sm text-muted-foreground">Select another day or check back later</p>
              </div>
            )}
          </section>
        </div>
      </div>

      <Suspense fallback={null}>
        {mounted.event ? (
          <EventDialog
            open={dialog?.kind === 'event'}
            event={dialog?.kind === 'event' ? dialog.event : null}
            today={today}
            onSave={(values) => {
              const input = { kind: 'event', values } as const
              return editingEvent ? schedule.update(editingEvent.id, input) : schedule.create(input)
            }}
            onOpenChange={(open) => {
              if (!open) setDialog(null)
            }}
            onSaved={onSaved}
            onCloseAutoFocus={restoreFocus}
          />
        ) : null}
        {mounted.availability ? (
          <AvailabilityDialog
            open={dialog?.kind === 'availability'}
            event={dialog?.kind === 'availability' ? dialog.event : null}
            selectedDate={selected}
            onSave={(values) => {
              const input = { kind: 'availability', values } as const
              return editingSlot ? schedule.update(editingSlot.id, input) : schedule.create(input)
            }}
            onOpenChange={(open) => {
              if (!open) setDialog(null)
            }}
            onSaved={onSaved}
            onCloseAutoFocus={restoreFocus}
          />
        ) : null}
        {deleteShown ? (
          <DeleteEventDialog
            event={pendingDelete}
            onConfirm={(event) => void confirmDelete(event)}
            onCancel={() => setPendingDelete(null)}
            onCloseAutoFocus={restoreFocus}
          />
        ) : null}
      </Suspense>
    </div>
  )
}

/** A header toggle: pressed (aria-pressed, a check mark) shows that kind of entry. */
function FilterToggle({
  pressed,
  onToggle,
  children,
}: {
  pressed: boolean
  onToggle: () => void
  children: ReactNode
}) {
  return (
    <Button
      variant="outline"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(pressed && 'border-primary! bg-primary/10! text-foreground hover:bg-primary/20!')}
    >
      {pressed ? <Check aria-hidden="true" /> : <span aria-hidden="true" className="size-4" />}
      {children}
    </Button>
  )
}
