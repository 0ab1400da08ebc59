import { useParams } from 'react-router'
import { guestRoomsSource } from '@/features/rooms/data/use-rooms-source'
import { RoomScreen } from '@/features/rooms/room-screen'

/** Before a guest's first render of a room: their rooms' code and saved posts. */
export const prepareGuest = () => guestRoomsSource.load()

/** Route /rooms/:roomId: one room's chat. */
export function Component() {
  const { roomId } = useParams()
  return <RoomScreen roomId={roomId} />
}
