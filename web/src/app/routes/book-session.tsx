import { BookSessionScreen } from '@/features/booking/book-session-screen'

/** Route /book-session (public): book a 30-minute session with the host. */
export function Component() {
  return <BookSessionScreen />
}
