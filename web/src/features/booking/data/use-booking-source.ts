import { localBookingSource } from './local-booking-source'
import { useProvidedBookingSource } from './booking-source-context'
import type { BookingSource } from './booking-source'

/** The source of the screen: the one provided, else the guest's sample booking in this browser. */
export function useBookingSource(): BookingSource {
  return useProvidedBookingSource() ?? localBookingSource
}
