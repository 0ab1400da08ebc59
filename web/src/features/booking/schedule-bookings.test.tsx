import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import type { Booking } from './booking-model'
import type { BookingSource, HostBooking } from './data/booking-source'
import { BookingSourceProvider } from './data/booking-source-context'
import { HostBookings } from './host-bookings'
import { MyBookings } from './my-bookings'

const pad = (n: number) => String(n).padStart(2, '0')

/** A booking with a real host whose session started five minutes ago (its meeting is open). */
function startedBooking(id: string, bookedBy: string): HostBooking {
  const start = new Date(Date.now() - 5 * 60_000)
  return {
    id,
    date: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`,
    time: `${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`,
    bookedBy,
    host: { name: 'Jordan Lee', role: '', timeZone: 'UTC' },
    start,
  }
}

function source(over: Partial<BookingSource>): BookingSource {
  return {
    key: `test:${Math.random()}`,
    needsSignIn: false,
    canCancel: true,
    getHost: vi.fn(() => Promise.resolve(null)),
    listBusy: vi.fn(() => Promise.resolve([])),
    listBookings: vi.fn(() => Promise.resolve([] as Booking[])),
    book: vi.fn(() => Promise.reject(new Error('not in this test'))),
    cancel: vi.fn(() => Promise.resolve()),
    listHostBookings: vi.fn(() => Promise.resolve([])),
    follow: vi.fn(() => () => undefined),
    ...over,
  }
}

function renderSchedule(s: BookingSource) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <BookingSourceProvider source={s}>
          <MyBookings timeZone="UTC" />
          <HostBookings timeZone="UTC" />
        </BookingSourceProvider>
      </MemoryRouter>
    </SWRConfig>,
  )
}

describe("the schedule's booked sessions", () => {
  it("lists the member's own sessions and the ones booked with them, each with its meeting's 'Join session'", async () => {
    const mine = startedBooking('6f1c2a9e-0000-4000-8000-00000000000a', 'You')
    const hosted = startedBooking('6f1c2a9e-0000-4000-8000-00000000000b', 'Mia Example')
    renderSchedule(
      source({
        listBookings: vi.fn(() => Promise.resolve([mine])),
        listHostBookings: vi.fn(() => Promise.resolve([hosted])),
      }),
    )
    const own = (await screen.findByRole('heading', { name: 'Booked Sessions' })).closest('section')!
    expect(within(own).getByRole('link', { name: /^Join session/ })).toHaveAttribute(
      'href',
      `/meeting-room?booking=${mine.id}`,
    )
    const withYou = (await screen.findByRole('heading', { name: 'Sessions Booked With You' })).closest('section')!
    expect(within(withYou).getByRole('link', { name: /^Join session/ })).toHaveAttribute(
      'href',
      `/meeting-room?booking=${hosted.id}`,
    )
  })

  it('shows nothing while the member has no session, and nothing for the guest', async () => {
    const member = source({})
    // Both lists answered (empty) before looking.
    const { container, unmount } = await act(async () => renderSchedule(member))
    expect(member.listBookings).toHaveBeenCalled()
    expect(member.listHostBookings).toHaveBeenCalled()
    expect(container).toBeEmptyDOMElement()
    unmount()

    const guest = source({
      peek: () => ({ host: null as never, bookings: [startedBooking('bk-1', 'You')] }),
    })
    const view = renderSchedule(guest)
    expect(view.container).toBeEmptyDOMElement()
    expect(guest.listBookings).not.toHaveBeenCalled()
  })
})
