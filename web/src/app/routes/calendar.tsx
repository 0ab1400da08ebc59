import { HostBookings } from '@/features/booking/host-bookings'
import { MyBookings } from '@/features/booking/my-bookings'
import { ScheduleScreen } from '@/features/schedule/schedule-screen'

/**
 * Route /calendar: 'My Schedule' (month calendar, week strip, events and availability) and, for
 * a member, the advice sessions they booked and, for an advice host, the sessions booked with
 * them, each with its meeting's 'Join session' (composed here: the schedule and booking features
 * never import each other).
 */
export function Component() {
  return (
    <>
      <ScheduleScreen />
      <MyBookings />
      <HostBookings />
    </>
  )
}
