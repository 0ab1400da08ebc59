import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSWRConfig } from 'swr'
import { paths } from '@/config/paths'
import { toast } from '@/components/ui/use-toast'
import { trackRead } from '@/lib/data/reads-in-flight'
import { errorMessage } from '@/lib/error-message'
import type { RoomAccess, RoomsSource } from './data/rooms-source'
import { useRoomsSource } from './data/use-rooms-source'
import { countsKey } from './use-room-member-counts'

/** Where entering a room stands: deciding, the source's answer, or failed (with the reason to show). */
export type RoomEntry = { status: 'pending' } | RoomAccess | { status: 'error'; message: string }

function open(source: RoomsSource, slug: string): RoomEntry | Promise<RoomEntry> {
  const answer = source.openRoom(slug)
  if (!(answer instanceof Promise)) return answer
  return trackRead(answer).catch((error: unknown): RoomEntry => {
    console.warn(`Room ${slug} could not be opened:`, error)
    return { status: 'error', message: errorMessage(error) || 'This room could not be opened.' }
  })
}

/**
 * Enters room `slug` (canonical) once when the room screen mounts: the source decides (the
 * guest's browser counter of The Inner Room, or the database's membership and cap). A source that
 * decides at once gives the answer in the first render. When the room is full it shows the
 * destructive toast 'Access Denied' with the source's message ('The Inner Room has reached its
 * maximum capacity of 250 members.') and goes to /dashboard. Mount the screen with `key={slug}`
 * so each entry is one decision; `retry` asks again after an error.
 */
export function useRoomAccess(slug: string): { entry: RoomEntry; retry: () => void } {
  const source = useRoomsSource()
  // Decided once per mount: entering the room is what the guest's rule counts.
  const [decision, setDecision] = useState<{ entry: RoomEntry; pending?: Promise<RoomEntry> }>(() => {
    const answer = open(source, slug)
    return answer instanceof Promise ? { entry: { status: 'pending' }, pending: answer } : { entry: answer }
  })
  const pending = decision.pending
  const { mutate } = useSWRConfig()
  useEffect(() => {
    if (!pending) return
    let current = true
    void pending.then((entry) => {
      if (!current) return
      setDecision({ entry })
      // Joining may have changed the room's count.
      if (entry.status === 'granted') void mutate(countsKey(source))
    })
    return () => {
      current = false
    }
  }, [pending, mutate, source])

  const retry = useCallback(() => {
    const answer = open(source, slug)
    setDecision(answer instanceof Promise ? { entry: { status: 'pending' }, pending: answer } : { entry: answer })
  }, [source, slug])

  const navigate = useNavigate()
  const refusal = decision.entry.status === 'denied-full' ? decision.entry.message : null
  useEffect(() => {
    if (refusal === null) return
    toast({ title: 'Access Denied', description: refusal, variant: 'destructive' })
    void navigate(paths.dashboard, { replace: true })
  }, [refusal, navigate])
  return { entry: decision.entry, retry }
}
