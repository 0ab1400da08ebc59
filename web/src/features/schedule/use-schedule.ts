import { useCallback, useMemo } from 'react'
import { useSourceList, type Answer } from '@/lib/data/use-source-list'
import { newId } from '@/lib/new-id'
import { ScheduleSourceError, type ScheduleInput, type ScheduleSource } from './data/schedule-source'
import { useScheduleSource } from './data/use-schedule-source'
import { inputFields } from './event-form'
import type { ScheduleEvent, ScheduleEventId } from './schedule-model'

/** What {@link useSchedule} gives the schedule screen. */
export interface Schedule {
  /** 'loading' until the events are there; 'error' when they could not be loaded (see `retry`). */
  status: 'loading' | 'ready' | 'error'
  /** Every event and availability slot; empty while loading. Writes show here at once. */
  events: ScheduleEvent[]
  /** Why the events could not be loaded, while `status` is 'error'. */
  error: string | null
  /** Reads the events again (after an error). */
  retry: () => void
  /**
   * Adds an event or slot from its form's values, with a new UUID. Answers the saved event (at
   * once from the guest's schedule). Rejects, or throws, with a ScheduleSourceError (values the form refuses; the network is down: says so),
   * and the schedule is as before.
   */
  create: (input: ScheduleInput) => Answer<ScheduleEvent>
  /** Saves `input` over event `id`, as {@link create} does. */
  update: (id: ScheduleEventId, input: ScheduleInput) => Answer<ScheduleEvent>
  /** Deletes `event`: it goes at once, and comes back if the source fails (the call rejects). */
  remove: (event: ScheduleEvent) => Answer<void>
}

/** The cache key of a schedule: per source, and so per person. */
export function scheduleKey(source: ScheduleSource): string {
  return `schedule|${source.key}`
}

const REFUSED = 'Please check the details of this event.'

const withEvent = (events: readonly ScheduleEvent[], event: ScheduleEvent): ScheduleEvent[] =>
  events.some((e) => e.id === event.id) ? events.map((e) => (e.id === event.id ? event : e)) : [...events, event]

/**
 * The schedule of the person, from whichever source the app gave (useSourceList): the guest's
 * browser schedule is read at once (the first render, and a page rendered ahead of time, show
 * it); a member's from the server, again when the tab regains focus. Writes to the server are
 * optimistic and rolled back if it refuses them or cannot be reached (the call then rejects, for
 * the screen to say so). New events get a UUID made here.
 */
export function useSchedule(): Schedule {
  const source = useScheduleSource()
  const list = useCallback(() => source.list(), [source])
  const {
    status,
    items: events,
    error,
    retry,
    write,
  } = useSourceList(scheduleKey(source), source.memory, list, 'The schedule')

  const create = useCallback(
    (input: ScheduleInput) => {
      const fields = inputFields(input)
      if (!fields) throw new ScheduleSourceError('refused', REFUSED)
      const id = newId()
      return write(
        () => source.create(id, input),
        (list) => withEvent(list, { id, ...fields, attendees: [] }),
        (list, saved) => withEvent(list, saved),
      )
    },
    [source, write],
  )

  const update = useCallback(
    (id: ScheduleEventId, input: ScheduleInput) => {
      const fields = inputFields(input)
      if (!fields) throw new ScheduleSourceError('refused', REFUSED)
      return write(
        () => source.update(id, input),
        (list) => list.map((e) => (e.id === id ? { id, ...fields, attendees: e.attendees } : e)),
        (list, saved) => withEvent(list, saved),
      )
    },
    [source, write],
  )

  const remove = useCallback(
    (event: ScheduleEvent) => {
      const drop = (list: ScheduleEvent[]) => list.filter((e) => e.id !== event.id)
      return write(() => source.remove(event.id), drop, drop)
    },
    [source, write],
  )

  return useMemo(
    () => ({
      status,
      events,
      error: status !== 'error' ? null : error instanceof ScheduleSourceError ? error.message : 'Please try again.',
      retry,
      create,
      update,
      remove,
    }),
    [status, events, error, retry, create, update, remove],
  )
}
