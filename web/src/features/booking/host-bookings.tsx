import { hostBookingsKey } from './booking-keys'
import { ScheduleBookings } from './schedule-bookings'

/**
 * 'Sessions Booked With You', for the schedule page of a member who is an advice host: their
 * upcoming live bookings, each with who booked it (or 'A member' when that name is not theirs to
 * read). Nothing for anyone who hosts no booked session, nor for the guest.
 */
export function HostBookings({ timeZone }: { timeZone?: string }) {
  return (
    <ScheduleBookings
      title="Sessions Booked With You"
      headingId="hosted-sessions-heading"
      cacheKey={hostBookingsKey}
      load={(source) => source.listHostBookings()}
      timeZone={timeZone}
    />
  )
}
