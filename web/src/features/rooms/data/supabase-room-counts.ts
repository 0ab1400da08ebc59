import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { RoomsSourceError, type RoomCounts } from './rooms-source'
import { sourceErrorFrom } from './source-errors'

/**
 * Every room's member count by slug, from the database's `room_member_counts()`: the one read the
 * navigation shell and the dashboard's room cards need, apart from the rest of the member's rooms
 * source, so pages that only show counts do not download it. `loadClient` is for tests.
 * @throws RoomsSourceError 'failed' without a backend; the database's refusal as sourceErrorFrom maps it
 */
export async function readRoomMemberCounts(
  loadClient: () => Promise<NexusClient | null> = loadSupabase,
): Promise<RoomCounts> {
  const client = await loadClient()
  if (!client) throw new RoomsSourceError('failed', 'Rooms need a backend, and none is configured.')
  const { data, error, status } = await client.rpc('room_member_counts')
  if (error) throw sourceErrorFrom(error, status)
  return Object.fromEntries((data ?? []).map((row) => [row.room_slug, row.member_count]))
}
