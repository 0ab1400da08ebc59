import { createContext, use, type ReactNode } from 'react'
import { ROOMS_NAV, ROOMS_TOTAL, type RoomNavItem } from '@/components/layout/shell/rooms-nav'

/** Member counts by the shell's room slug (the rooms' canonical slugs). */
export type NavRoomCounts = Readonly<Record<string, number>>

/**
 * A room of the shell's list: a `ROOMS_NAV` room, or a member's private room. `locked`: the
 * member's plan does not open it (shown with a lock and 'Available on Basic and Pro', linking to
 * /pricing).
 */
export interface NavRoom extends RoomNavItem {
  locked?: boolean
}

/** What a locked room says (the rooms feature shows the same words). */
export const LOCKED_ROOM_LABEL = 'Available on Basic and Pro'

const NavRoomsContext = createContext<readonly NavRoom[] | undefined>(undefined)

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
  rooms,
  children,
}: {
  counts: NavRoomCounts | undefined
  pending?: boolean
  /** The member's own room list (private rooms, locks), when read; the shell shows `ROOMS_NAV` without it. */
  rooms?: readonly NavRoom[] | undefined
  children: ReactNode
}) {
  return (
    <NavRoomsContext value={rooms}>
      <RoomCountsContext value={counts ?? (pending ? PENDING : undefined)}>{children}</RoomCountsContext>
    </NavRoomsContext>
  )
}

/** The rooms the shell lists: the member's own list when given (see {@link RoomCountsProvider}), else `ROOMS_NAV`. */
export function useNavRooms(): readonly NavRoom[] {
  return use(NavRoomsContext) ?? ROOMS_NAV
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
  return { countOf, total: Object.values(counts).reduce((sum, count) => sum + count, 0) }
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
