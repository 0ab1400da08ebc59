import { MeetingRoomScreen } from '@/features/meeting-room/meeting-room-screen'

/** Route /meeting-room: the community meeting room, full page (no sidebar). */
export function Component() {
  return <MeetingRoomScreen />
}
