import { RoomSettings } from '@/features/settings/rooms/room-settings'

/** Route /settings/rooms: Room & Feed Preferences. */
export function Component() {
  return <RoomSettings />
}
