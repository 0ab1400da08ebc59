import { useParams } from 'react-router'
import { RoomScreen } from '@/features/rooms/room-screen'

/** Route /rooms/:roomId: one room's chat. */
export function Component() {
  const { roomId } = useParams()
  return <RoomScreen roomId={roomId} />
}
