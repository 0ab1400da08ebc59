import { useEffect } from 'react'
import useSWR from 'swr'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { BookedSessions } from './booked-sessions'
import type { Booking } from './booking-model'
import { downloadBookingIcs } from './booking-ics'
import type { BookingSource } from './data/booking-source'
import { useBookingSource } from './data/use-booking-source'
import { visitorTimeZone } from './time-zone'

/** Which bookings a schedule list shows: its title, its heading's id, its cache key and how it reads them. */
export interface ScheduleBookingsProps {
  title: string
  headingId: string
  /** The SWR key of the list, given the source's key (shared with any other reader of the same list). */
  cacheKey: (sourceKey: string) => string
  load: (source: BookingSource) => Promise<Booking[]>
  /** IANA zone the times show in (the visitor's by default). */
  timeZone?: string
}

/**
 * A list of live bookings on a member's schedule page, in their time zone, each with 'Join
 * session' (from 10 minutes before its start to its end), 'Add to calendar' and 'Cancel', kept
 * up to date live. Renders nothing while there is none, and nothing for the guest (whose
 * bookings stay on the booking page, as before).
 */
export function ScheduleBookings({ title, headingId, cacheKey, load, timeZone: zoneProp }: ScheduleBookingsProps) {
  const source = useBookingSource()
  const key = source.peek ? null : cacheKey(source.key)
  const { data, mutate } = useSWR(key, () => load(source), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn(`${title} could not be loaded:`, error),
  })
  // A booking or cancellation (by the other person, or in another browser) shows without a reload.
  useEffect(() => (key ? source.follow(() => void mutate()) : undefined), [source, key, mutate])
  if (!data || data.length === 0) return null
  const timeZone = zoneProp ?? visitorTimeZone()

  const download = (booking: Booking) => {
    try {
      downloadBookingIcs(booking)
    } catch {
      toast({
        title: 'Calendar file not created',
        description: 'This booking has no valid date.',
        variant: 'destructive',
      })
    }
  }
  const cancel = (booking: Booking) => {
    void mutate((list = []) => list.filter((b) => b.id !== booking.id), { revalidate: false })
    source.cancel(booking.id).then(
      () => toast({ title: 'Session cancelled', description: 'The time is free again.' }),
      (error: unknown) => {
        void mutate()
        toast({
          title: 'Session not cancelled',
          description: errorMessage(error) || 'Please try again.',
          variant: 'destructive',
        })
      },
    )
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-6">
      <BookedSessions
        bookings={data}
        timeZone={timeZone}
        onDownload={download}
        onCancel={cancel}
        title={title}
        headingId={headingId}
      />
    </div>
  )
}
