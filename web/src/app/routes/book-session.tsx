import { BookingDataSource } from '@/app/booking-data-source'
import { DataSources } from '@/app/data-sources'
import { AppShell } from '@/components/layout/shell/app-shell'
import { BookSessionScreen } from '@/features/booking/book-session-screen'
import { guestBookingSource } from '@/features/booking/data/use-booking-source'
import { useAuth } from '@/lib/auth/auth-provider'
import { isBackendConfigured } from '@/lib/env'

/** Before a guest's first render of the booking page: their sample booking's code and saved booking. */
export const prepareGuest = () => guestBookingSource.load()

/**
 * Route /book-session (public): book a 30-minute session with the host (the real one with a
 * backend). A signed-in member sees it inside the app's navigation (sidebar), like their other
 * pages; a visitor or a guest sees the public header and footer.
 */
export function Component() {
  const { user } = useAuth()
  if (isBackendConfigured && !user.isGuest) {
    return (
      <DataSources>
        <AppShell>
          <BookSessionScreen frame="app" />
        </AppShell>
      </DataSources>
    )
  }
  return (
    <BookingDataSource>
      <BookSessionScreen />
    </BookingDataSource>
  )
}
