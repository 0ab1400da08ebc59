import { createContext, use, type ReactNode } from 'react'
import type { ScheduleSource } from './schedule-source'

const ScheduleSourceContext = createContext<ScheduleSource | null>(null)

/**
 * Gives the schedule below it its source: a signed-in member's (the database), or null for the
 * guest, whose schedule is the browser's own. The app layer chooses once. Light on purpose (no
 * store, no sample data): the app layer renders it on every page.
 */
export function ScheduleSourceProvider({ source, children }: { source: ScheduleSource | null; children: ReactNode }) {
  return <ScheduleSourceContext value={source}>{children}</ScheduleSourceContext>
}

/** The source a {@link ScheduleSourceProvider} gave, or null for the guest's own schedule. */
export function useProvidedScheduleSource(): ScheduleSource | null {
  return use(ScheduleSourceContext)
}
