import { vi } from 'vitest'
import { setStorageScope } from '@/lib/persist/scope'
import { availabilityFormDefaults, eventFormDefaults } from './event-form'
import { toIsoDate, weekStart } from './schedule-dates'
import { nextEventId } from './schedule-model'
import { sampleEvents } from './schedule-samples'
import { getScheduleSnapshot, useScheduleStore } from './schedule-store'

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { state: { events: { id: number; title: string }[] } } | null

describe('sample schedule', () => {
  const now = new Date(2025, 2, 5, 9) // Wednesday 5 March 2025

  it('is dated from the Monday of the current week and is the same for the same week', () => {
    const events = sampleEvents(now)
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1))
    expect(events.every((e) => e.date >= '2025-03-03' && e.date <= '2025-03-10')).toBe(true)
    expect(sampleEvents(new Date(2025, 2, 9, 23))).toEqual(events)
    expect(sampleEvents(new Date(2025, 2, 12))[0]?.date).toBe('2025-03-10')
  })

  it('has the Monday, Wednesday and Friday availability slots, 14:00-18:00, hosted by You', () => {
    const slots = sampleEvents(now).filter((e) => e.isAvailabilitySlot)
    expect(slots.map((s) => [s.title, s.date, s.timeStart, s.timeEnd, s.category, s.facilitator])).toEqual([
      ['My Availability - Monday', '2025-03-03', '14:00', '18:00', 'availability', 'You'],
      ['My Availability - Wednesday', '2025-03-05', '14:00', '18:00', 'availability', 'You'],
      ['My Availability - Friday', '2025-03-07', '14:00', '18:00', 'availability', 'You'],
    ])
  })

  it('has a daily script with a /resources?item= link, and more than 3 categories on Monday', () => {
    const events = sampleEvents(now)
    const script = events.find((e) => e.category === 'daily-script')
    expect(script?.resourceLink).toMatch(/^\/resources\?item=[\w-]+$/)
    const monday = new Set(events.filter((e) => e.date === toIsoDate(weekStart(now))).map((e) => e.category))
    expect(monday.size).toBeGreaterThan(3)
  })
})

describe('schedule store', () => {
  it('is seeded with the current week’s sample events', () => {
    expect(useScheduleStore.getState().events).toEqual(sampleEvents(new Date()))
  })

  it('adds an event with id = highest id + 1, no attendees, and keeps it in nexus:schedule', () => {
    const before = useScheduleStore.getState().events
    const added = useScheduleStore
      .getState()
      .addEvent({ ...eventFormDefaults(new Date(2025, 2, 4)), title: ' Reading Group ', resourceLink: '' })
    expect(added).toEqual({
      id: nextEventId(before),
      title: 'Reading Group',
      description: '',
      date: '2025-03-04',
      timeStart: '12:00',
      timeEnd: '13:00',
      location: 'Main Room',
      facilitator: 'You',
      attendees: [],
      category: 'meeting',
    })
    expect(stored('nexus:schedule')?.state.events.at(-1)?.title).toBe('Reading Group')
  })

  it('keeps ids unique after deletes: a new id is the highest plus 1, not the count plus 1', () => {
    const { removeEvent, addEvent } = useScheduleStore.getState()
    const highest = Math.max(...useScheduleStore.getState().events.map((e) => e.id as number))
    expect(removeEvent(1)?.id).toBe(1)
    expect(removeEvent(2)?.id).toBe(2)
    const added = addEvent({ ...eventFormDefaults(new Date()), title: 'After deletes' })
    expect(added?.id).toBe(highest + 1)
    expect(new Set(useScheduleStore.getState().events.map((e) => e.id)).size).toBe(
      useScheduleStore.getState().events.length,
    )
  })

  it('refuses an end time not after the start, and changes nothing', () => {
    const before = useScheduleStore.getState().events
    const { addEvent, addAvailability, updateEvent } = useScheduleStore.getState()
    expect(addEvent({ ...eventFormDefaults(new Date()), title: 'Bad', timeEnd: '11:00' })).toBeNull()
    expect(addAvailability({ ...availabilityFormDefaults(new Date()), timeEnd: '14:00' })).toBeNull()
    expect(
      updateEvent(2, { ...eventFormDefaults(new Date()), title: 'Bad', timeStart: '15:00', timeEnd: '14:59' }),
    ).toBeNull()
    expect(useScheduleStore.getState().events).toBe(before)
  })

  it("adds availability as 'My Availability - {weekday}' in category availability with the slot flag", () => {
    const slot = useScheduleStore.getState().addAvailability(availabilityFormDefaults(new Date(2025, 2, 6)))
    expect(slot).toMatchObject({
      title: 'My Availability - Thursday',
      date: '2025-03-06',
      category: 'availability',
      isAvailabilitySlot: true,
      facilitator: 'You',
      location: 'Online',
      attendees: [],
    })
    const moved = useScheduleStore
      .getState()
      .updateAvailability(slot!.id, { ...availabilityFormDefaults(new Date(2025, 2, 7)), timeStart: '09:00' })
    expect(moved).toMatchObject({ id: slot!.id, title: 'My Availability - Friday', timeStart: '09:00' })
  })

  it('updates an event, keeping its id and attendees; an unknown id changes nothing', () => {
    const first = useScheduleStore.getState().events[1]!
    const updated = useScheduleStore.getState().updateEvent(first.id, {
      ...eventFormDefaults(new Date(2025, 2, 4)),
      title: 'Renamed',
      category: 'daily-script',
      resourceLink: '/resources?item=x',
    })
    expect(updated).toMatchObject({
      id: first.id,
      title: 'Renamed',
      attendees: first.attendees,
      resourceLink: '/resources?item=x',
    })
    expect(useScheduleStore.getState().updateEvent(999, { ...eventFormDefaults(new Date()), title: 'x' })).toBeNull()
    expect(useScheduleStore.getState().removeEvent(999)).toBeNull()
  })

  it('keeps each person’s schedule apart, and gives a JSON copy as its snapshot', async () => {
    useScheduleStore.getState().addEvent({ ...eventFormDefaults(new Date()), title: 'Guest only' })
    setStorageScope('user-1')
    await Promise.resolve()
    expect(useScheduleStore.getState().events.map((e) => e.title)).not.toContain('Guest only')
    setStorageScope('guest')
    await Promise.resolve()
    const snapshot = getScheduleSnapshot() as { events: { title: string }[] }
    expect(snapshot.events.at(-1)?.title).toBe('Guest only')
    snapshot.events.pop()
    expect(useScheduleStore.getState().events.at(-1)?.title).toBe('Guest only')
  })

  it('resets stored data that does not fit the schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem('nexus:schedule:user-2', JSON.stringify({ state: { events: [{ id: 'x' }] }, version: 1 }))
    setStorageScope('user-2')
    await Promise.resolve()
    expect(useScheduleStore.getState().events).toEqual(sampleEvents(new Date()))
    expect(warn).toHaveBeenCalled()
  })
})
