import { isWeekend } from 'date-fns'
import { setStorageScope } from '@/lib/persist/scope'
import { whenPersistedStoresHydrated } from '@/lib/persist/persisted-store'
import { sampleBookings } from './booking-model'
import { getBookingsSnapshot, useBookingsStore } from './booking-store'

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { state: { bookings: { id: string }[] } } | null

describe('demo bookings', () => {
  it('are two, on the next two weekdays after today, skipping the weekend', () => {
    // Thursday 6 March 2025 → Friday 7 and Monday 10.
    expect(sampleBookings(new Date(2025, 2, 6, 20))).toEqual([
      { id: 'demo-1', date: '2025-03-07', time: '15:00', bookedBy: 'Alex' },
      { id: 'demo-2', date: '2025-03-10', time: '16:30', bookedBy: 'Sam' },
    ])
    // Saturday → Monday and Tuesday.
    expect(sampleBookings(new Date(2025, 2, 8)).map((b) => b.date)).toEqual(['2025-03-10', '2025-03-11'])
    for (const b of sampleBookings(new Date())) expect(isWeekend(new Date(`${b.date}T12:00`))).toBe(false)
  })
})

describe('bookings store', () => {
  const now = new Date('2025-03-03T09:00:00Z') // Monday morning

  it('books an open slot for You and keeps it in nexus:bookings', () => {
    const result = useBookingsStore.getState().book('2025-03-04', '14:30', now)
    expect(result).toMatchObject({ date: '2025-03-04', time: '14:30', bookedBy: 'You' })
    expect(typeof result === 'object' && result.id).toMatch(/^bk-[\w-]+$/)
    expect(useBookingsStore.getState().bookings.at(-1)).toEqual(result)
    expect(stored('nexus:bookings')?.state.bookings.at(-1)?.id).toBe(typeof result === 'object' ? result.id : '')
  })

  it('refuses a taken slot, a weekend, a past day, a started slot and a time that is not a slot', () => {
    const { book } = useBookingsStore.getState()
    expect(typeof book('2025-03-04', '14:30', now)).toBe('object')
    const before = useBookingsStore.getState().bookings
    expect(book('2025-03-04', '14:30', now)).toBe('taken')
    expect(book('2025-03-08', '14:00', now)).toBe('not-bookable')
    expect(book('2025-02-28', '14:00', now)).toBe('not-bookable')
    expect(book('2025-03-03', '14:00', new Date('2025-03-03T14:10:00Z'))).toBe('not-bookable')
    expect(book('2025-03-04', '18:00', now)).toBe('not-bookable')
    expect(book('2025-03-04', '14:15', now)).toBe('not-bookable')
    expect(useBookingsStore.getState().bookings).toBe(before)
  })

  it('keeps each person’s bookings apart and gives a JSON copy as its snapshot', async () => {
    useBookingsStore.getState().book('2025-03-05', '17:00', now)
    setStorageScope('user-1')
    await whenPersistedStoresHydrated()
    expect(useBookingsStore.getState().bookings.some((b) => b.date === '2025-03-05')).toBe(false)
    setStorageScope('guest')
    await whenPersistedStoresHydrated()
    const snapshot = getBookingsSnapshot() as { bookings: { date: string; time: string; bookedBy: string }[] }
    expect(snapshot.bookings.at(-1)).toMatchObject({ date: '2025-03-05', time: '17:00', bookedBy: 'You' })
    snapshot.bookings.length = 0
    expect(useBookingsStore.getState().bookings.length).toBe(3)
  })
})
