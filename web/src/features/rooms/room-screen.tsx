import { Navigate } from 'react-router'
import { canonicalRoomId } from './room-id'
import { RoomChat } from './room-chat'
import { useInnerRoomGate } from './use-inner-room-gate'

function GatedRoom({ roomId }: { roomId: string }) {
  const decision = useInnerRoomGate(roomId)
  return decision === 'granted' ? <RoomChat roomId={roomId} /> : null
}

/**
 * /rooms/{roomId}: the room the path names (aliases such as /rooms/void give the same room as
 * /rooms/the-void). A missing or unusable id goes to /404; the Inner Room applies its
 * capacity rule first; any other id opens its chat (unknown ids with the default sample posts).
 */
export function RoomScreen({ roomId }: { roomId: string | undefined }) {
  const id = canonicalRoomId(roomId)
  if (!id) return <Navigate to="/404" replace />
  return <GatedRoom key={id} roomId={id} />
}
