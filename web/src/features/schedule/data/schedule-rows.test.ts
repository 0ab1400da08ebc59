// @vitest-environment node
import type { ScheduleFields } from '../schedule-model'
import { eventFromRow, localDateTime, rowColumns, type ScheduleRow } from './schedule-rows'

const fields: ScheduleFields = {
  title: 'Book circle',
  description: 'Chapter 3',
  date: '2025-03-05',
  timeStart: '18:30',
  timeEnd: '20:00',
  location: 'Library',
  facilitator: 'You',
  category: 'social',
}

describe('schedule rows', () => {
  it('writes local date and times as starts_at and ends_at, no resource link as null', () => {
    expect(rowColumns(fields)).toEqual({
      title: 'Book circle',
      description: 'Chapter 3',
      starts_at: new Date(2025, 2, 5, 18, 30).toISOString(),
      ends_at: new Date(2025, 2, 5, 20, 0).toISOString(),
      location: 'Library',
      facilitator: 'You',
      category: 'social',
      resource_link: null,
      is_availability: false,
    })
  })

  it('reads a row back as the same event, with no attendees', () => {
    const row: ScheduleRow = { id: 'e1', ...rowColumns(fields) }
    expect(eventFromRow(row)).toEqual({ id: 'e1', ...fields, attendees: [] })
  })

  it('keeps the resource link and availability flag, and reads an unknown category as meeting', () => {
    const slot = rowColumns({ ...fields, category: 'availability', isAvailabilitySlot: true, resourceLink: '/x' })
    expect(eventFromRow({ id: 's', ...slot })).toMatchObject({
      category: 'availability',
      isAvailabilitySlot: true,
      resourceLink: '/x',
    })
    expect(eventFromRow({ id: 'u', ...rowColumns(fields), category: 'party' }).category).toBe('meeting')
  })

  it('makes an ISO time from a local date and time', () => {
    expect(localDateTime('2025-12-31', '23:59')).toBe(new Date(2025, 11, 31, 23, 59).toISOString())
  })
})
