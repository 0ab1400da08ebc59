import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { toast } from '@/components/ui/use-toast'
import { safeStorage } from '@/lib/persist/safe-storage'
import { enterInnerRoom, INNER_ROOM_CAPACITY, type InnerRoomDecision } from './inner-room-access'
import { INNER_ROOM_ID } from './room-id'

/**
 * Applies the Inner Room capacity rule once when the room screen for `roomId` (canonical)
 * mounts; other rooms are always 'granted'. On 'denied' it shows the destructive toast
 * 'Access Denied' ('The Inner Room has reached its maximum capacity of 250 members.') and
 * redirects to /dashboard. Mount the screen with `key={roomId}` so each room entry is one decision.
 */
export function useInnerRoomGate(roomId: string): InnerRoomDecision {
  // Decided once per mount: entering the room is what the rule counts.
  const [decision] = useState<InnerRoomDecision>(() =>
    roomId === INNER_ROOM_ID ? enterInnerRoom(safeStorage) : 'granted',
  )
  const navigate = useNavigate()
  useEffect(() => {
    if (decision !== 'denied') return
    toast({
      title: 'Access Denied',
      description: `The Inner Room has reached its maximum capacity of ${INNER_ROOM_CAPACITY} members.`,
      variant: 'destructive',
    })
    void navigate(paths.dashboard, { replace: true })
  }, [decision, navigate])
  return decision
}
