import { createContext, use, type ReactNode } from 'react'
import { localBookingSource } from './local-booking-source'
import type { BookingSource } from './booking-source'

const BookingSourceContext = createContext<BookingSource | null>(null)

/**
 * Gives the booking screens below it their source: the real host through the backend (for a
 * visitor or a member), or null for the guest's sample host and bookings in this browser. The
 * app layer chooses once. Without this provider the screens use the guest's.
 */
export function BookingSourceProvider({ source, children }: { source: BookingSource | null; children: ReactNode }) {
  return <BookingSourceContext value={source}>{children}</BookingSourceContext>
}

/** The source of the screen: the one provided, else the guest's sample booking in this browser. */
export function useBookingSource(): BookingSource {
  return use(BookingSourceContext) ?? localBookingSource
}
