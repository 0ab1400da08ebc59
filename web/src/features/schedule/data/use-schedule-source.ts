import { guestSource } from '@/lib/data/guest-source'
import { useProvidedScheduleSource } from './schedule-source-context'
import type { ScheduleSource } from './schedule-source'

/** The guest's own schedule in this browser (the schedule store and its sample events), loaded only for a guest. */
export const guestScheduleSource = guestSource(
  async () => (await import('./local-schedule-source')).localScheduleSource,
)

/**
 * The schedule's source: the one provided (a member's), else the guest's own schedule in this
 * browser (the render suspends while its code loads, see {@link guestScheduleSource}).
 */
export function useScheduleSource(): ScheduleSource {
  return useProvidedScheduleSource() ?? guestScheduleSource.use()
}
