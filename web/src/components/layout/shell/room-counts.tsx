import { createContext, use, type ReactNode } from 'react'
import { ROOMS_NAV, ROOMS_TOTAL, type RoomNavItem } from '@/components/layout/shell/rooms-nav'

/** Member counts by the shell's room slug (its `ROOMS_NAV` slugs, aliases included). */
export type NavRoomCounts = Readonly<Record<string, number>>

/** A member's real counts are on their way: the shell shows none rather than the guest's fixed figures. */
const PENDING = 'pending'

const RoomCountsContext = createContext<NavRoomCounts | typeof PENDING | undefined>(undefined)

/**
 * Gives the navigation shell real member counts (with a backend, from the app layer). Without
 * it, or with `counts` undefined (the guest), the shell shows its fixed figures; while `pending`
 * (a member's counts not read yet), it shows no count at all.
 */
export function RoomCountsProvider({
  counts,
  pending = false,
  children,
}: {
  counts: NavRoomCounts | undefined
  pending?: boolean
  children: ReactNode
}) {
  return <RoomCountsContext value={counts ?? (pending ? PENDING : undefined)}>{children}</RoomCountsContext>
}

/**
 * What the shell shows for its rooms: each room's count (the real one when given, else the
 * fixed figure) and the Rooms total badge (the sum of the real counts when given, else the
 * product's fixed 2039, see ROOMS_TOTAL). Both are null while a member's counts are pending.
 */
export function useNavRoomCounts(): { countOf: (room: RoomNavItem) => number | null; total: number | null } {
  const counts = use(RoomCountsContext)
  if (counts === PENDING) return { countOf: () => null, total: null }
  if (!counts) return { countOf: (room) => room.count, total: ROOMS_TOTAL }
  const countOf = (room: RoomNavItem) => counts[room.slug] ?? 0
  return { countOf, total: ROOMS_NAV.reduce((sum, room) => sum + countOf(room), 0) }
}

/**
 * The real member count of a room by its shell slug (a `ROOMS_NAV` slug), for pages that show
 * counts outside the shell: undefined without real counts (the guest), when the page keeps its own
 * fixed figure; null while a member's counts are pending, when the page shows none yet.
 */
export function useRealRoomCount(): (slug: string) => number | null | undefined {
  const counts = use(RoomCountsContext)
  if (counts === PENDING) return () => null
  return (slug) => (counts ? (counts[slug] ?? 0) : undefined)
}
