import { startOfDay, startOfMonth } from 'date-fns'
import { CalendarDays, Globe } from 'lucide-react'
import { useRef, useState } from 'react'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'
import { Calendar } from '@/components/ui/calendar'
import { toast } from '@/components/ui/use-toast'
import { BookedSessions } from './booked-sessions'
import { HOST, type Booking } from './booking-model'
import { downloadBookingIcs } from './booking-ics'
import { isBookableDay, openSlots, toIsoDate, type Slot } from './booking-slots'
import { useBookingsStore } from './booking-store'
import { ConfirmBookingDialog } from './confirm-booking-dialog'
import { HostCard } from './host-card'
import { TIMES_HEADING_ID, TimeSlots } from './time-slots'
import { formatClock, formatLongDate, visitorTimeZone } from './time-zone'

/** Props of {@link BookSessionScreen}. */
export interface BookSessionScreenProps {
  /** "Now" (tests); defaults to the current time, read again at each booking. */
  now?: Date
  /** The visitor's time zone (tests); defaults to the browser's. */
  timeZone?: string
}

/**
 * /book-session (public): choose a date (Monday to Friday, today or later), then one of the
 * open times (14:00 … 17:30 in the host's time zone Europe/London, shown in the visitor's
 * zone; booked and past ones hidden), confirm in the dialog ('Session Booked!' with the date
 * and time, optionally downloading the .ics file). Beside it: the host's profile card and the
 * booked sessions, each with 'Add to calendar'.
 */
export function BookSessionScreen({ now: fixedNow, timeZone: zoneProp }: BookSessionScreenProps) {
  const [timeZone] = useState(() => zoneProp ?? visitorTimeZone())
  const [today] = useState(() => startOfDay(fixedNow ?? new Date()))
  const [selected, setSelected] = useState<Date | undefined>(undefined)
  const [pending, setPending] = useState<Slot | null>(null)
  const bookings = useBookingsStore((s) => s.bookings)
  const book = useBookingsStore((s) => s.book)
  const returnFocus = useRef<HTMLElement | null>(null)

  const currentTime = () => fixedNow ?? new Date()
  const date = selected ? toIsoDate(selected) : null
  const slots = date ? openSlots(date, bookings, currentTime()) : []

  const download = (booking: Booking) => {
    try {
      downloadBookingIcs(booking, currentTime())
    } catch {
      toast({
        title: 'Calendar file not created',
        description: 'This booking has no valid date.',
        variant: 'destructive',
      })
    }
  }

  const confirm = (slot: Slot, withCalendarFile: boolean) => {
    if (!date) return
    const result = book(date, slot.time, currentTime())
    setPending(null)
    if (result === 'taken' || result === 'not-bookable') {
      toast({
        title: 'Time no longer available',
        description: 'That time has just been booked or has passed. Please choose another.',
        variant: 'destructive',
      })
      return
    }
    toast({
      title: 'Session Booked!',
      description: `Your session with ${HOST.name} is on ${formatLongDate(slot.start, timeZone)} at ${formatClock(slot.start, timeZone)} (${timeZone}).`,
    })
    if (withCalendarFile) download(result)
  }

  return (
    <PublicLayout>
      <PageIntro eyebrow="Advice sessions" title="Book a Session">
        <p>Choose a day and a time for a 30-minute one-on-one session with {HOST.name}.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-24 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <p
            id="time-zone-note"
            className="flex items-start gap-2 rounded-xl border border-border bg-muted p-4 text-sm text-foreground"
          >
            <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Times shown in your time zone ({timeZone}); host&apos;s time zone: {HOST.timeZone}
            </span>
          </p>
          <div className="grid gap-6 xl:grid-cols-[auto_1fr]">
            <section
              aria-labelledby="date-heading"
              className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
            >
              <h2 id="date-heading" className="flex items-center gap-2 text-lg font-semibold">
                <CalendarDays aria-hidden="true" className="size-5 text-primary" />
                Choose a Date
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">Monday to Friday, from today</p>
              <div className="mt-2 flex justify-center">
                <Calendar
                  mode="single"
                  selected={selected}
                  onSelect={(day) => {
                    setSelected(day)
                  }}
                  disabled={(day) => !isBookableDay(day, today)}
                  startMonth={startOfMonth(today)}
                  defaultMonth={today}
                  weekStartsOn={1}
                />
              </div>
            </section>
            <TimeSlots
              date={date}
              slots={slots}
              timeZone={timeZone}
              onChoose={(slot, trigger) => {
                returnFocus.current = trigger
                setPending(slot)
              }}
            />
          </div>
        </div>
        <div className="space-y-6">
          <HostCard />
          <BookedSessions bookings={bookings} timeZone={timeZone} onDownload={download} />
        </div>
      </div>
      <ConfirmBookingDialog
        slot={pending}
        timeZone={timeZone}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        onCloseAutoFocus={(event) => {
          // Back to the chosen time, or to 'Available Times' when that time is now booked.
          const target = returnFocus.current
          returnFocus.current = null
          event.preventDefault()
          if (target?.isConnected) target.focus()
          else document.getElementById(TIMES_HEADING_ID)?.focus()
        }}
      />
    </PublicLayout>
  )
}
