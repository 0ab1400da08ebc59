import type { Answer, ListMemory } from '@/lib/data/use-source-list'
import type { AvailabilityFormValues, EventFormValues } from '../event-form'
import type { ScheduleEvent, ScheduleEventId } from '../schedule-model'

/**
 * The one interface the schedule screen reads and writes events through. Two implementations:
 * the browser's own schedule for the guest (local-schedule-source.ts) and the member's rows of
 * `schedule_events` through supabase-js (supabase-schedule-source.ts). The app layer picks one
 * (ScheduleSourceProvider); the screen never knows which it has.
 */

/** What a save writes: an event from the event form, or an availability slot from its form. */
export type ScheduleInput =
  { kind: 'event'; values: EventFormValues } | { kind: 'availability'; values: AvailabilityFormValues }

/** Why a source refused or failed a call: 'not-found' (no such event of the member), 'refused' (the data was refused; the message says why) or 'failed' (network, server). */
export type ScheduleSourceErrorKind = 'not-found' | 'refused' | 'failed'

/** A refused or failed call of a schedule source; `message` is what the member is shown. */
export class ScheduleSourceError extends Error {
  constructor(
    readonly kind: ScheduleSourceErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'ScheduleSourceError'
  }
}

/**
 * The schedule of one person, from wherever it is kept. Every write rejects (or, answering at
 * once, throws) with a {@link ScheduleSourceError}.
 */
export interface ScheduleSource {
  /** Identifies the source and whose schedule it holds ('local', 'supabase:<user id>'): caches key by it. */
  readonly key: string
  /** Set for a source holding its events in memory (the browser's store), read at once; undefined for a server. */
  readonly memory: ListMemory<ScheduleEvent> | undefined
  /** Every event and availability slot of the person (in no particular order). */
  list(): Promise<ScheduleEvent[]>
  /** Adds `input` as a new event or slot with id `id` (a UUID made by the caller), no attendees. Resolves to it. */
  create(id: string, input: ScheduleInput): Answer<ScheduleEvent>
  /** Replaces the fields of event or slot `id` with `input`, keeping its id and attendees. */
  update(id: ScheduleEventId, input: ScheduleInput): Answer<ScheduleEvent>
  /** Deletes event or slot `id` for good. */
  remove(id: ScheduleEventId): Answer<void>
}
