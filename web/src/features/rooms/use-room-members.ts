import { useEffect, useMemo } from 'react'
import useSWR from 'swr'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import type { RoomMemberRow } from './data/rooms-source'
import { useRoomsSource } from './data/use-rooms-source'
import { isAnonymousRoom } from './room-id'
import type { RoomMember } from './room-post'

/** The members list of a room, online members first, each group in the list's order. */
export function onlineFirst(list: readonly RoomMemberRow[]): RoomMember[] {
  return [...list].sort((a, b) => Number(b.online) - Number(a.online))
}

/**
 * The members of room `slug` (canonical) for the members sidebar, each online or not as the
 * source says (for a member, as the server vouches for it: a fresh heartbeat in the room and
 * 'Show Online Status' on; nothing a page tracks on Presence counts). SWR, keyed by source and
 * room: at once from a source that holds it in memory, else once the page's first reads have
 * settled, so it never delays the posts. While the room is open the source keeps the member
 * present and says when who is online may have changed (`followPresence`): the list is read
 * again then. In the anonymous room the list is the member alone, by design. An empty list while
 * it loads or when it cannot be loaded.
 */
export function useRoomMembers(slug: string): RoomMember[] {
  const source = useRoomsSource()
  const peeked = source.peekMembers?.(slug)
  // A list the source must ask for waits for the page's own reads (the posts), never delaying them.
  const settled = useReadsSettled(peeked === undefined)
  const key = peeked !== undefined || settled ? `rooms:members|${source.key}|${slug}` : null
  const { data, mutate } = useSWR(key, () => source.listMembers(slug), {
    fallbackData: peeked,
    revalidateOnMount: peeked === undefined,
    revalidateIfStale: peeked === undefined,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn(`The members of room ${slug} could not be loaded:`, error),
  })
  useEffect(() => source.followPresence?.(slug, () => void mutate()), [source, slug, mutate])
  const list = data ?? peeked
  return useMemo(() => onlineFirst(list ?? []), [list])
}

/**
 * How many members are present in the anonymous room `slug` now, never who (the members
 * sidebar's 'N present'), read again whenever the source says it may have changed; null in any
 * other room, for a source without presence (guests), and until the first answer.
 */
export function useRoomPresentCount(slug: string): number | null {
  const source = useRoomsSource()
  const wanted = isAnonymousRoom(slug) && source.countPresent !== undefined
  const key = wanted ? `rooms:present|${source.key}|${slug}` : null
  const { data, mutate } = useSWR(key, () => source.countPresent?.(slug) ?? null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn(`Who is present in room ${slug} could not be read:`, error),
  })
  useEffect(
    () => (wanted ? source.followPresence?.(slug, () => void mutate()) : undefined),
    [wanted, source, slug, mutate],
  )
  return wanted ? (data ?? null) : null
}
