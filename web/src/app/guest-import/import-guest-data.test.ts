// @vitest-environment node
import type { JournalSource } from '@/features/journal/data/journal-source'
import type { ResourcesSource } from '@/features/resources/data/resources-source'
import type { Resource } from '@/features/resources/resource-model'
import type { ScheduleSource } from '@/features/schedule/data/schedule-source'
import type { ScheduleEvent } from '@/features/schedule/schedule-model'
import type { GuestData } from './guest-data'
import { importGuestData, type GuestImportTargets } from './import-guest-data'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The member's account in memory: what each source holds, by id. */
function account() {
  const events = new Map<string, unknown>()
  const resources = new Map<string, Resource>()
  const journal = { importMany: vi.fn(() => Promise.resolve({ added: 1, replaced: 0 })) }
  const schedule = {
    list: () => Promise.resolve([...events.keys()].map((id) => ({ id }) as ScheduleEvent)),
    create: vi.fn((id: string, input: unknown) => {
      events.set(id, input)
      return Promise.resolve({ id } as ScheduleEvent)
    }),
  }
  const target = {
    list: () => Promise.resolve([...resources.values()]),
    addLink: vi.fn((input: { id?: string; title: string; url: string }) => {
      const link = {
        kind: 'link',
        id: input.id!,
        title: input.title,
        description: '',
        url: input.url,
        dateAdded: '',
      } as const
      resources.set(link.id, link)
      return Promise.resolve(link)
    }),
    addPdf: vi.fn((input: { id?: string; title: string; fileName: string }) => {
      const pdf = {
        kind: 'pdf',
        id: input.id!,
        title: input.title,
        description: '',
        fileName: input.fileName,
        dateAdded: '',
      } as const
      resources.set(pdf.id, pdf)
      return Promise.resolve(pdf)
    }),
  }
  const targets: GuestImportTargets = {
    memberId: 'member-1',
    journal: journal as unknown as JournalSource,
    schedule: schedule as unknown as ScheduleSource,
    resources: target as unknown as ResourcesSource,
    loadPdf: (id) => Promise.resolve(id === 'res-gone' ? undefined : new ArrayBuffer(8)),
  }
  return { targets, journal, schedule, target, events, resources }
}

const event = (id: number | string): ScheduleEvent => ({
  id,
  title: `Event ${id}`,
  description: '',
  date: '2026-11-26',
  timeStart: '10:00',
  timeEnd: '11:00',
  location: 'Online',
  facilitator: 'You',
  attendees: [],
  category: 'social',
})

const data: GuestData = {
  journal: [
    {
      id: 7,
      title: 'Old numbered',
      date: '2026-11-20',
      prompt: 'No prompt used',
      content: 'x',
      tags: [],
      favorite: false,
    },
  ],
  events: [event(42), event('0b6c4a5e-1f2d-4c3b-8a9e-7d6c5b4a3f2e')],
  resources: [
    {
      kind: 'pdf',
      id: 'res-2d1f0e9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f',
      title: 'Guide',
      description: '',
      fileName: 'g.pdf',
      dateAdded: '',
    },
    { kind: 'pdf', id: 'res-gone', title: 'Lost', description: '', fileName: 'l.pdf', dateAdded: '' },
    { kind: 'link', id: 'res-link', title: 'Site', description: '', url: 'https://example.org', dateAdded: '' },
  ],
}

describe('importGuestData', () => {
  it('brings every kind in with stable ids, PDFs with their bytes, and reports a PDF whose file is gone', async () => {
    const { targets, journal, events, resources } = account()
    const result = await importGuestData(data, targets)
    expect(result).toEqual({ journal: 1, events: 2, resources: 2, missingPdfs: 1 })
    expect(journal.importMany).toHaveBeenCalledWith(data.journal)
    const eventIds = [...events.keys()]
    expect(eventIds).toContain('0b6c4a5e-1f2d-4c3b-8a9e-7d6c5b4a3f2e')
    expect(eventIds.find((id) => id !== '0b6c4a5e-1f2d-4c3b-8a9e-7d6c5b4a3f2e')).toMatch(UUID)
    expect([...resources.keys()]).toContain('2d1f0e9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f')
    expect(resources.size).toBe(2)
  })

  it('adds nothing the second time: the ids are the same, so everything is already there', async () => {
    const { targets, schedule, target } = account()
    await importGuestData(data, targets)
    schedule.create.mockClear()
    target.addLink.mockClear()
    target.addPdf.mockClear()
    const again = await importGuestData(data, targets)
    expect(schedule.create).not.toHaveBeenCalled()
    expect(target.addLink).not.toHaveBeenCalled()
    expect(target.addPdf).not.toHaveBeenCalled()
    expect(again).toMatchObject({ events: 2, resources: 2 })
  })
})
