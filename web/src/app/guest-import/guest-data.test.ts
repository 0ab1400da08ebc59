import { sampleEntries } from '@/features/journal/journal-model'
import { describeCounts, guestDataCounts, readGuestData } from './guest-data'
import { GUEST_KEYS } from './guest-import-check'

const NOW = new Date('2026-11-25T12:00:00Z')
const mine = {
  id: '3f2a1c4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
  title: 'Written as a guest',
  date: '2026-11-24',
  prompt: 'No prompt used',
  content: 'Mine',
  tags: [],
  favorite: false,
}

function storageWith(values: Record<string, unknown>): Storage {
  localStorage.clear()
  for (const [key, value] of Object.entries(values))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
  return localStorage
}

describe('readGuestData', () => {
  afterEach(() => localStorage.clear())

  it("keeps the guest's own journal entries, events and resources and leaves the samples out", () => {
    const storage = storageWith({
      [GUEST_KEYS.journal]: { state: { entries: [mine, ...sampleEntries(NOW)] }, version: 1 },
      [GUEST_KEYS.resources]: {
        state: {
          resources: [
            {
              kind: 'link',
              id: 'res-1',
              title: 'A link',
              description: '',
              url: 'https://example.org',
              dateAdded: '2026-11-24',
            },
          ],
        },
        version: 1,
      },
    })
    const data = readGuestData(storage, NOW)
    expect(data.journal.map((entry) => entry.title)).toEqual(['Written as a guest'])
    expect(data.resources.map((resource) => resource.id)).toEqual(['res-1'])
    expect(data.events).toEqual([])
    expect(guestDataCounts(data)).toEqual({ journal: 1, events: 0, resources: 1, total: 2 })
  })

  it('counts unreadable or malformed saved data as nothing, never throwing', () => {
    const storage = storageWith({
      [GUEST_KEYS.journal]: '{not json',
      [GUEST_KEYS.events]: { state: { events: [{ id: 99, title: 'missing fields' }] }, version: 1 },
    })
    expect(guestDataCounts(readGuestData(storage, NOW)).total).toBe(0)
  })
})

describe('describeCounts', () => {
  it('names each kind there is, in words', () => {
    expect(describeCounts({ journal: 2, resources: 1, events: 1 })).toBe('2 journal entries, 1 resource and 1 event')
    expect(describeCounts({ journal: 1, resources: 0, events: 3 })).toBe('1 journal entry and 3 events')
    expect(describeCounts({ journal: 0, resources: 2, events: 0 })).toBe('2 resources')
  })
})
