import { HOST, SLOT_TIMES, type Booking } from '../booking-model'
import { sessionTimes } from '../booking-slots'
import { useBookingsStore } from '../booking-store'
import { zonedClock, zonedIsoDate } from '../time-zone'
import { BookingSourceError, type BookingHost, type BookingSnapshot, type BookingSource } from './booking-source'

/** The guest's sample host (HOST) as the host card shows it. */
export const SAMPLE_HOST: BookingHost = {
  id: null,
  name: HOST.name,
  initials: HOST.initials,
  role: HOST.role,
  bio: `Book one-on-one time with ${HOST.name} for advice on whatever is on your mind, from big decisions to quiet worries.`,
  timeZone: HOST.timeZone,
  slotTimes: SLOT_TIMES,
  availability: HOST.availability,
}

/** What the guest is told when a time was taken or has passed since the page showed it. */
export const LOCAL_TAKEN_MESSAGE = 'That time has just been booked or has passed. Please choose another.'

let snapshot: BookingSnapshot | null = null
/** The snapshot of the store's bookings: the same object while they are the same array. */
function peek(): BookingSnapshot {
  const { bookings } = useBookingsStore.getState()
  if (snapshot?.bookings !== bookings) snapshot = { host: SAMPLE_HOST, bookings }
  return snapshot
}

/**
 * The guest's booking, exactly as without a backend: the sample host, the browser's own
 * bookings (`nexus:bookings`, the two demo bookings first), read at once; a booking is kept at
 * once, refused when its time is taken or has passed. Nothing is cancelled, and the guest hosts nobody.
 */
export const localBookingSource: BookingSource = {
  key: 'local',
  needsSignIn: false,
  canCancel: false,
  peek,
  subscribe: (listener) => useBookingsStore.subscribe(listener),
  follow: () => () => undefined,
  getHost: () => Promise.resolve(SAMPLE_HOST),
  listBusy: (_host, from, to) =>
    Promise.resolve(
      useBookingsStore
        .getState()
        .bookings.map((b) => sessionTimes(b.date, b.time))
        .filter((t) => t.start < to && t.end > from),
    ),
  listBookings: () => Promise.resolve(useBookingsStore.getState().bookings),
  book(host, start, now) {
    const result = useBookingsStore
      .getState()
      .book(zonedIsoDate(start, host.timeZone), zonedClock(start, host.timeZone), now)
    if (typeof result === 'object') return Promise.resolve<Booking>(result)
    return Promise.reject(new BookingSourceError('taken', LOCAL_TAKEN_MESSAGE))
  },
  cancel: () => Promise.reject(new BookingSourceError('refused', 'Sample bookings cannot be cancelled.')),
  listHostBookings: () => Promise.resolve([]),
}
