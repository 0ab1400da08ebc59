import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { BookSessionScreen } from './book-session-screen'
import { downloadBookingIcs } from './booking-ics'
import { sampleBookings } from './booking-model'
import { useBookingsStore } from './booking-store'
import { guestBookingSource } from './data/use-booking-source'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
vi.mock('./booking-ics', async (original) => ({
  ...(await original<typeof import('./booking-ics')>()),
  downloadBookingIcs: vi.fn(),
}))
// The guest's sample booking loads before the screens render, as before the app's first render.
beforeAll(() => guestBookingSource.load())

afterEach(() => {
  vi.mocked(toast).mockClear()
  vi.mocked(downloadBookingIcs).mockClear()
})

/** Monday 3 March 2025, 09:00 UTC (04:00 in New York). */
const NOW = new Date('2025-03-03T09:00:00Z')

function renderScreen(timeZone = 'America/New_York') {
  useBookingsStore.setState({ bookings: sampleBookings(NOW) })
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <BookSessionScreen now={NOW} timeZone={timeZone} />
    </MemoryRouter>,
  )
  return user
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) })
const times = () => screen.getByRole('list', { name: 'Available Times' })
const booked = () => within(screen.getByRole('list', { name: 'Booked Sessions' })).getAllByRole('listitem')
const lastToast = () => vi.mocked(toast).mock.lastCall?.[0]

describe('Book a Session screen', () => {
  it("in the app's frame (a signed-in member) shows the page without the public header's 'Join Now'", () => {
    useBookingsStore.setState({ bookings: sampleBookings(NOW) })
    const { unmount } = render(
      <MemoryRouter>
        <BookSessionScreen now={NOW} timeZone="Europe/London" frame="app" />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Session' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument()
    unmount()
    renderScreen()
    expect(screen.getByRole('link', { name: 'Join Now' })).toBeInTheDocument()
  })

  it('names both time zones, shows the host card and the two demo bookings in the visitor’s time', () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Session' })).toBeInTheDocument()
    expect(
      screen.getByText("Times shown in your time zone (America/New_York); host's time zone: Europe/London"),
    ).toBeInTheDocument()
    const host = screen.getByRole('region', { name: 'Your host' })
    expect(host).toHaveTextContent('Jordan Lee')
    expect(host).toHaveTextContent('Community mentor')
    expect(host).toHaveTextContent('Available Mon to Fri, 2-6pm')
    expect(booked().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Tuesday, March 4, 2025, 10:00 AM - 10:30 AM') as unknown as string,
      expect.stringContaining('Wednesday, March 5, 2025, 11:30 AM - 12:00 PM') as unknown as string,
    ])
    expect(booked()[0]).toHaveTextContent('Booked by Alex')
    expect(screen.getByText('Select a date to see available times')).toBeInTheDocument()
  })

  it('lets only Monday to Friday from today be chosen', () => {
    renderScreen()
    expect(day('Monday, March 3rd, 2025')).toBeEnabled()
    expect(day('Friday, March 7th, 2025')).toBeEnabled()
    expect(day('Saturday, March 8th, 2025')).toBeDisabled()
    expect(day('Sunday, March 9th, 2025')).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Friday, February 28th/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Previous Month/i })).toHaveAttribute('aria-disabled', 'true')
  })

  it('shows the 8 host slots in the visitor’s zone with the host time, hiding the booked one', async () => {
    const user = renderScreen()
    await user.click(day('Tuesday, March 4th, 2025'))
    const slots = within(times()).getAllByRole('button')
    expect(slots.map((b) => b.textContent)).toEqual([
      '9:00 AM14:00 host time',
      '9:30 AM14:30 host time',
      '10:30 AM15:30 host time',
      '11:00 AM16:00 host time',
      '11:30 AM16:30 host time',
      '12:00 PM17:00 host time',
      '12:30 PM17:30 host time',
    ])
  })

  it('shows the visitor’s date when a slot falls on another day there', async () => {
    const user = renderScreen('Pacific/Auckland')
    await user.click(day('Thursday, March 6th, 2025'))
    expect(within(times()).getAllByRole('button')[0]).toHaveTextContent('3:00 AMFri, Mar 714:00 host time')
  })

  it('shows no separate host time to a visitor in London', async () => {
    const user = renderScreen('Europe/London')
    await user.click(day('Thursday, March 6th, 2025'))
    expect(within(times()).getAllByRole('button')[0]).toHaveTextContent(/^2:00 PM$/)
  })

  it("confirming books the slot for You: 'Session Booked!' with date and time, the slot goes, the list grows", async () => {
    const user = renderScreen()
    await user.click(day('Thursday, March 6th, 2025'))
    await user.click(within(times()).getByRole('button', { name: /^9:30 AM/ }))
    let dialog = screen.getByRole('dialog', { name: 'Confirm Booking' })
    expect(dialog).toHaveTextContent('Thursday, March 6, 2025')
    expect(dialog).toHaveTextContent('9:30 AM - 10:00 AM')
    expect(dialog).toHaveTextContent("Host's time (Europe/London)Thursday, March 6, 2025, 2:30 PM - 3:00 PM")
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useBookingsStore.getState().bookings).toHaveLength(2)

    await user.click(within(times()).getByRole('button', { name: /^9:30 AM/ }))
    dialog = screen.getByRole('dialog', { name: 'Confirm Booking' })
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(lastToast()).toMatchObject({
      title: 'Session Booked!',
      description: 'Your session with Jordan Lee is on Thursday, March 6, 2025 at 9:30 AM (America/New_York).',
    })
    expect(within(times()).queryByRole('button', { name: /^9:30 AM/ })).toBeNull()
    expect(within(times()).getAllByRole('button')).toHaveLength(7)
    expect(booked()).toHaveLength(3)
    expect(booked()[2]).toHaveTextContent('Thursday, March 6, 2025, 9:30 AM - 10:00 AM')
    expect(booked()[2]).toHaveTextContent('Booked by You')
    expect(useBookingsStore.getState().bookings.at(-1)).toMatchObject({ date: '2025-03-06', time: '14:30' })
    expect(downloadBookingIcs).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Available Times' })).toHaveFocus()
  })

  it('downloads the .ics file when asked in the confirmation, and from the list', async () => {
    const user = renderScreen()
    await user.click(day('Friday, March 7th, 2025'))
    await user.click(within(times()).getByRole('button', { name: /^12:30 PM/ }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm Booking' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also download a calendar file (.ics)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }))
    const made = useBookingsStore.getState().bookings.at(-1)
    expect(downloadBookingIcs).toHaveBeenCalledWith(made, NOW)
    await user.click(within(booked()[0]!).getByRole('button', { name: /^Add to calendar/ }))
    expect(downloadBookingIcs).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'demo-1' }), NOW)
  })
})
