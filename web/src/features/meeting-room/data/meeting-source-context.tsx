import { createContext, use, type ReactNode } from 'react'
import { localMeetingSource } from './local-meeting-source'
import type { MeetingSource } from './meeting-source'

const MeetingSourceContext = createContext<MeetingSource | null>(null)

/**
 * Gives the meeting room below it its source: the real meeting through the backend for a
 * signed-in member, or null for the guest's sample room. The app layer chooses once.
 */
export function MeetingSourceProvider({ source, children }: { source: MeetingSource | null; children: ReactNode }) {
  return <MeetingSourceContext value={source}>{children}</MeetingSourceContext>
}

/** The source of the meeting room: the one provided, else the guest's sample room. */
export function useMeetingSource(): MeetingSource {
  return use(MeetingSourceContext) ?? localMeetingSource
}
