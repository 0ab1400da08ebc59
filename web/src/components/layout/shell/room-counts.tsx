import { createContext, use, type ReactNode } from 'react'
import { ROOMS_NAV, ROOMS_TOTAL, type RoomNavItem } from '@/components/layout/shell/rooms-nav'

/** Member counts by the shell's room slug (its `ROOMS_NAV` slugs, aliases included). */
export type NavRoomCounts = Readonly<Record<string, number>>

const RoomCountsContext = createContext<NavRoomCounts | undefined>(undefined)

/**
 * Gives the navigation shell real member counts (with a backend, from the app layer). Without
 * it, or with `counts` undefined (the guest, or while they load), the shell shows its fixed figures.
 */
export function RoomCountsProvider({ counts, children }: { counts: NavRoomCounts | undefined; children: ReactNode }) {
  return <RoomCountsContext value={counts}>{children}</RoomCountsContext>
}

/**
 * What the shell shows for its rooms: each room's count (the real one when given, else the
 * fixed figure) and the Rooms total badge (the sum of the real counts when given, else the
 * product's fixed 2039, see ROOMS_TOTAL).
 */
export function useNavRoomCounts(): { countOf: (room: RoomNavItem) => number; total: number } {
  const counts = use(RoomCountsContext)
  if (!counts) return { countOf: (room) => room.count, total: ROOMS_TOTAL }
  const countOf = (room: RoomNavItem) => counts[room.slug] ?? 0
  return { countOf, total: ROOMS_NAV.reduce((sum, room) => sum + countOf(room), 0) }
}

/**
 * The real member count of a room by its shell slug (a `ROOMS_NAV` slug), for pages that show
 * counts outside the shell: undefined without real counts (the guest, or while they load), when
 * the page keeps its own fixed figure.
 */
export function useRealRoomCount(): (slug: string) => number | undefined {
  const counts = use(RoomCountsContext)
  return (slug) => (counts ? (counts[slug] ?? 0) : undefined)
}
