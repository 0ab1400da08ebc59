// @vitest-environment node
import { safeParse } from 'zod/mini'
import {
  END_BEFORE_START,
  RESOURCE_LINK_ERROR,
  availabilityFormDefaults,
  availabilityFormSchema,
  availabilityTitle,
  eventFormDefaults,
  eventFormSchema,
  isEndAfterStart,
  type EventFormValues,
} from './event-form'

const messages = (result: ReturnType<typeof safeParse>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)

const valid: EventFormValues = { ...eventFormDefaults(new Date(2025, 2, 4)), title: 'Circle' }

describe('event form', () => {
  it('starts empty on today, 12:00-13:00, Main Room, host You, category meeting, no resource link', () => {
    expect(eventFormDefaults(new Date(2025, 2, 4, 22, 30))).toEqual({
      title: '',
      description: '',
      date: '2025-03-04',
      timeStart: '12:00',
      timeEnd: '13:00',
      location: 'Main Room',
      facilitator: 'You',
      category: 'meeting',
      resourceLink: '',
    })
  })

  it('availability starts on the selected date, 14:00-18:00, Online, with its title and description', () => {
    expect(availabilityFormDefaults(new Date(2025, 2, 7))).toEqual({
      title: 'My Availability',
      description: 'Available for meetings and consultations',
      date: '2025-03-07',
      timeStart: '14:00',
      timeEnd: '18:00',
      location: 'Online',
      facilitator: 'You',
    })
  })

  it('accepts an end after the start and refuses an end equal to or before it', () => {
    expect(isEndAfterStart('12:00', '12:01')).toBe(true)
    expect(isEndAfterStart('12:00', '12:00')).toBe(false)
    expect(isEndAfterStart('18:00', '09:30')).toBe(false)
    expect(isEndAfterStart('9:00', '10:00')).toBe(false)
    expect(safeParse(eventFormSchema, valid).success).toBe(true)
    expect(messages(safeParse(eventFormSchema, { ...valid, timeStart: '13:00', timeEnd: '13:00' }))).toEqual([
      `timeEnd: ${END_BEFORE_START}`,
    ])
    expect(
      messages(safeParse(availabilityFormSchema, { ...availabilityFormDefaults(new Date()), timeEnd: '08:00' })),
    ).toEqual([`timeEnd: ${END_BEFORE_START}`])
  })

  it('reports the time rule together with other problems', () => {
    expect(messages(safeParse(eventFormSchema, { ...valid, title: '  ', timeEnd: '11:00' }))).toEqual([
      'title: Please enter a title',
      `timeEnd: ${END_BEFORE_START}`,
    ])
  })

  it('refuses a date that is not real, a missing time and an availability category', () => {
    expect(messages(safeParse(eventFormSchema, { ...valid, date: '2025-02-30' }))).toEqual([
      'date: Please choose a date',
    ])
    expect(messages(safeParse(eventFormSchema, { ...valid, timeStart: '' }))).toEqual([
      'timeStart: Please choose a start time',
    ])
    expect(safeParse(eventFormSchema, { ...valid, category: 'availability' }).success).toBe(false)
  })

  it('takes a resource link only as a path of this app', () => {
    const parsed = safeParse(eventFormSchema, { ...valid, resourceLink: ' /resources?item=abc ' })
    expect(parsed.success && parsed.data.resourceLink).toBe('/resources?item=abc')
    for (const bad of ['https://evil.example', '//evil.example', 'javascript:alert(1)', 'resources', '/\\evil']) {
      expect(messages(safeParse(eventFormSchema, { ...valid, resourceLink: bad }))).toEqual([
        `resourceLink: ${RESOURCE_LINK_ERROR}`,
      ])
    }
  })

  it("titles an availability slot 'My Availability - {weekday}'", () => {
    expect(availabilityTitle('2025-03-03')).toBe('My Availability - Monday')
    expect(availabilityTitle('2025-03-07')).toBe('My Availability - Friday')
  })
})
