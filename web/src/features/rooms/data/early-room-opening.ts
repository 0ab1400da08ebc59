import type { PostgrestSingleResponse } from '@supabase/postgrest-js'
import { readMemberSession, type MemberSession } from '@/lib/auth/member-session'
import { canonicalRoomId } from '../room-id'

/** Top-level posts per page of the feed (the database's default, stated so the cursor logic knows it). */
export const FEED_PAGE_SIZE = 50

/** A PostgREST answer as supabase-js gives it: the data, or the error with its HTTP status. */
export type RpcAnswer<T> = PostgrestSingleResponse<T>

/**
 * A room opened as the app starts, before its screen has rendered: `join` is `join_room`'s
 * answer; `feed` the newest `room_feed` page's, asked for as soon as the join is granted (null
 * when it was not). Both may reject (no network).
 */
export interface EarlyRoomOpening {
  memberId: string
  slug: string
  join: Promise<RpcAnswer<boolean>>
  feed: Promise<RpcAnswer<unknown[]> | null>
}

/** The opening started for room `slug`, until the member's rooms source takes it. */
let pending: { slug: string; opening: Promise<EarlyRoomOpening | null> } | null = null

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

async function open(slug: string, member: Promise<MemberSession | null>): Promise<EarlyRoomOpening | null> {
  const signedIn = await member
  if (!signedIn) return null
  const { client, session } = signedIn
  try {
    const join: Promise<RpcAnswer<boolean>> = Promise.resolve(client.rpc('join_room', { p_room_slug: slug }))
    const feed = join.then(({ data, error }) =>
      error || data === null
        ? null
        : Promise.resolve(client.rpc('room_feed', { p_room_slug: slug, p_limit: FEED_PAGE_SIZE })),
    )
    // Read by the rooms source; a failure there is shown where the screen opens the room.
    join.catch(() => {})
    feed.catch(() => {})
    return { memberId: session.user.id, slug, join, feed }
  } catch {
    // The screen opens the room itself and reports what fails.
    return null
  }
}

/**
 * Opens the room at `pathname` (`/rooms/{id}`) for the signed-in member as the app starts, beside
 * the page's code instead of after its first render: `join_room`, then the newest feed page. The
 * member's rooms source takes the answers once ({@link takeEarlyRoomOpening}), so the room is
 * joined once per visit, as when the screen opens it. `member` is the session read at start
 * (shared with the other early reads). Does nothing for another address or without a member (see
 * readMemberSession). Resolves once both requests are sent; never rejects.
 */
export async function openRoomEarly(
  pathname: string,
  member: Promise<MemberSession | null> = readMemberSession(),
): Promise<void> {
  const slug = roomOfPath(pathname)
  if (!slug) return
  const opening = open(slug, member)
  pending = { slug, opening }
  await opening
}

/**
 * The opening {@link openRoomEarly} started, if it is of room `slug` and for member `memberId`;
 * null otherwise. Taken once: the next call answers null, so a later opening (a retry, another
 * visit of the room) asks the database again.
 */
export async function takeEarlyRoomOpening(slug: string, memberId: string): Promise<EarlyRoomOpening | null> {
  if (pending?.slug !== slug) return null
  const { opening } = pending
  pending = null
  const opened = await opening
  return opened?.memberId === memberId ? opened : null
}
