import { Lock } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { RoomListItem } from '../data/rooms-source'

/** The 'Private' badge of a private room's header (nothing for a public room or while unknown). */
export function PrivateRoomBadge({ room }: { room: RoomListItem | undefined }) {
  if (!room?.isPrivate) return null
  return (
    <Badge variant="secondary">
      <Lock aria-hidden="true" />
      Private
    </Badge>
  )
}
