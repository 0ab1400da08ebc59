import { z } from 'zod/mini'
import { UUID_PATTERN } from '@/lib/stable-uuid'

/** How long the schedule's toasts stay on screen (ms). */
export const SCHEDULE_TOAST_MS = 3000

/** The six event categories, in legend order. */
export const CATEGORY_IDS = ['meeting', 'workshop', 'social', 'special', 'daily-script', 'availability'] as const

/** One category's id. */
export type CategoryId = (typeof CATEGORY_IDS)[number]

/** How a category looks: its label, the badge's classes (readable in every theme) and its dot colour. */
export interface CategoryStyle {
  label: string
  badge: string
  dot: string
}

/** Label and colours of each category ('availability' is the person's own open slots). */
export const CATEGORIES: Record<CategoryId, CategoryStyle> = {
  meeting: { label: 'Meeting', badge: 'bg-blue-700 text-white', dot: 'bg-blue-500' },
  workshop: { label: 'Workshop', badge: 'bg-emerald-800 text-white', dot: 'bg-emerald-500' },
  social: { label: 'Social', badge: 'bg-amber-300 text-amber-950', dot: 'bg-amber-400' },
  special: { label: 'Special Event', badge: 'bg-rose-700 text-white', dot: 'bg-rose-500' },
  'daily-script': { label: 'Daily Script', badge: 'bg-violet-700 text-white', dot: 'bg-violet-500' },
  availability: { label: 'My Availability', badge: 'bg-cyan-300 text-cyan-950', dot: 'bg-cyan-400' },
}

/** The categories an ordinary event may take (availability slots are made by 'Set Availability'). */
export const EVENT_CATEGORY_IDS = CATEGORY_IDS.filter((id) => id !== 'availability') as Exclude<
  CategoryId,
  'availability'
>[]

/**
 * An event's id: a positive whole number (the sample events, and events a guest added before
 * events got UUIDs) or a UUID (every event added since, and every event kept in the account).
 */
export type ScheduleEventId = number | string

/** An entry of the schedule: an event, or (with `isAvailabilitySlot`) one of the person's availability slots. */
export interface ScheduleEvent {
  /** Unique; see {@link ScheduleEventId}. */
  id: ScheduleEventId
  title: string
  description: string
  /** Local calendar date, 'yyyy-MM-dd'. */
  date: string
  /** Start, 'HH:mm' (24-hour). */
  timeStart: string
  /** End, 'HH:mm', after the start. */
  timeEnd: string
  location: string
  /** The host's name ('You' for the person's own). */
  facilitator: string
  /** Short names of who is coming; empty for new events. */
  attendees: string[]
  category: CategoryId
  /** For daily scripts: an app path such as '/resources?item=pdf-daily-reflection'. */
  resourceLink?: string
  /** True for the person's availability slots (category 'availability'). */
  isAvailabilitySlot?: boolean
}

/** A 'yyyy-MM-dd' date. */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
/** An 'HH:mm' 24-hour time. */
export const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/))

/** What an event's forms decide: everything but its id and attendees. */
export type ScheduleFields = Omit<ScheduleEvent, 'id' | 'attendees'>

export { isUuid } from '@/lib/stable-uuid'

/** The zod schema of one stored schedule event. */
export const scheduleEventSchema = z.object({
  id: z.union([z.number().check(z.int(), z.positive()), z.string().check(z.regex(UUID_PATTERN))]),
  title: z.string(),
  description: z.string(),
  date: isoDateSchema,
  timeStart: timeSchema,
  timeEnd: timeSchema,
  location: z.string(),
  facilitator: z.string(),
  attendees: z.array(z.string()),
  category: z.enum(CATEGORY_IDS),
  resourceLink: z.optional(z.string()),
  isAvailabilitySlot: z.optional(z.boolean()),
})

/**
 * The next free numbered id: the highest numbered id in `events` plus 1 (1 when there is none;
 * UUIDs are not counted), so ids stay unique after deletes.
 */
export function nextEventId(events: readonly Pick<ScheduleEvent, 'id'>[]): number {
  return events.reduce((max, e) => (typeof e.id === 'number' ? Math.max(max, e.id) : max), 0) + 1
}

/**
 * Whether `link` is a path inside this app ('/resources?item=x'): starts with one '/', no
 * scheme, no '//' host and no backslash. Only such links are followed by 'View Resource'.
 */
export function isAppPath(link: string): boolean {
  return /^\/(?![/\\])/.test(link) && !link.includes('\\') && !/\s/.test(link)
}
