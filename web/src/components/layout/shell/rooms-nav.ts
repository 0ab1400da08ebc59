import type { LucideIcon } from 'lucide-react'
import { roomIconOf } from './room-icons'

/** One room link of the navigation shell. */
export interface RoomNavItem {
  slug: string
  title: string
  count: number
  icon: LucideIcon
}

/** The Rooms list of the shell, in order, with the hard-coded counts */
export const ROOMS_NAV: readonly RoomNavItem[] = [
  { slug: 'intros', title: 'Intros', count: 124, icon: roomIconOf('hand') },
  { slug: 'inner-room', title: 'Inner Room', count: 250, icon: roomIconOf('door-open') },
  { slug: 'lounge', title: 'Lounge', count: 87, icon: roomIconOf('sofa') },
  { slug: 'anonymous-confessions', title: 'Anonymous Confessions', count: 3, icon: roomIconOf('eye-off') },
  { slug: 'overthinking', title: 'Overthinking', count: 156, icon: roomIconOf('brain') },
  { slug: 'relationships', title: 'Relationships', count: 203, icon: roomIconOf('heart') },
  { slug: 'the-void', title: 'Void', count: 95, icon: roomIconOf('orbit') },
  { slug: 'life-purpose', title: 'Life Purpose', count: 178, icon: roomIconOf('compass') },
  { slug: 'journal-shares', title: 'Journal Shares', count: 67, icon: roomIconOf('notebook-pen') },
  { slug: 'dreams', title: 'Dreams', count: 143, icon: roomIconOf('moon') },
  { slug: 'weight', title: 'Weight', count: 56, icon: roomIconOf('scale') },
  { slug: 'work', title: 'Work', count: 112, icon: roomIconOf('briefcase') },
  { slug: 'entrepreneurship', title: 'Entrepreneurship', count: 98, icon: roomIconOf('rocket') },
  { slug: 'christianity', title: 'Christianity', count: 76, icon: roomIconOf('church') },
  { slug: 'buddhism', title: 'Buddhism', count: 82, icon: roomIconOf('flower-2') },
]

/** Sum of the per-room counts above (1730). Not what the total badge shows: see {@link ROOMS_TOTAL}. */
export const ROOMS_COUNT_SUM = ROOMS_NAV.reduce((total, room) => total + room.count, 0)

/**
 * The Rooms total badge: 2039, hard-coded in the product (a fixed
 * number, not computed). It is NOT the sum of the room counts, which is {@link ROOMS_COUNT_SUM}
 * (1730), so it cannot be derived from the list; what either number counts is not shown.
 */
export const ROOMS_TOTAL = 2039
