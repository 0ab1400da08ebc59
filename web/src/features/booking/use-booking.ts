import { addDays, format, parseISO } from 'date-fns'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import useSWR from 'swr'
import type { Booking } from './booking-model'
import { freeSlots, sessionTimes, type Slot } from './booking-slots'
import { BookingSourceError, type BookingHost, type BusyTime } from './data/booking-source'
import { useBookingSource } from './data/use-booking-source'
import { myBookingsKey } from './booking-keys'
import { zonedTimeToInstant } from './time-zone'

/** What {@link useBooking} returns. */
export interface BookingState {
  /** The host: 'loading', 'ready', 'none' (nobody takes bookings) or 'error' (see `retry`). */
  hostStatus: 'loading' | 'ready' | 'none' | 'error'
  /** The host once known, else null. */
  host: BookingHost | null
  /** The free slots of the chosen date ('loading' while the taken times are read). */
  slots: { status: 'loading' | 'ready' | 'error'; slots: Slot[] }
  /** The bookings listed under 'Booked Sessions'. */
  bookings: Booking[]
  /** A visitor must sign in before confirming. */
  needsSignIn: boolean
  /** The person may cancel their bookings. */
  canCancel: boolean
  /**
   * Books `slot`; resolves to the booking. Rejects with a {@link BookingSourceError}; when the
   * time was taken or refused, the free slots are read again.
   */
  book: (slot: Slot) => Promise<Booking>
  /** Cancels booking `id`: it leaves the list at once, and comes back if the source refuses (then rejects). */
  cancel: (id: string) => Promise<void>
  /** Reads the host, the bookings and the free slots again. */
  retry: () => void
}

const noSubscription = () => () => undefined
const EMPTY: Booking[] = []

/** The instants of the host's whole day `isoDate` in `timeZone`: from its midnight to the next. */
function dayBounds(isoDate: string, timeZone: string): { from: Date; to: Date } {
  const next = format(addDays(parseISO(isoDate), 1), 'yyyy-MM-dd')
  return { from: zonedTimeToInstant(isoDate, '00:00', timeZone), to: zonedTimeToInstant(next, '00:00', timeZone) }
}

/**
 * Booking from whichever source the app gave, for the chosen host date `date` ('yyyy-MM-dd',
 * null before one is chosen) as of `now()`: a source holding everything in memory (the guest's)
 * is read at once and followed; any other is read through SWR (the host, the person's bookings,
 * and the taken times of the chosen day, keyed by source), kept in step with each booking and
 * cancellation, and read again when the source says bookings changed elsewhere.
 */
export function useBooking(date: string | null, now: () => Date): BookingState {
  const source = useBookingSource()
  const snapshot = useSyncExternalStore(
    source.subscribe ?? noSubscription,
    () => source.peek?.(),
    () => source.peek?.(),
  )
  const remote = snapshot === undefined
  const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const
  const hostQuery = useSWR(remote ? `booking:host|${source.key}` : null, () => source.getHost(), options)
  const mineQuery = useSWR(remote ? myBookingsKey(source.key) : null, () => source.listBookings(), options)
  const host = snapshot?.host ?? hostQuery.data ?? null
  const busyKey = remote && host && date ? `booking:busy|${source.key}|${host.id ?? ''}|${date}` : null
  const busyQuery = useSWR<BusyTime[]>(
    busyKey,
    () => {
      if (!host || !date) return []
      const { from, to } = dayBounds(date, host.timeZone)
      return source.listBusy(host, from, to)
    },
    { ...options, revalidateOnFocus: true },
  )

  const hostStatus = snapshot
    ? 'ready'
    : hostQuery.data === null
      ? 'none'
      : hostQuery.data
        ? 'ready'
        : hostQuery.error
          ? 'error'
          : 'loading'
  const busy = snapshot
    ? snapshot.bookings.map((b) => sessionTimes(b.date, b.time, snapshot.host.timeZone))
    : busyQuery.data
  const slots =
    date === null || !host
      ? { status: 'ready' as const, slots: [] }
      : busy
        ? { status: 'ready' as const, slots: freeSlots(date, busy, now(), host.timeZone, host.slotTimes) }
        : { status: busyQuery.error ? ('error' as const) : ('loading' as const), slots: [] }

  const { mutate: mutateMine } = mineQuery
  const { mutate: mutateBusy } = busyQuery
  const book = useCallback(
    async (slot: Slot) => {
      if (!host) throw new BookingSourceError('refused', 'There is no host to book with.')
      let booking: Booking
      try {
        booking = await source.book(host, slot.start, now())
      } catch (error) {
        if (error instanceof BookingSourceError && (error.kind === 'taken' || error.kind === 'refused')) {
          void mutateBusy()
        }
        throw error
      }
      if (remote) {
        void mutateMine((list = []) => [...list.filter((b) => b.id !== booking.id), booking], { revalidate: false })
        void mutateBusy((list = []) => [...list, { start: slot.start, end: slot.end }], { revalidate: false })
      }
      return booking
    },
    [source, host, now, remote, mutateMine, mutateBusy],
  )
  const cancel = useCallback(
    async (id: string) => {
      let removed: { booking: Booking; index: number } | null = null
      await mutateMine(
        (list = []) => {
          const index = list.findIndex((b) => b.id === id)
          if (index >= 0) removed = { booking: list[index]!, index }
          return list.filter((b) => b.id !== id)
        },
        { revalidate: false },
      )
      try {
        await source.cancel(id)
      } catch (error) {
        const back = removed as { booking: Booking; index: number } | null
        if (back) {
          await mutateMine(
            (list = []) =>
              list.some((b) => b.id === id)
                ? list
                : [...list.slice(0, back.index), back.booking, ...list.slice(back.index)],
            { revalidate: false },
          )
        }
        throw error
      }
      void mutateBusy()
    },
    [source, mutateMine, mutateBusy],
  )
  // Bookings made or cancelled elsewhere (another browser, the other person): read again.
  useEffect(
    () =>
      source.follow(() => {
        void mutateMine()
        void mutateBusy()
      }),
    [source, mutateMine, mutateBusy],
  )
  const { mutate: mutateHost } = hostQuery
  const retry = useCallback(() => {
    void mutateHost()
    void mutateMine()
    void mutateBusy()
  }, [mutateHost, mutateMine, mutateBusy])

  return {
    hostStatus,
    host,
    slots,
    bookings: snapshot?.bookings ?? mineQuery.data ?? EMPTY,
    needsSignIn: source.needsSignIn,
    canCancel: source.canCancel,
    book,
    cancel,
    retry,
  }
}
