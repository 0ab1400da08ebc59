import { CalendarCheck, CalendarPlus, Video, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { Booking } from './booking-model'
import {
  bookingMeetingPath,
  hasMeeting,
  isJoinOpen,
  JOIN_OPENS_MINUTES_BEFORE,
  nextJoinChange,
} from './booking-meeting'
import { sessionTimes } from './booking-slots'
import { formatClock, formatLongDate } from './time-zone'

/** Props of {@link BookedSessions}. */
export interface BookedSessionsProps {
  bookings: readonly Booking[]
  /** The visitor's time zone: times are shown in it. */
  timeZone: string
  /** 'Add to calendar' was pressed for a booking. */
  onDownload: (booking: Booking) => void
  /** 'Cancel' was pressed for a booking; without it there is no Cancel button. */
  onCancel?: (booking: Booking) => void
  /** The heading (default 'Booked Sessions'). */
  title?: string
  /** The heading's id, which names the list (default 'booked-heading'). */
  headingId?: string
  /** Shown when there are none (default 'No sessions booked yet'). */
  empty?: string
  /** "Now" (tests); defaults to the current time, read again whenever a join window opens or closes. */
  now?: Date
}

/** Longest wait setTimeout takes, in ms. */
const MAX_TIMEOUT_MS = 2_147_483_647

/** The current time, read again at the next opening or closing of the bookings' join windows. */
function useJoinClock(bookings: readonly Booking[], fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date())
  useEffect(() => {
    if (fixed) return
    const next = nextJoinChange(bookings, now)
    if (next === null) return
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(next - Date.now(), 0) + 50, MAX_TIMEOUT_MS))
    return () => clearTimeout(timer)
  }, [bookings, fixed, now])
  return fixed ?? now
}

/**
 * 'Booked Sessions': every booking by date and time, shown in the visitor's time zone, with
 * who booked it, 'Join session' (for a booking with a real host: a link to its meeting from 10
 * minutes before the start to the end, disabled otherwise), an 'Add to calendar' button
 * downloading its .ics file and, when `onCancel` is given, a 'Cancel' button. Times read in the booking's host's time zone (the sample host's
 * when it names none).
 */
export function BookedSessions({
  bookings,
  timeZone,
  onDownload,
  onCancel,
  title = 'Booked Sessions',
  headingId = 'booked-heading',
  empty = 'No sessions booked yet',
  now: fixedNow,
}: BookedSessionsProps) {
  const now = useJoinClock(bookings, fixedNow)
  const startOf = (b: Booking) => sessionTimes(b.date, b.time, b.host?.timeZone).start.getTime()
  const sorted = [...bookings].sort((a, b) => startOf(a) - startOf(b))
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-6 text-card-foreground">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {sorted.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 grid gap-3">
          {sorted.map((booking) => {
            const { start, end } = sessionTimes(booking.date, booking.time, booking.host?.timeZone)
            const when = `${formatLongDate(start, timeZone)}, ${formatClock(start, timeZone)} - ${formatClock(end, timeZone)}`
            return (
              <li
                key={booking.id}
                data-booking-id={booking.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{when}</p>
                  <p className="text-sm text-muted-foreground">Booked by {booking.bookedBy}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {hasMeeting(booking) ? (
                    isJoinOpen(booking, now) ? (
                      <Button asChild size="sm">
                        <Link to={bookingMeetingPath(booking.id)}>
                          <Video aria-hidden="true" />
                          Join session<span className="sr-only">: {when}</span>
                        </Link>
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        disabled
                        title={`Opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the session starts`}
                      >
                        <Video aria-hidden="true" />
                        Join session
                        <span className="sr-only">
                          : {when} (opens {JOIN_OPENS_MINUTES_BEFORE} minutes before it starts)
                        </span>
                      </Button>
                    )
                  ) : null}
                  <Button variant="outline" size="sm" onClick={() => onDownload(booking)}>
                    <CalendarPlus aria-hidden="true" />
                    Add to calendar<span className="sr-only">: {when} (.ics file)</span>
                  </Button>
                  {onCancel ? (
                    <Button variant="outline" size="sm" onClick={() => onCancel(booking)}>
                      <X aria-hidden="true" />
                      Cancel<span className="sr-only"> the session of {when}</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
