import { ScheduleScreen } from '@/features/schedule/schedule-screen'

/** Route /calendar: 'My Schedule' (month calendar, week strip, events and availability). */
export function Component() {
  return <ScheduleScreen />
}
