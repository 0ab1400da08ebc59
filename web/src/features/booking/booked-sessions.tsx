import { CalendarCheck, CalendarPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Booking } from './booking-model'
import { sessionTimes } from './booking-slots'
import { formatClock, formatLongDate } from './time-zone'

/** Props of {@link BookedSessions}. */
export interface BookedSessionsProps {
  bookings: readonly Booking[]
  /** The visitor's time zone: times are shown in it. */
  timeZone: string
  /** 'Add to calendar' was pressed for a booking. */
  onDownload: (booking: Booking) => void
}

/**
 * 'Booked Sessions': every booking by date and time, shown in the visitor's time zone, with
 * who booked it and an 'Add to calendar' button downloading its .ics file.
 */
export function BookedSessions({ bookings, timeZone, onDownload }: BookedSessionsProps) {
  const sorted = [...bookings].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
  return (
    <section
      aria-labelledby="booked-heading"
      className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
    >
      <h2 id="booked-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
        Booked Sessions
      </h2>
      {sorted.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No sessions booked yet</p>
      ) : (
        <ul aria-labelledby="booked-heading" className="mt-4 grid gap-3">
          {sorted.map((booking) => {
            const { start, end } = sessionTimes(booking.date, booking.time)
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
                <Button variant="outline" size="sm" onClick={() => onDownload(booking)}>
                  <CalendarPlus aria-hidden="true" />
                  Add to calendar<span className="sr-only">: {when} (.ics file)</span>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
