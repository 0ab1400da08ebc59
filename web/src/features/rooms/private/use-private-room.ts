import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import type { MemberPlan, PrivateRoomsSource, RoomInfo } from '../data/private-rooms-source'
import { usePrivateRoomsSource } from '../data/private-rooms-context'

/** The SWR key of room `slug`'s details for `source`. */
export const roomInfoKey = (source: PrivateRoomsSource, slug: string) => ['room-info', source.key, slug] as const

/**
 * Room `slug` as the member's room list has it (name, privacy, access, whether they own it), or
 * null for the guest and for a room that is not theirs to see; undefined while it loads or when
 * it failed (the page then shows the room as it would anyway). `refresh` reads it again.
 * `afterPageReads` waits for the page's own reads first.
 */
export function useRoomInfo(
  slug: string,
  { afterPageReads = false }: { afterPageReads?: boolean } = {},
): { room: RoomInfo | null | undefined; refresh: () => void } {
  const source = usePrivateRoomsSource()
  const settled = useReadsSettled(afterPageReads && !source.needsAccount)
  const key = source.needsAccount || (afterPageReads && !settled) ? null : roomInfoKey(source, slug)
  const { data, mutate } = useSWR(key, () => source.getRoom(slug), {
    revalidateOnFocus: true,
  })
  const refresh = useCallback(() => void mutate(), [mutate])
  return { room: source.needsAccount ? null : data, refresh }
}

/** The member's plan now (undefined while it loads; 'free' for the guest). For what a screen shows only. */
export function useMyPlan(): MemberPlan | undefined {
  const source = usePrivateRoomsSource()
  const { data } = useSWR(source.needsAccount ? null : ['my-plan', source.key], () => source.myPlan())
  return source.needsAccount ? 'free' : data
}

/** Reads every cached room list, count and room detail again (after a room was created, renamed or deleted). */
export function useRefreshRooms(): () => void {
  const { mutate } = useSWRConfig()
  return useCallback(() => {
    void mutate(
      (key) =>
        (Array.isArray(key) && (key[0] === 'room-info' || key[0] === 'rooms')) ||
        (typeof key === 'string' && key.startsWith('rooms:')),
    )
  }, [mutate])
}
