import { useMemo, type ReactNode } from 'react'
import type { BookingSource } from '@/features/booking/data/booking-source'
import { BookingSourceProvider } from '@/features/booking/data/booking-source-context'
import { useAuth } from '@/lib/auth/auth-provider'
import { isBackendConfigured } from '@/lib/env'
import { lazySource } from '@/lib/member/lazy-source'

/**
 * Booking's source, for /book-session (public) and the schedule page: with a backend, the real
 * host through the database, as the signed-in member or as a visitor (who signs in to book);
 * without one, null: the guest's sample host and bookings in this browser. The Supabase code
 * loads on first use.
 */
export function BookingDataSource({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const memberId = isBackendConfigured && !user.isGuest ? user.id : null
  const source = useMemo(
    () =>
      isBackendConfigured
        ? lazySource<BookingSource>(
            // Asks a server: not in memory (those methods are absent).
            {
              key: memberId ? `supabase:${memberId}` : 'supabase:visitor',
              needsSignIn: memberId === null,
              canCancel: memberId !== null,
              peek: undefined,
              subscribe: undefined,
            },
            async () =>
              (await import('@/features/booking/data/supabase-booking-source')).createSupabaseBookingSource({
                memberId,
              }),
            ['follow'],
          )
        : null,
    [memberId],
  )
  return <BookingSourceProvider source={source}>{children}</BookingSourceProvider>
}
