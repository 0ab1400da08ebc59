import { isAppPath, type ScheduleEvent } from './schedule-model'

/** What an event card's action button does. */
export type EventAction =
  { kind: 'resource'; path: string } | { kind: 'meeting-room' } | { kind: 'availability' } | { kind: 'join' }

/**
 * The label of an event card's action button: 'View Resource' for daily scripts, 'View
 * Availability' for availability slots, 'Join Event' for everything else.
 */
export function actionLabel(event: ScheduleEvent): string {
  if (event.isAvailabilitySlot) return 'View Availability'
  if (event.category === 'daily-script') return 'View Resource'
  return 'Join Event'
}

/**
 * What the action button does: availability slots show a toast; daily scripts with an app-path
 * resource link go to that path; meeting-category events go to the meeting room; anything else
 * (including a daily script without a usable link) shows 'Joining {title}...'.
 */
export function eventAction(event: ScheduleEvent): EventAction {
  if (event.isAvailabilitySlot) return { kind: 'availability' }
  if (event.category === 'daily-script' && event.resourceLink && isAppPath(event.resourceLink)) {
    return { kind: 'resource', path: event.resourceLink }
  }
  if (event.category === 'meeting') return { kind: 'meeting-room' }
  return { kind: 'join' }
}
