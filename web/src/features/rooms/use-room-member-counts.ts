import useSWR from 'swr'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import type { RoomCounts, RoomsSource } from './data/rooms-source'
import { useProvidedRoomsSource } from './data/rooms-source-context'

/** The cache key of a source's member counts (refresh it with SWR's `mutate` after joining a room). */
export function countsKey(source: RoomsSource): string {
  return `rooms:counts|${source.key}`
}

/** Options of {@link useRoomMemberCounts}. */
export interface RoomMemberCountsOptions {
  /**
   * Start the read only once the page's own reads have settled and the browser is idle: for the
   * navigation shell, whose counts must not compete with what the page shows first.
   */
  afterPageReads?: boolean
}

/**
 * The member counts of the rooms by canonical slug, from the member's source (refreshed when the
 * window regains focus), or undefined: for the guest, whose counts are the fixed figures the
 * room cards and the shell already show, and while they load (or wait, see `afterPageReads`).
 * Light (no store, no sample data), so the navigation shell can use it on every page.
 */
export function useRoomMemberCounts({ afterPageReads = false }: RoomMemberCountsOptions = {}): RoomCounts | undefined {
  const source = useProvidedRoomsSource()
  const settled = useReadsSettled(afterPageReads && source !== null)
  const { data } = useSWR(
    source && (settled || !afterPageReads) ? countsKey(source) : null,
    () => source!.listRooms(),
    {
      revalidateOnFocus: true,
      shouldRetryOnError: false,
      onError: (error: unknown) => console.warn('Room member counts could not be loaded:', error),
    },
  )
  return data
}
