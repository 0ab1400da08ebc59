import { Brain, Compass, Heart, Infinity as InfinityIcon, Palette, Sun, type LucideIcon } from 'lucide-react'

/** The rooms whose visibility and mute state a member sets, in display order. */
export const PREFERENCE_ROOMS = [
  { id: 'overthinking', name: 'Overthinking', icon: Brain },
  { id: 'existential', name: 'Existential', icon: InfinityIcon },
  { id: 'relationships', name: 'Relationships', icon: Heart },
  { id: 'self-discovery', name: 'Self-Discovery', icon: Compass },
  { id: 'creative', name: 'Creative', icon: Palette },
  { id: 'daily-life', name: 'Daily Life', icon: Sun },
] as const satisfies readonly { id: string; name: string; icon: LucideIcon }[]

/** A preference room id. */
export type PreferenceRoomId = (typeof PREFERENCE_ROOMS)[number]['id']

/** The 17 topics a member can follow, in display order. */
export const TOPICS = [
  'Anxiety',
  'Breakups',
  'Creativity',
  'Spirituality',
  'Confidence',
  'Purpose',
  'Friendship',
  'Self-Worth',
  'Career',
  'Family',
  'Dreams',
  'Loneliness',
  'Growth',
  'Motivation',
  'Meditation',
  'Art',
  'Music',
] as const

/** A topic name. */
export type Topic = (typeof TOPICS)[number]

/** The topics selected until the member changes them. */
export const DEFAULT_TOPICS: readonly Topic[] = ['Anxiety', 'Creativity', 'Purpose']

/**
 * The topics whose name contains `query` (trimmed, compared case-insensitively), in display
 * order; an empty query gives all of them.
 */
export function searchTopics(query: string, topics: readonly Topic[] = TOPICS): Topic[] {
  const q = query.trim().toLowerCase()
  return q === '' ? [...topics] : topics.filter((topic) => topic.toLowerCase().includes(q))
}
