/**
 * The people of the Friends page: the shapes of a friend and a suggested person, and the
 * sample people every person starts with (fixed, so the page looks the same on every load).
 */

/** Whether a friend is online now. */
export type FriendStatus = 'online' | 'offline'

/** A friend: stable id (used in /friends/{id}), name, short bio and online status. The avatar is drawn from the name's initials. */
export interface Friend {
  id: string
  name: string
  bio: string
  status: FriendStatus
}

/** A person suggested as a new connection: id, name and short bio. */
export interface SuggestedPerson {
  id: string
  name: string
  bio: string
}

/** The six sample friends, in display order. */
export const SAMPLE_FRIENDS: readonly Friend[] = [
  { id: 'maya-chen', name: 'Maya Chen', bio: 'Night owl, slow reader, asks good questions.', status: 'online' },
  {
    id: 'sam-rivera',
    name: 'Sam Rivera',
    bio: 'Learning to sit with uncertainty, one walk at a time.',
    status: 'online',
  },
  {
    id: 'ava-thompson',
    name: 'Ava Thompson',
    bio: 'Journals every morning. Big fan of quiet cafés.',
    status: 'offline',
  },
  { id: 'noah-patel', name: 'Noah Patel', bio: 'Recovering overthinker and amateur stargazer.', status: 'online' },
  { id: 'lena-okafor', name: 'Lena Okafor', bio: 'Poetry, long conversations and strong tea.', status: 'offline' },
  { id: 'jonah-kim', name: 'Jonah Kim', bio: 'Figuring out what a meaningful career looks like.', status: 'offline' },
]

/** The four sample suggestions, in display order. */
export const SAMPLE_SUGGESTIONS: readonly SuggestedPerson[] = [
  { id: 'alex-morgan', name: 'Alex Morgan', bio: 'Meditation beginner looking for kind company.' },
  { id: 'priya-shah', name: 'Priya Shah', bio: 'Writes about grief, growth and gardening.' },
  { id: 'diego-santos', name: 'Diego Santos', bio: 'Musician who thinks best at 2 a.m.' },
  { id: 'hana-sato', name: 'Hana Sato', bio: 'Exploring purpose after a big life change.' },
]

/**
 * Up to two initials of a name, upper case ('Maya Chen' → 'MC', 'cher' → 'C'); '?' for a
 * blank name. Used as the avatar, so no image is ever fetched.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase()
}

/**
 * The friends whose name or bio contains `query` (trimmed, case-insensitive), in their order.
 * A blank query returns every friend.
 */
export function searchFriends<T extends Pick<Friend, 'name' | 'bio'>>(friends: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return [...friends]
  return friends.filter((f) => f.name.toLowerCase().includes(needle) || f.bio.toLowerCase().includes(needle))
}
