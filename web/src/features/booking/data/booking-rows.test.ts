// @vitest-environment node
import {
  bookingAt,
  bookingErrorFrom,
  hostFromRow,
  initialsOf,
  NETWORK_MESSAGE,
  parseSlotRange,
  parseTimestamp,
  slotRange,
  TAKEN_MESSAGE,
} from './booking-rows'

describe('booking rows', () => {
  it('reads timestamps as PostgreSQL and JSON write them', () => {
    expect(parseTimestamp('2026-11-27 14:00:00+00')?.toISOString()).toBe('2026-11-27T14:00:00.000Z')
    expect(parseTimestamp('2026-11-27T14:30:00+00:00')?.toISOString()).toBe('2026-11-27T14:30:00.000Z')
    expect(parseTimestamp('2026-11-27 15:00:00.5+0530')?.toISOString()).toBe('2026-11-27T09:30:00.500Z')
    expect(parseTimestamp('tomorrow')).toBeNull()
  })

  it('reads a slot range and writes one', () => {
    expect(parseSlotRange('["2026-11-27 14:00:00+00","2026-11-27 14:30:00+00")')).toEqual({
      start: new Date('2026-11-27T14:00:00Z'),
      end: new Date('2026-11-27T14:30:00Z'),
    })
    expect(parseSlotRange('empty')).toBeNull()
    expect(parseSlotRange('["2026-11-27 14:30:00+00","2026-11-27 14:00:00+00")')).toBeNull()
    expect(parseSlotRange(null)).toBeNull()
    expect(slotRange(new Date('2026-11-27T14:00:00Z'))).toBe('[2026-11-27T14:00:00.000Z,2026-11-27T14:30:00.000Z)')
  })

  it('reads a host, with initials and the database’s slot times', () => {
    const host = hostFromRow({ user_id: 'h1', display_name: ' Jordan Lee ', bio: 'Mentor', time_zone: 'Europe/London' })
    expect(host).toMatchObject({
      id: 'h1',
      name: 'Jordan Lee',
      initials: 'JL',
      bio: 'Mentor',
      timeZone: 'Europe/London',
    })
    expect(host?.slotTimes).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'])
    expect(hostFromRow({ user_id: 'h1', display_name: '', time_zone: 'UTC' })).toBeNull()
    expect(initialsOf('mia')).toBe('M')
    expect(initialsOf('Ana Maria Lopez')).toBe('AL')
  })

  it('lists a booking on the host’s clock', () => {
    const host = { name: 'Kai', role: '', timeZone: 'America/New_York' }
    expect(bookingAt('b1', new Date('2026-11-27T19:30:00Z'), host, 'You')).toEqual({
      id: 'b1',
      date: '2026-11-27',
      time: '14:30',
      bookedBy: 'You',
      host,
    })
  })

  it('tells a taken time, a refused one, a sign-in and a network failure apart', () => {
    expect(bookingErrorFrom({ code: '23P01', message: 'conflicting key value' }, 400)).toMatchObject({
      kind: 'taken',
      message: TAKEN_MESSAGE,
    })
    expect(TAKEN_MESSAGE).toContain('already booked')
    expect(
      bookingErrorFrom({ code: '23514', message: 'This time has passed. Choose a later slot.' }, 400),
    ).toMatchObject({
      kind: 'refused',
      message: 'This time has passed. Choose a later slot.',
    })
    expect(bookingErrorFrom({ code: '42501', message: 'denied' }, 403)).toMatchObject({ kind: 'sign-in' })
    expect(bookingErrorFrom({ message: 'TypeError: Failed to fetch' }, 0)).toMatchObject({
      kind: 'failed',
      message: NETWORK_MESSAGE,
    })
  })
})
