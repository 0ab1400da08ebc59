import { guestSource } from '@/lib/data/guest-source'
import { useProvidedBookingSource } from './booking-source-context'
import type { BookingSource } from './booking-source'

/** The guest's sample booking in this browser (the booking store), loaded only for a guest. */
export const guestBookingSource = guestSource(async () => (await import('./local-booking-source')).localBookingSource)

/**
 * The source of the screen: the one provided, else the guest's sample booking in this browser
 * (the render suspends while its code loads, see {@link guestBookingSource}).
 */
export function useBookingSource(): BookingSource {
  return useProvidedBookingSource() ?? guestBookingSource.use()
}
