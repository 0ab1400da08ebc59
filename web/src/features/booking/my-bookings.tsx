import { myBookingsKey } from './booking-keys'
import { ScheduleBookings } from './schedule-bookings'

/**
 * 'Booked Sessions' on a member's schedule: the advice sessions they booked, each with 'Join
 * session' when its meeting is open, 'Add to calendar' and 'Cancel'. Nothing while they have
 * none, nor for the guest (whose bookings stay on the booking page).
 */
export function MyBookings({ timeZone }: { timeZone?: string }) {
  return (
    <ScheduleBookings
      title="Booked Sessions"
      headingId="my-sessions-heading"
      cacheKey={myBookingsKey}
      load={(source) => source.listBookings()}
      timeZone={timeZone}
    />
  )
}
