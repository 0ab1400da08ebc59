import { addDays } from 'date-fns'
import { toIsoDate, weekStart } from './schedule-dates'
import type { ScheduleEvent } from './schedule-model'

type Sample = Omit<ScheduleEvent, 'id' | 'date'> & { day: number }

/** Day offsets from the current week's Monday (0 = Monday, 7 = next Monday). */
const SAMPLES: Sample[] = [
  {
    day: 0,
    title: 'Daily Reflection Script',
    description: 'Start the week with ten quiet minutes and the guided reflection script.',
    timeStart: '08:00',
    timeEnd: '08:30',
    location: 'Online',
    facilitator: 'Maya Chen',
    attendees: ['Alex', 'Sam'],
    category: 'daily-script',
    resourceLink: '/resources?item=pdf-daily-reflection',
  },
  {
    day: 0,
    title: 'Community Circle',
    description: 'Our weekly check-in: share what is on your mind and listen to others.',
    timeStart: '10:00',
    timeEnd: '11:00',
    location: 'Main Room',
    facilitator: 'Jordan Lee',
    attendees: ['Alex', 'Sam', 'Riley', 'Jo'],
    category: 'meeting',
  },
  {
    day: 0,
    title: 'My Availability - Monday',
    description: 'Available for meetings and consultations',
    timeStart: '14:00',
    timeEnd: '18:00',
    location: 'Online',
    facilitator: 'You',
    attendees: [],
    category: 'availability',
    isAvailabilitySlot: true,
  },
  {
    day: 0,
    title: 'Coffee & Conversation',
    description: 'An easy evening chat with no agenda.',
    timeStart: '19:00',
    timeEnd: '20:00',
    location: 'Lounge',
    facilitator: 'Sam Rivera',
    attendees: ['Riley', 'Noor'],
    category: 'social',
  },
  {
    day: 1,
    title: 'Deep Listening Workshop',
    description: 'Practise listening without fixing, in pairs and small groups.',
    timeStart: '18:00',
    timeEnd: '19:30',
    location: 'Workshop Room',
    facilitator: 'Maya Chen',
    attendees: ['Alex', 'Noor', 'Jo'],
    category: 'workshop',
  },
  {
    day: 2,
    title: 'Gratitude Script',
    description: 'A short guided script on noticing what went well.',
    timeStart: '08:00',
    timeEnd: '08:20',
    location: 'Online',
    facilitator: 'Maya Chen',
    attendees: ['Sam'],
    category: 'daily-script',
    resourceLink: '/resources?item=pdf-deep-conversation',
  },
  {
    day: 2,
    title: 'My Availability - Wednesday',
    description: 'Available for meetings and consultations',
    timeStart: '14:00',
    timeEnd: '18:00',
    location: 'Online',
    facilitator: 'You',
    attendees: [],
    category: 'availability',
    isAvailabilitySlot: true,
  },
  {
    day: 3,
    title: 'Moderators Sync',
    description: 'Planning the coming week of rooms and events.',
    timeStart: '12:00',
    timeEnd: '13:00',
    location: 'Main Room',
    facilitator: 'Jordan Lee',
    attendees: ['Riley', 'Jo'],
    category: 'meeting',
  },
  {
    day: 4,
    title: 'My Availability - Friday',
    description: 'Available for meetings and consultations',
    timeStart: '14:00',
    timeEnd: '18:00',
    location: 'Online',
    facilitator: 'You',
    attendees: [],
    category: 'availability',
    isAvailabilitySlot: true,
  },
  {
    day: 4,
    title: 'Friday Game Night',
    description: 'Word games and good company to end the week.',
    timeStart: '20:00',
    timeEnd: '21:30',
    location: 'Lounge',
    facilitator: 'Sam Rivera',
    attendees: ['Alex', 'Sam', 'Noor', 'Riley', 'Jo'],
    category: 'social',
  },
  {
    day: 5,
    title: 'Full Moon Reflection',
    description: 'A special evening of shared reflection under the full moon.',
    timeStart: '21:00',
    timeEnd: '22:00',
    location: 'The Void',
    facilitator: 'Jordan Lee',
    attendees: ['Noor', 'Jo', 'Alex'],
    category: 'special',
  },
  {
    day: 6,
    title: 'Weekly Intentions Script',
    description: 'Set three gentle intentions for the week ahead.',
    timeStart: '18:00',
    timeEnd: '18:30',
    location: 'Online',
    facilitator: 'Maya Chen',
    attendees: ['Noor', 'Sam'],
    category: 'daily-script',
    resourceLink: '/resources?item=pdf-daily-reflection',
  },
  {
    day: 7,
    title: 'Journaling Workshop',
    description: 'Prompts and techniques for a steady journaling habit.',
    timeStart: '17:00',
    timeEnd: '18:00',
    location: 'Workshop Room',
    facilitator: 'Maya Chen',
    attendees: ['Sam', 'Riley'],
    category: 'workshop',
  },
]

/**
 * The seeded schedule (13 events, ids 1 to 13), dated from the Monday of `now`'s week, so it
 * always looks current: Monday holds a daily script (resourceLink '/resources?item=...'), a
 * meeting, an availability slot and a social; the availability slots are Monday, Wednesday
 * and Friday, 14:00-18:00; the last event is next Monday. Deterministic for a given week.
 */
export function sampleEvents(now: Date): ScheduleEvent[] {
  const monday = weekStart(now)
  return SAMPLES.map(({ day, ...event }, index) => ({
    ...event,
    id: index + 1,
    date: toIsoDate(addDays(monday, day)),
  }))
}
