/** A featured room card on the dashboard. */
export interface FeaturedRoom {
  name: string
  description: string
  /** Tailwind gradient stops for the card's decorative band. */
  gradient: string
  members: number
  /** Path slug under /rooms/. */
  slug: string
}

/** The four featured rooms. */
export const featuredRooms: readonly FeaturedRoom[] = [
  {
    name: 'Dreams',
    description: 'Share the dreams that stay with you and explore what they might be telling you.',
    gradient: 'from-violet-500 to-indigo-600',
    members: 250,
    slug: 'dreams',
  },
  {
    name: 'The Void',
    description: 'Say what you cannot say anywhere else, into a space that simply listens.',
    gradient: 'from-slate-600 to-zinc-900',
    members: 95,
    slug: 'the-void',
  },
  {
    name: 'Overthinking',
    description: 'Untangle looping thoughts with people who know the spiral from the inside.',
    gradient: 'from-sky-500 to-cyan-600',
    members: 156,
    slug: 'overthinking',
  },
  {
    name: 'Life Purpose',
    description: 'Ask the big questions about meaning, direction and what makes a life your own.',
    gradient: 'from-amber-500 to-orange-600',
    members: 178,
    slug: 'life-purpose',
  },
]

/** The member who offers advice sessions and their availability. */
export const adviceHost = {
  name: 'Jordan Lee',
  initials: 'JL',
  role: 'Community mentor',
  availability: 'Mon to Fri, 2-6pm',
} as const
