import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { RoomsSourceError, type RoomCounts, type RoomListAccess, type RoomListItem } from './rooms-source'
import { sourceErrorFrom } from './source-errors'

/** A row of `my_rooms()` as the database answers it. */
interface MyRoomRow {
  slug: string
  name: string
  description: string | null
  icon: string | null
  is_anonymous: boolean
  is_private: boolean
  capacity: number | null
  access: string
  is_owner: boolean
  member_count: number | null
}

const accessOf = (access: string): RoomListAccess =>
  access === 'locked' ? 'locked' : access === 'read_only' ? 'read-only' : 'open'

/** A `my_rooms()` row as a {@link RoomListItem} ('read_only' becomes 'read-only'; an unknown access is 'open'). */
export function roomListItemFrom(row: MyRoomRow): RoomListItem {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description ?? '',
    icon: row.icon,
    isAnonymous: row.is_anonymous,
    isPrivate: row.is_private,
    capacity: row.capacity,
    access: accessOf(row.access),
    isOwner: row.is_owner,
    memberCount: row.member_count ?? 0,
  }
}

async function clientOf(loadClient: () => Promise<NexusClient | null>): Promise<NexusClient> {
  const client = await loadClient()
  if (!client) throw new RoomsSourceError('failed', 'Rooms need a backend, and none is configured.')
  return client
}

/**
 * The member's room list from the database's `my_rooms()`: the 15 public rooms in their fixed
 * order, then their private rooms by name, each with its access and member count. The one read
 * the navigation shell, the Rooms page and the dashboard's room cards need, apart from the rest
 * of the member's rooms source, so pages that only list rooms do not download it. `loadClient` is for tests.
 * @throws RoomsSourceError 'failed' without a backend; the database's refusal as sourceErrorFrom maps it
 */
export async function readMyRooms(
  loadClient: () => Promise<NexusClient | null> = loadSupabase,
): Promise<RoomListItem[]> {
  const { data, error, status } = await (await clientOf(loadClient)).rpc('my_rooms')
  if (error) throw sourceErrorFrom(error, status)
  return (data ?? []).map(roomListItemFrom)
}

/**
 * How many members are active (present: a fresh heartbeat in the room and Show Online Status on)
 * in each public room and the member's private rooms, by slug, from `room_active_counts()`
 * (without being a member of each room). Never who.
 * @throws RoomsSourceError as {@link readMyRooms}
 */
export async function readActiveCounts(
  loadClient: () => Promise<NexusClient | null> = loadSupabase,
): Promise<RoomCounts> {
  const { data, error, status } = await (await clientOf(loadClient)).rpc('room_active_counts')
  if (error) throw sourceErrorFrom(error, status)
  return Object.fromEntries((data ?? []).map((row) => [row.room_slug, row.active_now]))
}
