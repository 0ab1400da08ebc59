import { CreatePrivateRoomButton } from '@/features/rooms/private/create-private-room-dialog'
import { useProvidedRoomsSource } from '@/features/rooms/data/rooms-source-context'
import { RoomsScreen } from '@/features/rooms/rooms-screen'

/** Route /rooms: the Community Rooms list, with 'Create Private Room' for a signed-in member (none for the guest). */
export function Component() {
  const member = useProvidedRoomsSource() !== null
  return <RoomsScreen actions={member ? <CreatePrivateRoomButton /> : undefined} />
}
