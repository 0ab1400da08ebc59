import { safeParse, z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import {
  availabilityFields,
  availabilityFormSchema,
  eventFields,
  eventFormSchema,
  type AvailabilityFormValues,
  type EventFormValues,
} from './event-form'
import {
  nextEventId,
  scheduleEventSchema,
  type ScheduleEvent,
  type ScheduleEventId,
  type ScheduleFields,
} from './schedule-model'
import { sampleEvents } from './schedule-samples'

/** The persisted data: every entry of the person's schedule (events and availability slots). */
export interface ScheduleData {
  events: ScheduleEvent[]
}

const schema = z.object({ events: z.array(scheduleEventSchema) })

/**
 * The person's schedule, kept in the browser per person under `nexus:schedule`, seeded with
 * sample events of the current week (see sampleEvents). Every action checks its input with the
 * form's schema (end after start, real date, ...) and changes nothing when it is refused.
 */
export const useScheduleStore = createPersistedStore({
  name: 'nexus:schedule',
  version: 1,
  schema: schema as z.ZodMiniType<ScheduleData>,
  seed: ({ now }): ScheduleData => ({ events: sampleEvents(now) }),
  actions: ({ set, get }) => {
    const insert = (fields: ScheduleFields, id: ScheduleEventId | undefined): ScheduleEvent | null => {
      if (id !== undefined && get().events.some((e) => e.id === id)) return null
      const event: ScheduleEvent = { id: id ?? nextEventId(get().events), ...fields, attendees: [] }
      set({ events: [...get().events, event] })
      return event
    }
    const replace = (id: ScheduleEventId, fields: ScheduleFields): ScheduleEvent | null => {
      const found = get().events.find((e) => e.id === id)
      if (!found) return null
      const updated: ScheduleEvent = { id, ...fields, attendees: found.attendees }
      set({ events: get().events.map((e) => (e.id === id ? updated : e)) })
      return updated
    }
    return {
      /**
       * Adds an event from the event form's values with no attendees and id `id` (a UUID made by
       * the caller), or else the highest numbered id + 1. Returns it; null, changing nothing,
       * when the values break the form's rules or `id` is taken.
       */
      addEvent(values: EventFormValues, id?: ScheduleEventId): ScheduleEvent | null {
        const parsed = safeParse(eventFormSchema, values)
        return parsed.success ? insert(eventFields(parsed.data), id) : null
      },
      /**
       * Replaces event `id`'s fields with the form's values, keeping its id and attendees.
       * Returns the updated event; null, changing nothing, for an unknown id or refused values.
       */
      updateEvent(id: ScheduleEventId, values: EventFormValues): ScheduleEvent | null {
        const parsed = safeParse(eventFormSchema, values)
        return parsed.success ? replace(id, eventFields(parsed.data)) : null
      },
      /**
       * Adds an availability slot titled 'My Availability - {weekday}', category availability,
       * host 'You', id `id` as {@link addEvent}. Returns it; null, changing nothing, when the
       * values are refused or `id` is taken.
       */
      addAvailability(values: AvailabilityFormValues, id?: ScheduleEventId): ScheduleEvent | null {
        const parsed = safeParse(availabilityFormSchema, values)
        return parsed.success ? insert(availabilityFields(parsed.data), id) : null
      },
      /** Updates availability slot `id` (title follows its new weekday). Null, changing nothing, when refused. */
      updateAvailability(id: ScheduleEventId, values: AvailabilityFormValues): ScheduleEvent | null {
        const parsed = safeParse(availabilityFormSchema, values)
        return parsed.success ? replace(id, availabilityFields(parsed.data)) : null
      },
      /** Removes event `id` for good and returns it; null, changing nothing, for an unknown id. */
      removeEvent(id: ScheduleEventId): ScheduleEvent | null {
        const found = get().events.find((e) => e.id === id) ?? null
        if (found) set({ events: get().events.filter((e) => e.id !== id) })
        return found
      },
    }
  },
})

/**
 * The person's schedule as plain JSON for 'Download Data': `{ events: { id, title, description,
 * date ('yyyy-MM-dd'), timeStart, timeEnd ('HH:mm'), location, facilitator, attendees,
 * category, resourceLink?, isAvailabilitySlot? }[] }`. A copy: changing it changes nothing.
 */
export function getScheduleSnapshot(): unknown {
  return JSON.parse(JSON.stringify({ events: useScheduleStore.getState().events })) as unknown
}
