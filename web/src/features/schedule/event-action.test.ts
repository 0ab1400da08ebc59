// @vitest-environment node
import { actionLabel, eventAction } from './event-action'
import { isAppPath, nextEventId, type ScheduleEvent } from './schedule-model'

const base: ScheduleEvent = {
  id: 1,
  title: 'Circle',
  description: '',
  date: '2025-03-03',
  timeStart: '10:00',
  timeEnd: '11:00',
  location: 'Main Room',
  facilitator: 'Jordan Lee',
  attendees: [],
  category: 'meeting',
}

describe('event card actions', () => {
  it("label daily scripts 'View Resource', availability 'View Availability', the rest 'Join Event'", () => {
    expect(actionLabel({ ...base, category: 'daily-script' })).toBe('View Resource')
    expect(actionLabel({ ...base, category: 'availability', isAvailabilitySlot: true })).toBe('View Availability')
    for (const category of ['meeting', 'workshop', 'social', 'special'] as const) {
      expect(actionLabel({ ...base, category })).toBe('Join Event')
    }
  })

  it('go to an app-path resource link, meetings to the meeting room, and toast otherwise', () => {
    expect(eventAction({ ...base, category: 'daily-script', resourceLink: '/resources?item=x' })).toEqual({
      kind: 'resource',
      path: '/resources?item=x',
    })
    expect(eventAction(base)).toEqual({ kind: 'meeting-room' })
    expect(eventAction({ ...base, category: 'availability', isAvailabilitySlot: true })).toEqual({
      kind: 'availability',
    })
    expect(eventAction({ ...base, category: 'social' })).toEqual({ kind: 'join' })
    // A script without a usable link is joined like any other event; an outside link is never followed.
    expect(eventAction({ ...base, category: 'daily-script' })).toEqual({ kind: 'join' })
    expect(eventAction({ ...base, category: 'daily-script', resourceLink: 'https://evil.example' })).toEqual({
      kind: 'join',
    })
  })

  it('treat only same-app paths as app paths', () => {
    expect(isAppPath('/resources?item=pdf-daily-reflection')).toBe(true)
    expect(isAppPath('/meeting-room')).toBe(true)
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://x.y',
      'javascript:alert(1)',
      'resources',
      '/a b',
    ]) {
      expect(isAppPath(bad)).toBe(false)
    }
  })

  it('number a new event after the highest id', () => {
    expect(nextEventId([])).toBe(1)
    expect(nextEventId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(10)
  })
})
