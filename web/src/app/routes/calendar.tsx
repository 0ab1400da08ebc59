import { HostBookings } from '@/features/booking/host-bookings'
import { ScheduleScreen } from '@/features/schedule/schedule-screen'

/**
 * Route /calendar: 'My Schedule' (month calendar, week strip, events and availability) and, for
 * a member who is an advice host, the sessions booked with them (composed here: the schedule and
 * booking features never import each other).
 */
export function Component() {
  return (
    <>
      <ScheduleScreen />
      <HostBookings />
    </>
  )
}
