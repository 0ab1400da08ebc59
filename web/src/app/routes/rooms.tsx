import { CreatePrivateRoomButton } from '@/features/rooms/private/create-private-room-dialog'
import { RoomsScreen } from '@/features/rooms/rooms-screen'

/** Route /rooms: the Community Rooms list, with 'Create Private Room' for a signed-in member. */
export function Component() {
  return <RoomsScreen actions={<CreatePrivateRoomButton />} />
}
