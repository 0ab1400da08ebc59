import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { BookSessionScreen } from './book-session-screen'
import type { Booking } from './booking-model'
import { TAKEN_MESSAGE } from './data/booking-rows'
import { BookingSourceError, type BookingHost, type BookingSource } from './data/booking-source'
import { BookingSourceProvider } from './data/booking-source-context'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

/** Monday 3 March 2025, 09:00 UTC. */
const NOW = new Date('2025-03-03T09:00:00Z')
const HOST: BookingHost = {
  id: 'host-1',
  name: 'Kai Host',
  initials: 'KH',
  role: '',
  bio: 'I listen.',
  timeZone: 'Europe/London',
  slotTimes: ['14:00', '14:30', '15:00'],
  availability: 'Mon to Fri, 2-3:30pm',
}
const MINE: Booking = {
  id: 'b-1',
  date: '2025-03-05',
  time: '14:00',
  bookedBy: 'You',
  host: { name: HOST.name, role: '', timeZone: HOST.timeZone },
}

/** A source that asks a server, with every call a mock. */
function remoteSource(over: Partial<BookingSource> = {}): BookingSource {
  return {
    key: `test:${Math.random()}`,
    needsSignIn: false,
    canCancel: true,
    getHost: vi.fn(() => Promise.resolve(HOST)),
    listBusy: vi.fn(() => Promise.resolve([])),
    listBookings: vi.fn(() => Promise.resolve([MINE])),
    book: vi.fn(() => Promise.reject(new BookingSourceError('taken', TAKEN_MESSAGE))),
    cancel: vi.fn(() => Promise.resolve()),
    listHostBookings: vi.fn(() => Promise.resolve([])),
    follow: vi.fn(() => () => undefined),
    ...over,
  }
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function renderWith(source: BookingSource) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/book-session']}>
        <BookingSourceProvider source={source}>
          <Routes>
            <Route path="/book-session" element={<BookSessionScreen now={NOW} timeZone="Europe/London" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </BookingSourceProvider>
      </MemoryRouter>
    </SWRConfig>,
  )
  return user
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) })
const times = () => screen.getByRole('list', { name: 'Available Times' })
const lastToast = () => vi.mocked(toast).mock.lastCall?.[0]

describe('Book a Session with the real host', () => {
  it('shows the host from the source and only its free times', async () => {
    const source = remoteSource({
      listBusy: vi.fn(() =>
        Promise.resolve([{ start: new Date('2025-03-04T14:30:00Z'), end: new Date('2025-03-04T15:00:00Z') }]),
      ),
    })
    const user = renderWith(source)
    const host = await screen.findByRole('region', { name: 'Your host' })
    expect(host).toHaveTextContent('Kai Host')
    expect(host).toHaveTextContent('I listen.')
    expect(host).toHaveTextContent('Available Mon to Fri, 2-3:30pm')
    await user.click(day('Tuesday, March 4th, 2025'))
    await waitFor(() =>
      expect(
        within(times())
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['2:00 PM', '3:00 PM']),
    )
  })

  it('a time taken meanwhile says it is already booked and reads the free times again', async () => {
    const source = remoteSource()
    const user = renderWith(source)
    await screen.findByRole('region', { name: 'Your host' })
    await user.click(day('Tuesday, March 4th, 2025'))
    await user.click(
      await within(await screen.findByRole('list', { name: 'Available Times' })).findByRole('button', {
        name: /^2:30 PM/,
      }),
    )
    const calls = vi.mocked(source.listBusy).mock.calls.length
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Booking' })).getByRole('button', { name: 'Confirm Booking' }),
    )
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Time no longer available',
        description: TAKEN_MESSAGE,
        variant: 'destructive',
      }),
    )
    await waitFor(() => expect(vi.mocked(source.listBusy).mock.calls.length).toBeGreaterThan(calls))
  })

  it('a refused booking (the limit of upcoming sessions) shows the server’s message as is', async () => {
    const limit =
      'You already have 3 upcoming sessions. You can book another after your next one ends (Wed 05 Mar 2025, 14:30 Europe/London), or cancel one.'
    const source = remoteSource({ book: vi.fn(() => Promise.reject(new BookingSourceError('refused', limit))) })
    const user = renderWith(source)
    await screen.findByRole('region', { name: 'Your host' })
    await user.click(day('Tuesday, March 4th, 2025'))
    await user.click(
      await within(await screen.findByRole('list', { name: 'Available Times' })).findByRole('button', {
        name: /^2:30 PM/,
      }),
    )
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Booking' })).getByRole('button', { name: 'Confirm Booking' }),
    )
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Session not booked', description: limit, variant: 'destructive' }),
    )
  })

  it('sends a visitor to sign in, coming back to /book-session', async () => {
    const source = remoteSource({ needsSignIn: true, canCancel: false, listBookings: vi.fn(() => Promise.resolve([])) })
    const user = renderWith(source)
    await screen.findByRole('region', { name: 'Your host' })
    expect(screen.getByText('Sign in to see your booked sessions')).toBeInTheDocument()
    await user.click(day('Tuesday, March 4th, 2025'))
    await user.click(
      await within(await screen.findByRole('list', { name: 'Available Times' })).findByRole('button', {
        name: /^2:00 PM/,
      }),
    )
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Booking' })).getByRole('button', { name: 'Sign In to Book' }),
    )
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth?next=%2Fbook-session')
    expect(source.book).not.toHaveBeenCalled()
  })

  it('reads the bookings again when the source says they changed elsewhere', async () => {
    let changed: () => void = () => undefined
    const listBookings = vi.fn<BookingSource['listBookings']>().mockResolvedValueOnce([]).mockResolvedValue([MINE])
    renderWith(
      remoteSource({
        listBookings,
        follow: (onChange) => {
          changed = onChange
          return () => undefined
        },
      }),
    )
    expect(await screen.findByText('No sessions booked yet')).toBeInTheDocument()
    changed()
    expect(await screen.findByRole('list', { name: 'Booked Sessions' })).toHaveTextContent('Booked by You')
  })

  it('lists the member’s booking with Cancel; a refused cancel brings it back and says why', async () => {
    const source = remoteSource({
      cancel: vi.fn(() => Promise.reject(new BookingSourceError('failed', 'Nexus could not reach the server.'))),
    })
    const user = renderWith(source)
    const list = await screen.findByRole('list', { name: 'Booked Sessions' })
    const item = within(list).getByRole('listitem')
    expect(item).toHaveTextContent('Wednesday, March 5, 2025, 2:00 PM - 2:30 PM')
    await user.click(within(item).getByRole('button', { name: /^Cancel/ }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Session not cancelled' }))
    expect(source.cancel).toHaveBeenCalledWith('b-1')
    expect(within(screen.getByRole('list', { name: 'Booked Sessions' })).getAllByRole('listitem')).toHaveLength(1)
  })
})
