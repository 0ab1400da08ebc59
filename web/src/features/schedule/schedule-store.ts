import { safeParse, z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import {
  availabilityFormSchema,
  availabilityTitle,
  eventFormSchema,
  type AvailabilityFormValues,
  type EventFormValues,
} from './event-form'
import { nextEventId, scheduleEventSchema, type ScheduleEvent } from './schedule-model'
import { sampleEvents } from './schedule-samples'

/** The persisted data: every entry of the person's schedule (events and availability slots). */
export interface ScheduleData {
  events: ScheduleEvent[]
}

const schema = z.object({ events: z.array(scheduleEventSchema) })

/** The stored fields of an event made from the event form ('' resource link is left out). */
function fromEventForm(values: EventFormValues): Omit<ScheduleEvent, 'id' | 'attendees'> {
  const { resourceLink, ...rest } = values
  return resourceLink === '' ? rest : { ...rest, resourceLink }
}

/** The stored fields of an availability slot made from its form: its weekday title, category and flag. */
function fromAvailabilityForm(values: AvailabilityFormValues): Omit<ScheduleEvent, 'id' | 'attendees'> {
  return {
    title: availabilityTitle(values.date),
    description: values.description,
    date: values.date,
    timeStart: values.timeStart,
    timeEnd: values.timeEnd,
    location: values.location,
    facilitator: 'You',
    category: 'availability',
    isAvailabilitySlot: true,
  }
}

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
    const insert = (fields: Omit<ScheduleEvent, 'id' | 'attendees'>): ScheduleEvent => {
      const event: ScheduleEvent = { id: nextEventId(get().events), ...fields, attendees: [] }
      set({ events: [...get().events, event] })
      return event
    }
    const replace = (id: number, fields: Omit<ScheduleEvent, 'id' | 'attendees'>): ScheduleEvent | null => {
      const found = get().events.find((e) => e.id === id)
      if (!found) return null
      const updated: ScheduleEvent = { id, ...fields, attendees: found.attendees }
      set({ events: get().events.map((e) => (e.id === id ? updated : e)) })
      return updated
    }
    return {
      /**
       * Adds an event from the event form's values with no attendees and id = highest id + 1.
       * Returns it; null, changing nothing, when the values break the form's rules.
       */
      addEvent(values: EventFormValues): ScheduleEvent | null {
        const parsed = safeParse(eventFormSchema, values)
        return parsed.success ? insert(fromEventForm(parsed.data)) : null
      },
      /**
       * Replaces event `id`'s fields with the form's values, keeping its id and attendees.
       * Returns the updated event; null, changing nothing, for an unknown id or refused values.
       */
      updateEvent(id: number, values: EventFormValues): ScheduleEvent | null {
        const parsed = safeParse(eventFormSchema, values)
        return parsed.success ? replace(id, fromEventForm(parsed.data)) : null
      },
      /**
       * Adds an availability slot titled 'My Availability - {weekday}', category availability,
       * host 'You'. Returns it; null, changing nothing, when the values are refused.
       */
      addAvailability(values: AvailabilityFormValues): ScheduleEvent | null {
        const parsed = safeParse(availabilityFormSchema, values)
        return parsed.success ? insert(fromAvailabilityForm(parsed.data)) : null
      },
      /** Updates availability slot `id` (title follows its new weekday). Null, changing nothing, when refused. */
      updateAvailability(id: number, values: AvailabilityFormValues): ScheduleEvent | null {
        const parsed = safeParse(availabilityFormSchema, values)
        return parsed.success ? replace(id, fromAvailabilityForm(parsed.data)) : null
      },
      /** Removes event `id` for good and returns it; null, changing nothing, for an unknown id. */
      removeEvent(id: number): ScheduleEvent | null {
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
