import { useMemo, type ReactNode } from 'react'
import { RoomCountsProvider } from '@/components/layout/shell/room-counts'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { lazyRoomsSource } from '@/features/rooms/data/lazy-rooms-source'
import { RoomsSourceProvider } from '@/features/rooms/data/rooms-source-context'
import { canonicalRoomId } from '@/features/rooms/room-id'
import { useRoomMemberCounts } from '@/features/rooms/use-room-member-counts'
import { useAuth } from '@/lib/auth/auth-provider'
import { isBackendConfigured } from '@/lib/env'

/** Gives the shell the rooms' real member counts, under its own (alias) slugs, when the source has them. */
function ShellRoomCounts({ children }: { children: ReactNode }) {
  const counts = useRoomMemberCounts()
  const navCounts = useMemo(
    () =>
      counts &&
      Object.fromEntries(ROOMS_NAV.map((room) => [room.slug, counts[canonicalRoomId(room.slug) ?? room.slug] ?? 0])),
    [counts],
  )
  return <RoomCountsProvider counts={navCounts}>{children}</RoomCountsProvider>
}

/**
 * Where the data of the member pages comes from, chosen once for everything below: a signed-in
 * member with a backend reads and writes the rooms in the database (the Supabase source, as
 * that member); the guest (no backend, or nobody signed in) keeps the browser's own sample
 * rooms. The navigation shell's room counts follow the same source. The Supabase source's code
 * loads on its first use, so guests never download it. Must sit under the AuthProvider, after the
 * session is known (the route guard waits for it).
 */
export function DataSources({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const memberId = isBackendConfigured && !user.isGuest ? user.id : null
  const name = user.name
  const rooms = useMemo(
    () =>
      memberId
        ? lazyRoomsSource(`supabase:${memberId}`, async () =>
            (await import('@/features/rooms/data/supabase-rooms-source')).createSupabaseRoomsSource({
              member: { id: memberId, name },
            }),
          )
        : null,
    [memberId, name],
  )
  return (
    <RoomsSourceProvider source={rooms}>
      <ShellRoomCounts>{children}</ShellRoomCounts>
    </RoomsSourceProvider>
  )
}
