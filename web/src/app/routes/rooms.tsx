import { RoomsScreen } from '@/features/rooms/rooms-screen'

/** Route /rooms: the Community Rooms list. */
export function Component() {
  return <RoomsScreen />
}
