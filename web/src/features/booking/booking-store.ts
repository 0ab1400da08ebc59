import { createPersistedStore } from '@/lib/persist/persisted-store'
import { BOOKED_BY_YOU, newBookingId, sampleBookings, type Booking } from './booking-model'
import { openSlots, toIsoDate } from './booking-slots'

/** The persisted data: every booked session, in the order they were booked. */
export interface BookingsData {
  bookings: Booking[]
}

/** Why {@link useBookingsStore}'s `book` refused. */
export type BookingRefusal = 'not-bookable' | 'taken'

/**
 * The booked sessions, kept in the browser per person under `nexus:bookings`, starting with
 * the two demo bookings on the next weekdays.
 */
export const useBookingsStore = createPersistedStore({
  name: 'nexus:bookings',
  version: 1,
  schema: () => import('./booking-schema').then((module) => module.bookingsDataSchema),
  seed: ({ now }): BookingsData => ({ bookings: sampleBookings(now) }),
  actions: ({ set, get }) => ({
    /**
     * Books the session at `time` ('HH:mm', host's time zone) on the host's date `date`
     * ('yyyy-MM-dd') for 'You'. Refused, changing nothing: 'not-bookable' for a weekend, a day
     * before today, a time that is not a slot or a slot that has started; 'taken' when that
     * slot is already booked. `now` defaults to the current time.
     */
    book(date: string, time: string, now: Date = new Date()): Booking | BookingRefusal {
      const { bookings } = get()
      if (bookings.some((b) => b.date === date && b.time === time)) return 'taken'
      if (date < toIsoDate(now) || !openSlots(date, bookings, now).some((s) => s.time === time)) {
        return 'not-bookable'
      }
      const booking: Booking = { id: newBookingId(), date, time, bookedBy: BOOKED_BY_YOU }
      set({ bookings: [...bookings, booking] })
      return booking
    },
  }),
})

/**
 * The booked sessions as plain JSON for 'Download Data': `{ bookings: { id, date
 * ('yyyy-MM-dd', host's calendar), time ('HH:mm', host's time zone Europe/London), bookedBy }[] }`.
 * A copy: changing it changes nothing.
 */
export function getBookingsSnapshot(): unknown {
  return JSON.parse(JSON.stringify({ bookings: useBookingsStore.getState().bookings })) as unknown
}
