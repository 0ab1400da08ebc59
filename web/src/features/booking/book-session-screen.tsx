import { startOfDay, startOfMonth } from 'date-fns'
import { CalendarDays, Globe } from 'lucide-react'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageIntro, PublicLayout } from '@/components/layout/public-layout'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { useBrowserValue } from '@/hooks/use-hydrated'
import { errorMessage } from '@/lib/error-message'
import { BookedSessions } from './booked-sessions'
import { HOST, type Booking } from './booking-model'
import { downloadBookingIcs } from './booking-ics'
import { isBookableDay, toIsoDate, type Slot } from './booking-slots'
import { ConfirmBookingDialog } from './confirm-booking-dialog'
import { BookingSourceError } from './data/booking-source'
import { HostCard } from './host-card'
import { TIMES_HEADING_ID, TimeSlots } from './time-slots'
import { formatClock, formatLongDate, visitorTimeZone } from './time-zone'
import { useBooking } from './use-booking'

const noChanges = () => () => undefined

/** Props of {@link BookSessionScreen}. */
export interface BookSessionScreenProps {
  /** "Now" (tests); defaults to the current time, read again at each booking. */
  now?: Date
  /**
   * The visitor's time zone (tests); defaults to the browser's (a prerendered page shows the
   * sample host's zone until it has hydrated, then the browser's).
   */
  timeZone?: string
  /**
   * The page's frame: 'public' (the default) puts it in the public header and footer; 'app'
   * renders only the page, for a signed-in member inside the app's navigation.
   */
  frame?: 'public' | 'app'
}

/** The page in its frame: the public header and footer, or none (the app's navigation is around it). */
function Frame({ frame, children }: { frame: 'public' | 'app'; children: ReactNode }) {
  return frame === 'app' ? <div className="min-h-full">{children}</div> : <PublicLayout>{children}</PublicLayout>
}

/**
 * /book-session (public): choose a date (Monday to Friday, today or later), then one of the
 * free times (14:00 … 17:30 in the host's time zone, shown in the visitor's zone; taken and
 * past ones hidden), confirm in the dialog ('Session Booked!' with the date and time, optionally
 * downloading the .ics file). Beside it: the host's profile card and the booked sessions, each
 * with 'Add to calendar' (and 'Cancel' where the person may cancel). The host, the taken times
 * and the bookings come from the source the app gave: the guest's sample host and browser, or the
 * real host. A visitor (backend, not signed in) who confirms is sent to sign in, and back here
 * afterwards. A time taken meanwhile says so ('Time no longer available') and the times are read
 * again; a time the database refuses shows its reason; a network failure says so.
 */
export function BookSessionScreen({ now: fixedNow, timeZone: zoneProp, frame = 'public' }: BookSessionScreenProps) {
  const browserZone = useBrowserValue(noChanges, visitorTimeZone, HOST.timeZone)
  const timeZone = zoneProp ?? browserZone
  const [today] = useState(() => startOfDay(fixedNow ?? new Date()))
  const [selected, setSelected] = useState<Date | undefined>(undefined)
  const [pending, setPending] = useState<Slot | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const navigate = useNavigate()

  const currentTime = useCallback(() => fixedNow ?? new Date(), [fixedNow])
  const date = selected ? toIsoDate(selected) : null
  const { host, hostStatus, slots, bookings, needsSignIn, canCancel, book, cancel, retry } = useBooking(
    date,
    currentTime,
  )
  const hostName = host?.name ?? 'our host'

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
    setPending(null)
    if (!date || !host) return
    if (needsSignIn) {
      navigate(paths.authReturningTo(paths.bookSession))
      return
    }
    book(slot).then(
      (booking) => {
        toast({
          title: 'Session Booked!',
          description: `Your session with ${host.name} is on ${formatLongDate(slot.start, timeZone)} at ${formatClock(slot.start, timeZone)} (${timeZone}).`,
        })
        if (withCalendarFile) download(booking)
      },
      (error: unknown) => {
        const kind = error instanceof BookingSourceError ? error.kind : 'failed'
        if (kind === 'sign-in') {
          navigate(paths.authReturningTo(paths.bookSession))
          return
        }
        toast({
          // A rule of the database (a member's limit of upcoming sessions, 60 days ahead, a past
          // time) is not about the time being taken: its own message says why and when.
          title: kind === 'taken' ? 'Time no longer available' : 'Session not booked',
          description: errorMessage(error) || 'Please try again.',
          variant: 'destructive',
        })
      },
    )
  }

  const cancelBooking = (booking: Booking) => {
    cancel(booking.id).then(
      () => toast({ title: 'Session cancelled', description: 'The time is free again.' }),
      (error: unknown) =>
        toast({
          title: 'Session not cancelled',
          description: errorMessage(error) || 'Please try again.',
          variant: 'destructive',
        }),
    )
  }

  const unavailable =
    hostStatus === 'none'
      ? 'No host is taking bookings right now. Please check back soon.'
      : hostStatus === 'error'
        ? 'The host could not be loaded. Check your connection and try again.'
        : hostStatus === 'loading'
          ? 'Loading the host…'
          : undefined

  return (
    <Frame frame={frame}>
      <PageIntro eyebrow="Advice sessions" title="Book a Session">
        <p>Choose a day and a time for a 30-minute one-on-one session with {hostName}.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-24 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <p
            id="time-zone-note"
            className="flex items-start gap-2 rounded-xl border border-border bg-muted p-4 text-sm text-foreground"
          >
            <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Times shown in your time zone ({timeZone}){host ? <>; host&apos;s time zone: {host.timeZone}</> : null}
            </span>
          </p>
          {hostStatus === 'error' ? (
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          ) : null}
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
              slots={slots.slots}
              status={slots.status}
              unavailable={unavailable}
              timeZone={timeZone}
              hostTimeZone={host?.timeZone ?? timeZone}
              onChoose={(slot, trigger) => {
                returnFocus.current = trigger
                setPending(slot)
              }}
            />
          </div>
        </div>
        <div className="space-y-6">
          {host ? <HostCard host={host} /> : null}
          <BookedSessions
            bookings={bookings}
            timeZone={timeZone}
            onDownload={download}
            onCancel={canCancel ? cancelBooking : undefined}
            empty={needsSignIn ? 'Sign in to see your booked sessions' : undefined}
          />
        </div>
      </div>
      <ConfirmBookingDialog
        slot={pending}
        timeZone={timeZone}
        host={{ name: hostName, timeZone: host?.timeZone ?? timeZone }}
        needsSignIn={needsSignIn}
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
    </Frame>
  )
}
