import { useEffect } from 'react'
import useSWR from 'swr'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { BookedSessions } from './booked-sessions'
import type { Booking } from './booking-model'
import { downloadBookingIcs } from './booking-ics'
import { useBookingSource } from './data/use-booking-source'
import { visitorTimeZone } from './time-zone'

/** The cache key of the sessions booked with the signed-in member as a host. */
export function hostBookingsKey(sourceKey: string): string {
  return `booking:hosting|${sourceKey}`
}

/**
 * 'Sessions Booked With You', for the schedule page of a member who is an advice host: their
 * upcoming live bookings in the member's time zone, each with who booked it (or 'A member' when
 * that name is not theirs to read), 'Add to calendar' and 'Cancel', kept up to date live. Renders nothing for anyone
 * who hosts no booked session, and for the guest (whose source keeps everything in this
 * browser, and hosts nobody).
 */
export function HostBookings({ timeZone: zoneProp }: { timeZone?: string }) {
  const source = useBookingSource()
  const key = source.peek ? null : hostBookingsKey(source.key)
  const { data, mutate } = useSWR(key, () => source.listHostBookings(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('The sessions booked with you could not be loaded:', error),
  })
  // A booking or cancellation (by the booker, or in another browser) shows without a reload.
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
        title="Sessions Booked With You"
        headingId="hosted-sessions-heading"
      />
    </div>
  )
}
