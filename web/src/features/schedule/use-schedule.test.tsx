import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { ScheduleSourceError, type ScheduleSource } from './data/schedule-source'
import { ScheduleSourceProvider } from './data/schedule-source-context'
import { eventFormDefaults } from './event-form'
import type { ScheduleEvent } from './schedule-model'
import { useScheduleStore } from './schedule-store'
import { useSchedule } from './use-schedule'
import { guestScheduleSource } from './data/use-schedule-source'

const stored: ScheduleEvent = {
  id: '6f1c8f7e-2a4b-4c1d-9e3f-0a1b2c3d4e5f',
  title: 'Stored',
  description: '',
  date: '2025-03-05',
  timeStart: '09:00',
  timeEnd: '10:00',
  location: 'Online',
  facilitator: 'You',
  attendees: [],
  category: 'meeting',
}
const values = { ...eventFormDefaults(new Date(2025, 2, 5)), title: 'Book circle' }

function renderSchedule(source: ScheduleSource | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ScheduleSourceProvider source={source}>{children}</ScheduleSourceProvider>
    </SWRConfig>
  )
  return renderHook(() => useSchedule(), { wrapper })
}

// The guest's schedule loads before the screens render, as before the app's first render.
beforeAll(() => guestScheduleSource.load())

describe('useSchedule', () => {
  it("adds to the guest's browser schedule at once, with a UUID; numbered sample ids keep working", () => {
    const { result } = renderSchedule(null)
    const sample = result.current.events.find((e) => typeof e.id === 'number')!
    let saved: ScheduleEvent | undefined
    act(() => {
      saved = result.current.create({ kind: 'event', values }) as ScheduleEvent
    })
    expect(saved?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(useScheduleStore.getState().events.at(-1)).toEqual(saved)
    act(() => void result.current.remove(sample))
    expect(result.current.events.some((e) => e.id === sample.id)).toBe(false)
  })

  it("shows a server's new event at once and takes the stored one when it comes", async () => {
    let answer!: (event: ScheduleEvent) => void
    const source: ScheduleSource = {
      key: 'fake:member',
      memory: undefined,
      list: () => Promise.resolve([stored]),
      create: vi.fn(() => new Promise<ScheduleEvent>((resolve) => (answer = resolve))),
      update: vi.fn(),
      remove: vi.fn(),
    }
    const { result } = renderSchedule(source)
    await waitFor(() => expect(result.current.status).toBe('ready'))
    let saving!: Promise<ScheduleEvent>
    act(() => {
      saving = result.current.create({ kind: 'event', values }) as Promise<ScheduleEvent>
    })
    await waitFor(() => expect(result.current.events.map((e) => e.title)).toEqual(['Stored', 'Book circle']))
    const id = vi.mocked(source.create).mock.calls[0]![0]
    await act(async () => {
      answer({ ...stored, id, title: 'Book circle', location: 'Stored room' })
      await saving
    })
    expect(result.current.events[1]).toMatchObject({ id, location: 'Stored room' })
  })

  it('brings a deleted event back when the server cannot be reached', async () => {
    const down = new ScheduleSourceError('failed', 'Nexus could not reach the server.')
    const source: ScheduleSource = {
      key: 'fake:member',
      memory: undefined,
      list: () => Promise.resolve([stored]),
      create: vi.fn(),
      update: vi.fn(),
      remove: vi.fn(() => Promise.reject(down)),
    }
    const { result } = renderSchedule(source)
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await act(async () => {
      await expect(result.current.remove(stored)).rejects.toBe(down)
    })
    expect(result.current.events).toEqual([stored])
  })
})
