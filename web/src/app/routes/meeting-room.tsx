import { MeetingDataSource } from '@/app/meeting-data-source'
import { MeetingRoomScreen } from '@/features/meeting-room/meeting-room-screen'

/** Route /meeting-room: the community meeting room, or a booked session's (`?booking=<id>`), full page (no sidebar). */
export function Component() {
  return (
    <MeetingDataSource>
      <MeetingRoomScreen />
    </MeetingDataSource>
  )
}
