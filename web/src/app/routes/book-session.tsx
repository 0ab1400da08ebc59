import { BookingDataSource } from '@/app/booking-data-source'
import { BookSessionScreen } from '@/features/booking/book-session-screen'

/** Route /book-session (public): book a 30-minute session with the host (the real one with a backend). */
export function Component() {
  return (
    <BookingDataSource>
      <BookSessionScreen />
    </BookingDataSource>
  )
}
