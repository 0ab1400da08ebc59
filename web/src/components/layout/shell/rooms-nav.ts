import {
  Brain,
  Briefcase,
  Church,
  Compass,
  DoorOpen,
  EyeOff,
  Flower2,
  Hand,
  Heart,
  Moon,
  NotebookPen,
  Orbit,
  Rocket,
  Scale,
  Sofa,
  type LucideIcon,
} from 'lucide-react'

/** One room link of the navigation shell. */
export interface RoomNavItem {
  slug: string
  title: string
  count: number
  icon: LucideIcon
}

/** The Rooms list of the shell, in order, with the hard-coded counts */
export const ROOMS_NAV: readonly RoomNavItem[] = [
  { slug: 'intros', title: 'Intros', count: 124, icon: Hand },
  { slug: 'inner-room', title: 'Inner Room', count: 250, icon: DoorOpen },
  { slug: 'lounge', title: 'Lounge', count: 87, icon: Sofa },
  { slug: 'anonymous-confessions', title: 'Anonymous Confessions', count: 3, icon: EyeOff },
  { slug: 'overthinking', title: 'Overthinking', count: 156, icon: Brain },
  { slug: 'relationships', title: 'Relationships', count: 203, icon: Heart },
  { slug: 'the-void', title: 'Void', count: 95, icon: Orbit },
  { slug: 'life-purpose', title: 'Life Purpose', count: 178, icon: Compass },
  { slug: 'journal-shares', title: 'Journal Shares', count: 67, icon: NotebookPen },
  { slug: 'dreams', title: 'Dreams', count: 143, icon: Moon },
  { slug: 'weight', title: 'Weight', count: 56, icon: Scale },
  { slug: 'work', title: 'Work', count: 112, icon: Briefcase },
  { slug: 'entrepreneurship', title: 'Entrepreneurship', count: 98, icon: Rocket },
  { slug: 'christianity', title: 'Christianity', count: 76, icon: Church },
  { slug: 'buddhism', title: 'Buddhism', count: 82, icon: Flower2 },
]

/** Sum of the per-room counts above (1730). Not what the total badge shows: see {@link ROOMS_TOTAL}. */
export const ROOMS_COUNT_SUM = ROOMS_NAV.reduce((total, room) => total + room.count, 0)

/**
 * The Rooms total badge: 2039, hard-coded in the product (a fixed
 * number, not computed). It is NOT the sum of the room counts, which is {@link ROOMS_COUNT_SUM}
 * (1730), so it cannot be derived from the list; what either number counts is not shown.
 */
export const ROOMS_TOTAL = 2039
