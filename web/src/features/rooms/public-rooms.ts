/** One of the fixed public rooms: its canonical slug, name and description (as in the database). */
export interface PublicRoom {
  slug: string
  name: string
  description: string
}

/**
 * The 15 public rooms in their fixed order, with the names and descriptions the database keeps
 * for them: the guest's room list, and the names a page can show before a member's list is read.
 */
export const PUBLIC_ROOMS: readonly PublicRoom[] = [
  {
    slug: 'intros',
    name: 'Introductions',
    description: 'New here? Say hello, share a little about yourself and meet the community.',
  },
  {
    slug: 'inner-room',
    name: 'The Inner Room',
    description: 'A close circle of 250 members for the deepest, most honest conversations.',
  },
  {
    slug: 'lounge',
    name: 'The Lounge',
    description: 'Pull up a chair for easy conversation about anything and everything.',
  },
  {
    slug: 'anonymous-confessions',
    name: 'Anonymous Confessions',
    description: 'Share what weighs on you without a name attached. Everyone here is Anonymous.',
  },
  {
    slug: 'overthinking',
    name: 'Overthinking',
    description: 'Untangle looping thoughts with people who know the spiral from the inside.',
  },
  {
    slug: 'relationships',
    name: 'Relationships',
    description: 'Love, friendship, family and everything in between, talked through with care.',
  },
  {
    slug: 'life-purpose',
    name: 'Life Purpose',
    description: 'Ask the big questions about meaning, direction and what makes a life your own.',
  },
  {
    slug: 'the-void',
    name: 'The Void',
    description: 'Say what you cannot say anywhere else, into a space that simply listens.',
  },
  {
    slug: 'journal-shares',
    name: 'Journal Shares',
    description: 'Share a page from your journal and read what others are ready to show.',
  },
  {
    slug: 'dreams',
    name: 'Dreams',
    description: 'Night dreams and daydreams: tell them, wonder about them, hear what they stir in others.',
  },
  {
    slug: 'weight',
    name: 'Weight',
    description: 'Carrying something heavy? Talk about the weight of it, whatever it is.',
  },
  {
    slug: 'work',
    name: 'Work',
    description: 'Careers, colleagues, burnout and the search for work that means something.',
  },
  {
    slug: 'entrepreneurship',
    name: 'Entrepreneurship',
    description: 'Building something of your own: the ideas, the risks and the doubts along the way.',
  },
  {
    slug: 'christianity',
    name: 'Christianity',
    description: 'Faith, doubt and practice, explored together from a Christian perspective.',
  },
  {
    slug: 'buddhism',
    name: 'Buddhism',
    description: 'Practice, teachings and everyday mindfulness, explored together.',
  },
]

/** The free tier's rooms: a free member reads and posts in these two only. */
export const FREE_ROOM_SLUGS: readonly string[] = ['lounge', 'intros']

/** The text a locked room shows, linking to /pricing. */
export const LOCKED_ROOM_TEXT = 'Available on Basic and Pro'

/** What a read-only private room says instead of its composer. */
export const READ_ONLY_ROOM_TEXT = 'This room is read-only until its owner renews Pro.'

/** The name of public room `slug`, or undefined for any other slug. */
export function publicRoomName(slug: string): string | undefined {
  return PUBLIC_ROOMS.find((room) => room.slug === slug)?.name
}
