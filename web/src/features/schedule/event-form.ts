import { safeParse, z } from 'zod/mini'
import { parseIsoDate, toIsoDate, weekdayName } from './schedule-dates'
import { EVENT_CATEGORY_IDS, isAppPath, type ScheduleEvent, type ScheduleFields } from './schedule-model'

/** The refusal when the end time is not after the start time. */
export const END_BEFORE_START = 'End time must be after start time'
/** The refusal of a resource link that is not a path inside the app. */
export const RESOURCE_LINK_ERROR = 'Use a path in this app, like /resources?item=resource-id'
/** Placeholder of the resource link field. */
export const RESOURCE_LINK_PLACEHOLDER = '/resources?item=resource-id'

/** The 'HH:mm' rule: 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** True when `timeEnd` is strictly after `timeStart` (both 'HH:mm' on the same day); false when either is not a time. */
export function isEndAfterStart(timeStart: string, timeEnd: string): boolean {
  return TIME.test(timeStart) && TIME.test(timeEnd) && timeEnd > timeStart
}

const dateField = z.string().check(z.refine((v) => parseIsoDate(v) !== null, { error: 'Please choose a date' }))
const startField = z.string().check(z.regex(TIME, { error: 'Please choose a start time' }))
const endField = z.string().check(z.regex(TIME, { error: 'Please choose an end time' }))
const endAfterStart = z.refine<{ timeStart: string; timeEnd: string }>(
  (v) => !TIME.test(v.timeStart) || !TIME.test(v.timeEnd) || isEndAfterStart(v.timeStart, v.timeEnd),
  { path: ['timeEnd'], error: END_BEFORE_START, when: () => true },
)

/**
 * The Add/Edit Event form: a title (trimmed, required), description, date ('yyyy-MM-dd'), start
 * and end ('HH:mm', end after start), location, host, a category other than availability, and
 * an optional resource link that must be an app path ('/resources?item=...').
 */
export const eventFormSchema = z
  .object({
    title: z.string().check(z.trim(), z.minLength(1, { error: 'Please enter a title' })),
    description: z.string().check(z.trim()),
    date: dateField,
    timeStart: startField,
    timeEnd: endField,
    location: z.string().check(z.trim()),
    facilitator: z.string().check(z.trim()),
    category: z.enum(EVENT_CATEGORY_IDS as [(typeof EVENT_CATEGORY_IDS)[number], ...typeof EVENT_CATEGORY_IDS]),
    resourceLink: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isAppPath(v), { error: RESOURCE_LINK_ERROR }),
    ),
  })
  .check(endAfterStart)

/** Values of the event form. */
export type EventFormValues = z.infer<typeof eventFormSchema>

/**
 * The Add/Edit Availability form: description, date, start and end (end after start) and
 * location; the title and host are fixed ('My Availability', 'You').
 */
export const availabilityFormSchema = z
  .object({
    title: z.string(),
    description: z.string().check(z.trim()),
    date: dateField,
    timeStart: startField,
    timeEnd: endField,
    location: z.string().check(z.trim()),
    facilitator: z.string(),
  })
  .check(endAfterStart)

/** Values of the availability form. */
export type AvailabilityFormValues = z.infer<typeof availabilityFormSchema>

/**
 * A new event's form: empty title and description, today's date, 12:00 to 13:00, location
 * 'Main Room', host 'You', category meeting, empty resource link.
 */
export function eventFormDefaults(today: Date): EventFormValues {
  return {
    title: '',
    description: '',
    date: toIsoDate(today),
    timeStart: '12:00',
    timeEnd: '13:00',
    location: 'Main Room',
    facilitator: 'You',
    category: 'meeting',
    resourceLink: '',
  }
}

/**
 * A new availability slot's form: 'My Availability', 'Available for meetings and
 * consultations', the selected date, 14:00 to 18:00, location 'Online', host 'You'.
 */
export function availabilityFormDefaults(selectedDate: Date): AvailabilityFormValues {
  return {
    title: 'My Availability',
    description: 'Available for meetings and consultations',
    date: toIsoDate(selectedDate),
    timeStart: '14:00',
    timeEnd: '18:00',
    location: 'Online',
    facilitator: 'You',
  }
}

/** The event form pre-filled from an existing event (an availability category reads as meeting). */
export function eventFormValues(event: ScheduleEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    date: event.date,
    timeStart: event.timeStart,
    timeEnd: event.timeEnd,
    location: event.location,
    facilitator: event.facilitator,
    category: event.category === 'availability' ? 'meeting' : event.category,
    resourceLink: event.resourceLink ?? '',
  }
}

/** The availability form pre-filled from an existing slot. */
export function availabilityFormValues(event: ScheduleEvent): AvailabilityFormValues {
  return {
    title: 'My Availability',
    description: event.description,
    date: event.date,
    timeStart: event.timeStart,
    timeEnd: event.timeEnd,
    location: event.location,
    facilitator: 'You',
  }
}

/** The saved title of an availability slot: 'My Availability - {weekday name}' of its 'yyyy-MM-dd' date. */
export function availabilityTitle(isoDate: string): string {
  return `My Availability - ${weekdayName(isoDate)}`
}

/** The saved fields of an event from the event form's (checked) values; an empty resource link is left out. */
export function eventFields(values: EventFormValues): ScheduleFields {
  const { resourceLink, ...rest } = values
  return resourceLink === '' ? rest : { ...rest, resourceLink }
}

/** The saved fields of an availability slot from its (checked) form: its weekday title, host 'You', category and flag. */
export function availabilityFields(values: AvailabilityFormValues): ScheduleFields {
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
 * The saved fields of what a schedule form gives (`kind` 'event' or 'availability', with that
 * form's values), after the form's rules; null when the values break them.
 */
export function inputFields(
  input: { kind: 'event'; values: EventFormValues } | { kind: 'availability'; values: AvailabilityFormValues },
): ScheduleFields | null {
  if (input.kind === 'event') {
    const parsed = safeParse(eventFormSchema, input.values)
    return parsed.success ? eventFields(parsed.data) : null
  }
  const parsed = safeParse(availabilityFormSchema, input.values)
  return parsed.success ? availabilityFields(parsed.data) : null
}
