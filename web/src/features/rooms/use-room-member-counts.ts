import useSWR from 'swr'
import type { RoomCounts, RoomsSource } from './data/rooms-source'
import { useProvidedRoomsSource } from './data/rooms-source-context'

/** The cache key of a source's member counts (refresh it with SWR's `mutate` after joining a room). */
export function countsKey(source: RoomsSource): string {
  return `rooms:counts|${source.key}`
}

/**
 * The member counts of the rooms by canonical slug, from the member's source (refreshed when the
 * window regains focus), or undefined: for the guest, whose counts are the fixed figures the
 * room cards and the shell already show, and while they load. Light (no store, no sample data),
 * so the navigation shell can use it on every page.
 */
export function useRoomMemberCounts(): RoomCounts | undefined {
  const source = useProvidedRoomsSource()
  const { data } = useSWR(source ? countsKey(source) : null, () => source!.listRooms(), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('Room member counts could not be loaded:', error),
  })
  return data
}
