import { Brain, Compass, DoorOpen, EyeOff, Hand, Heart, Orbit, Sofa, type LucideIcon } from 'lucide-react'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { canonicalRoomId } from './room-id'

/** A room card of the Community Rooms list. */
export interface RoomCard {
  /** Canonical room id (path segment under /rooms/). */
  id: string
  name: string
  description: string
  /** Members of the room; the navigation shell's count for the same room. */
  memberCount: number
  /** Members active now (sample figure). */
  activeNow: number
  /** Tailwind gradient stops of the card's decorative band. */
  gradient: string
  icon: LucideIcon
}

/** The shell's member count of a canonical room id (its nav slug may be an alias), or `fallback`. */
function shellCount(id: string, fallback: number): number {
  return ROOMS_NAV.find((room) => canonicalRoomId(room.slug) === id)?.count ?? fallback
}

const card = (room: Omit<RoomCard, 'memberCount'>, fallbackCount: number): RoomCard => ({
  ...room,
  memberCount: shellCount(room.id, fallbackCount),
})

/**
 * The eight rooms of the Community Rooms list, in order. Member counts are the navigation
 * shell's (The Inner Room: 250); active-now counts are fixed sample figures.
 */
export const ROOM_CARDS: readonly RoomCard[] = [
  card(
    {
      id: 'intros',
      name: 'Introductions',
      description: 'New here? Say hello, share a little about yourself and meet the community.',
      activeNow: 18,
      gradient: 'from-sky-500 to-blue-700',
      icon: Hand,
    },
    124,
  ),
  card(
    {
      id: 'inner-room',
      name: 'The Inner Room',
      description: 'A close circle of 250 members for the deepest, most honest conversations.',
      activeNow: 42,
      gradient: 'from-violet-600 to-purple-900',
      icon: DoorOpen,
    },
    250,
  ),
  card(
    {
      id: 'lounge',
      name: 'The Lounge',
      description: 'Pull up a chair for easy conversation about anything and everything.',
      activeNow: 23,
      gradient: 'from-amber-400 to-orange-600',
      icon: Sofa,
    },
    87,
  ),
  card(
    {
      id: 'anonymous-confessions',
      name: 'Anonymous Confessions',
      description: 'Share what weighs on you without a name attached. Everyone here is Anonymous.',
      activeNow: 1,
      gradient: 'from-slate-500 to-slate-800',
      icon: EyeOff,
    },
    3,
  ),
  card(
    {
      id: 'overthinking',
      name: 'Overthinking',
      description: 'Untangle looping thoughts with people who know the spiral from the inside.',
      activeNow: 31,
      gradient: 'from-cyan-500 to-sky-700',
      icon: Brain,
    },
    156,
  ),
  card(
    {
      id: 'relationships',
      name: 'Relationships',
      description: 'Love, friendship, family and everything in between, talked through with care.',
      activeNow: 27,
      gradient: 'from-rose-400 to-pink-700',
      icon: Heart,
    },
    203,
  ),
  card(
    {
      id: 'life-purpose',
      name: 'Life Purpose',
      description: 'Ask the big questions about meaning, direction and what makes a life your own.',
      activeNow: 19,
      gradient: 'from-emerald-500 to-teal-700',
      icon: Compass,
    },
    178,
  ),
  card(
    {
      id: 'the-void',
      name: 'The Void',
      description: 'Say what you cannot say anywhere else, into a space that simply listens.',
      activeNow: 12,
      gradient: 'from-zinc-700 to-black',
      icon: Orbit,
    },
    95,
  ),
]
