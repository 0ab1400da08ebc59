import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import type { MemberPlan } from '../data/private-rooms-source'
import { usePrivateRoomsSource } from '../data/private-rooms-context'

/** The member's plan now (undefined while it loads; 'free' for the guest). For what a screen shows only. */
export function useMyPlan(): MemberPlan | undefined {
  const source = usePrivateRoomsSource()
  const { data } = useSWR(source.needsAccount ? null : ['my-plan', source.key], () => source.myPlan())
  return source.needsAccount ? 'free' : data
}

/** Reads every cached room list and count again (after a room was created, renamed or deleted). */
export function useRefreshRooms(): () => void {
  const { mutate } = useSWRConfig()
  return useCallback(() => {
    void mutate((key) => typeof key === 'string' && key.startsWith('rooms:'))
  }, [mutate])
}
