import { createContext, use, type ReactNode } from 'react'
import type { BookingSource } from './booking-source'

const BookingSourceContext = createContext<BookingSource | null>(null)

/**
 * Gives the booking screens below it their source: the real host through the backend (for a
 * visitor or a member), or null for the guest's sample host and bookings in this browser. The
 * app layer chooses once. Without this provider the screens use the guest's. This module holds
 * no guest code, so the app shell that provides it does not load the guest's store: screens read
 * the source through `useBookingSource` (./use-booking-source).
 */
export function BookingSourceProvider({ source, children }: { source: BookingSource | null; children: ReactNode }) {
  return <BookingSourceContext value={source}>{children}</BookingSourceContext>
}

/** The provided source (the backend's), or null: the guest's, which `useBookingSource` supplies. */
export function useProvidedBookingSource(): BookingSource | null {
  return use(BookingSourceContext)
}
