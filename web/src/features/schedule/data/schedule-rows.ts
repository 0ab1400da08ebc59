import { format } from 'date-fns'
import { CATEGORY_IDS, type CategoryId, type ScheduleEvent, type ScheduleFields } from '../schedule-model'

/** The columns of `schedule_events` the schedule reads, in a select list. */
export const SCHEDULE_COLUMNS =
  'id, title, description, starts_at, ends_at, location, facilitator, category, resource_link, is_availability'

/** A row of `schedule_events` as the schedule reads it (times are ISO date-times). */
export interface ScheduleRow {
  id: string
  title: string
  description: string
  starts_at: string
  ends_at: string
  location: string
  facilitator: string
  category: string
  resource_link: string | null
  is_availability: boolean
}

/** The columns an event's fields write (everything but its id). */
export type ScheduleRowColumns = Omit<ScheduleRow, 'id'>

const isCategory = (value: string): value is CategoryId => (CATEGORY_IDS as readonly string[]).includes(value)

/**
 * The event of a row: its date, start and end in local time ('yyyy-MM-dd', 'HH:mm'), no
 * attendees (the account keeps none), the resource link and availability flag only when set. A
 * category the app does not know reads as 'meeting' (an availability slot's as 'availability').
 */
export function eventFromRow(row: ScheduleRow): ScheduleEvent {
  const start = new Date(row.starts_at)
  const end = new Date(row.ends_at)
  const category = isCategory(row.category) ? row.category : row.is_availability ? 'availability' : 'meeting'
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: format(start, 'yyyy-MM-dd'),
    timeStart: format(start, 'HH:mm'),
    timeEnd: format(end, 'HH:mm'),
    location: row.location,
    facilitator: row.facilitator,
    attendees: [],
    category,
    ...(row.resource_link ? { resourceLink: row.resource_link } : {}),
    ...(row.is_availability ? { isAvailabilitySlot: true } : {}),
  }
}

/** The local time `time` ('HH:mm') of the day `date` ('yyyy-MM-dd') as an ISO date-time. */
export function localDateTime(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(year!, month! - 1, day!, hours, minutes).toISOString()
}

/** The row columns of an event's fields: start and end from its local date and times, no resource link as null. */
export function rowColumns(fields: ScheduleFields): ScheduleRowColumns {
  return {
    title: fields.title,
    description: fields.description,
    starts_at: localDateTime(fields.date, fields.timeStart),
    ends_at: localDateTime(fields.date, fields.timeEnd),
    location: fields.location,
    facilitator: fields.facilitator,
    category: fields.category,
    resource_link: fields.resourceLink ?? null,
    is_availability: fields.isAvailabilitySlot === true,
  }
}
