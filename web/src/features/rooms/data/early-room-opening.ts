import type { PostgrestSingleResponse } from '@supabase/postgrest-js'
import type { MemberSession } from '@/lib/auth/member-session'
import { earlyRead } from '@/lib/data/early-read'
import type { NexusClient } from '@/lib/supabase'
import { canonicalRoomId } from '../room-id'

/** Top-level posts per page of the feed (the database's default, stated so the cursor logic knows it). */
export const FEED_PAGE_SIZE = 50

/** A PostgREST answer as supabase-js gives it: the data, or the error with its HTTP status. */
export type RpcAnswer<T> = PostgrestSingleResponse<T>

/** `join_room`'s answer, and the newest `room_feed` page's (see {@link joinRoomAndReadFeed}). */
export interface RoomJoinAndFeed {
  join: Promise<RpcAnswer<boolean>>
  feed: Promise<RpcAnswer<unknown[]> | null>
}

/**
 * Joins room `slug` and asks for its newest feed page beside the join, not after it, which saves
 * a round trip. The database decides what the member may read, so a page with posts is theirs
 * whatever the join said (a read-only room refuses joins, but its members read it). Before their
 * first join a member reads nothing, so an empty or failed page is asked for again once the join
 * is granted. `feed` is null when there was no page to give and the join was refused or the room
 * does not exist. Neither promise's rejection is left unhandled.
 */
export function joinRoomAndReadFeed(client: Pick<NexusClient, 'rpc'>, slug: string): RoomJoinAndFeed {
  const readFeed = () => Promise.resolve(client.rpc('room_feed', { p_room_slug: slug, p_limit: FEED_PAGE_SIZE }))
  const join: Promise<RpcAnswer<boolean>> = Promise.resolve(client.rpc('join_room', { p_room_slug: slug }))
  const beside = readFeed()
  const feed = join.then(async ({ data, error }) => {
    const answer = await beside.catch(() => null)
    if (answer && !answer.error && Array.isArray(answer.data) && answer.data.length > 0) return answer
    return error || data === null ? null : readFeed()
  })
  beside.catch(() => {})
  join.catch(() => {})
  feed.catch(() => {})
  return { join, feed }
}

/** The room id of a `/rooms/{id}` address (canonical), or null for any other address. */
function roomOfPath(pathname: string): string | null {
  const match = /^\/rooms\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return canonicalRoomId(decodeURIComponent(match[1]!))
  } catch {
    return null
  }
}

const early = earlyRead(roomOfPath, joinRoomAndReadFeed)

/**
 * Opens the room at `pathname` (`/rooms/{id}`) for the signed-in member as the app starts, beside
 * the page's code instead of after its first render: `join_room` and the newest feed page
 * ({@link joinRoomAndReadFeed}). The member's rooms source takes the answers once
 * ({@link takeEarlyRoomOpening}), so the room is joined once per visit, as when the screen opens
 * it. `member` is the session read at start (shared with the other early reads). Does nothing for
 * another address or without a member (see readMemberSession). Resolves once both requests are
 * sent; never rejects.
 */
export function openRoomEarly(pathname: string, member?: Promise<MemberSession | null>): Promise<void> {
  return early.start(pathname, member)
}

/**
 * The opening {@link openRoomEarly} started, if it is of room `slug` and for member `memberId`;
 * null otherwise. Taken once: the next call answers null, so a later opening (a retry, another
 * visit of the room) asks the database again.
 */
export function takeEarlyRoomOpening(slug: string, memberId: string): Promise<RoomJoinAndFeed | null> {
  return early.take(slug, memberId)
}
