import type { FriendsView } from './friends-source'

/** A row of `public.friendships` as the source reads it. */
export interface FriendshipRow {
  requester_id: string
  addressee_id: string
  status: string
}

/** A member's id, display name and (where visibility allows) bio. */
export interface NamedProfile {
  id: string
  name: string | null
  bio: string | null
}

const nameOf = (profile: NamedProfile | undefined) => profile?.name?.trim() || 'Member'

/** The line under a suggested member: how many rooms they share with the member. */
export function sharedRoomsLine(shared: number): string {
  return shared === 1 ? 'Shares a room with you.' : `Shares ${shared} rooms with you.`
}

/**
 * The Friends page of member `me` from their friendship rows, the profiles of the other parties
 * and the rows of `friend_suggestions()`: accepted friends by name (status 'offline'; Presence
 * sets the dots), requests to `me` (incoming) and from `me` (outgoing) still pending, and the
 * suggestions with their bio where their profile is visible, else the rooms they share. Declined rows show nowhere; malformed suggestions are skipped.
 */
export function friendshipsView(
  me: string,
  rows: readonly FriendshipRow[],
  profiles: ReadonlyMap<string, NamedProfile>,
  suggestions: readonly unknown[],
): FriendsView {
  const view: FriendsView = { friends: [], suggestions: [], incoming: [], outgoing: [] }
  for (const row of rows) {
    const other = row.requester_id === me ? row.addressee_id : row.requester_id
    const profile = profiles.get(other)
    if (row.status === 'accepted') {
      view.friends.push({ id: other, name: nameOf(profile), bio: profile?.bio ?? '', status: 'offline' })
    } else if (row.status === 'pending') {
      const person = { id: other, name: nameOf(profile) }
      if (row.addressee_id === me) view.incoming.push(person)
      else view.outgoing.push(person)
    }
  }
  view.friends.sort((a, b) => a.name.localeCompare(b.name))
  for (const raw of suggestions) {
    const row = raw as { id?: unknown; name?: unknown; shared_rooms?: unknown } | null
    if (!row || typeof row.id !== 'string') continue
    const name = typeof row.name === 'string' && row.name.trim() ? row.name : 'Member'
    const bio = profiles.get(row.id)?.bio?.trim()
    view.suggestions.push({ id: row.id, name, bio: bio || sharedRoomsLine(Number(row.shared_rooms) || 0) })
  }
  return view
}

/** The friends with their online status from Presence (`online` ids); the same array when nothing changes. */
export function withPresence<T extends { id: string; status: 'online' | 'offline' }>(
  friends: T[],
  online: ReadonlySet<string>,
): T[] {
  let changed = false
  const next = friends.map((friend) => {
    const status = online.has(friend.id) ? 'online' : 'offline'
    if (status === friend.status) return friend
    changed = true
    return { ...friend, status }
  })
  return changed ? next : friends
}
