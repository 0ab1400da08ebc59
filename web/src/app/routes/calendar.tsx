import { guestBookingSource } from '@/features/booking/data/use-booking-source'
import { HostBookings } from '@/features/booking/host-bookings'
import { MyBookings } from '@/features/booking/my-bookings'
import { guestScheduleSource } from '@/features/schedule/data/use-schedule-source'
import { ScheduleScreen } from '@/features/schedule/schedule-screen'

/** Before a guest's first render of their schedule: its code and saved events, and their sample booking's. */
export const prepareGuest = () => Promise.all([guestScheduleSource.load(), guestBookingSource.load()])

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
