import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { BookedSessions } from './booked-sessions'
import { bookingToIcs } from './booking-ics'
import { bookingMeetingPath, isJoinOpen, joinWindow, nextJoinChange } from './booking-meeting'
import type { Booking } from './booking-model'

const host = { name: 'Jordan Lee', role: 'Community mentor', timeZone: 'Europe/London' }
// 14:00 in London on 1 July 2025 is 13:00 UTC; the session ends at 13:30 UTC.
const real: Booking = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  date: '2025-07-01',
  time: '14:00',
  bookedBy: 'You',
  host,
}
const guest: Booking = { id: 'bk-1234', date: '2025-07-01', time: '14:00', bookedBy: 'You' }
const at = (iso: string) => new Date(iso)

describe("a booked session's meeting", () => {
  it('is at /meeting-room?booking=<id>', () => {
    expect(bookingMeetingPath(real.id)).toBe(`/meeting-room?booking=${real.id}`)
  })

  it('opens 10 minutes before the start and closes at the end', () => {
    expect(joinWindow(real)).toEqual({ opens: at('2025-07-01T12:50:00Z'), closes: at('2025-07-01T13:30:00Z') })
    expect(isJoinOpen(real, at('2025-07-01T12:49:59Z'))).toBe(false)
    expect(isJoinOpen(real, at('2025-07-01T12:50:00Z'))).toBe(true)
    expect(isJoinOpen(real, at('2025-07-01T13:29:59Z'))).toBe(true)
    expect(isJoinOpen(real, at('2025-07-01T13:30:00Z'))).toBe(false)
    expect(nextJoinChange([real, guest], at('2025-07-01T12:00:00Z'))).toBe(at('2025-07-01T12:50:00Z').getTime())
    expect(nextJoinChange([real], at('2025-07-01T13:00:00Z'))).toBe(at('2025-07-01T13:30:00Z').getTime())
    expect(nextJoinChange([real, guest], at('2025-07-01T14:00:00Z'))).toBeNull()
  })

  it("the .ics of a real booking carries the meeting's URL; the guest's sample booking has none", () => {
    const now = at('2025-06-20T09:30:05Z')
    // Unfolded (long lines continue on the next one after a space).
    expect(bookingToIcs(real, now, 'https://nexus.example').replace(/\r\n /g, '')).toContain(
      `\r\nURL:https://nexus.example/meeting-room?booking=${real.id}\r\n`,
    )
    expect(bookingToIcs(guest, now, 'https://nexus.example')).not.toContain('URL:')
  })

  it("the list shows 'Join session' as a link inside the window, disabled before it, and none for the guest's bookings", () => {
    const props = { timeZone: 'Europe/London', onDownload: () => undefined }
    const { rerender } = render(
      <MemoryRouter>
        <BookedSessions {...props} bookings={[real]} now={at('2025-07-01T12:55:00Z')} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: /^Join session/ })).toHaveAttribute(
      'href',
      `/meeting-room?booking=${real.id}`,
    )
    rerender(
      <MemoryRouter>
        <BookedSessions {...props} bookings={[real]} now={at('2025-07-01T12:40:00Z')} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('link', { name: /^Join session/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Join session.*opens 10 minutes before it starts/ })).toBeDisabled()
    rerender(
      <MemoryRouter>
        <BookedSessions {...props} bookings={[guest]} now={at('2025-07-01T12:55:00Z')} />
      </MemoryRouter>,
    )
    expect(screen.queryByText(/Join session/)).not.toBeInTheDocument()
  })
})
