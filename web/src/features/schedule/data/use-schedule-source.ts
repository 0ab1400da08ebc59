import { localScheduleSource } from './local-schedule-source'
import { useProvidedScheduleSource } from './schedule-source-context'
import type { ScheduleSource } from './schedule-source'

/** The schedule's source: the one provided (a member's), else the guest's own schedule in this browser. */
export function useScheduleSource(): ScheduleSource {
  return useProvidedScheduleSource() ?? localScheduleSource
}
