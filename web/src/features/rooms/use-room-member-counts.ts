import { useMemo } from 'react'
import useSWR from 'swr'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import type { RoomCounts, RoomListItem, RoomsSource } from './data/rooms-source'
import { useProvidedRoomsSource } from './data/rooms-source-context'

/** The cache key of a source's room list (refresh it with SWR's `mutate` after joining a room). */
export function countsKey(source: RoomsSource): string {
  return `rooms:list|${source.key}`
}

/** The cache key of a source's active-now counts. */
export function activeCountsKey(source: RoomsSource): string {
  return `rooms:active|${source.key}`
}

/** Options of {@link useRoomList} and {@link useRoomMemberCounts}. */
export interface RoomMemberCountsOptions {
  /**
   * Start the read only once the page's own reads have settled and the browser is idle: for the
   * navigation shell, whose counts must not compete with what the page shows first.
   */
  afterPageReads?: boolean
}

/**
 * The member's room list (their private rooms included, each with its access and member count)
 * from the member's source, refreshed when the window regains focus; or undefined: for the guest,
 * whose rooms are the fixed catalog the room cards and the shell already show, and while it loads
 * (or waits, see `afterPageReads`). Light (no store, no sample data), so the navigation shell can
 * use it on every page. One read serves the shell, the Rooms page and the room page (one SWR key).
 */
export function useRoomList({ afterPageReads = false }: RoomMemberCountsOptions = {}): RoomListItem[] | undefined {
  const source = useProvidedRoomsSource()
  const settled = useReadsSettled(afterPageReads && source !== null)
  const { data } = useSWR(
    source && (settled || !afterPageReads) ? countsKey(source) : null,
    () => source!.listRooms(),
    {
      revalidateOnFocus: true,
      shouldRetryOnError: false,
      onError: (error: unknown) => console.warn('The room list could not be loaded:', error),
    },
  )
  return data
}

/**
 * The member counts of the rooms by canonical slug, from the member's room list (see
 * {@link useRoomList}), or undefined for the guest and while it loads.
 */
export function useRoomMemberCounts(options: RoomMemberCountsOptions = {}): RoomCounts | undefined {
  const rooms = useRoomList(options)
  return useMemo(() => rooms && Object.fromEntries(rooms.map((room) => [room.slug, room.memberCount])), [rooms])
}

/**
 * How many members are active now in each room, by slug, as the server vouches for it
 * (Presence: a fresh heartbeat in the room and Show Online Status on), refreshed every
 * `refreshMs` (30 s) and when the window regains focus; undefined for the guest (who keeps the
 * fixed sample figures), for a source without it, and while it loads.
 */
export function useActiveCounts(refreshMs = 30_000): RoomCounts | undefined {
  const source = useProvidedRoomsSource()
  const { data } = useSWR(
    source?.listActiveCounts ? activeCountsKey(source) : null,
    () => source!.listActiveCounts!(),
    {
      refreshInterval: refreshMs,
      revalidateOnFocus: true,
      shouldRetryOnError: false,
      onError: (error: unknown) => console.warn('Who is active in the rooms could not be read:', error),
    },
  )
  return data
}
