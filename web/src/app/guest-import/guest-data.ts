import { safeParse } from 'zod/mini'
import { sampleEntries, type JournalEntry } from '@/features/journal/journal-model'
import { journalEntrySchema } from '@/features/journal/journal-schema'
import { resourceSchema, sampleResources, type Resource } from '@/features/resources/resource-model'
import { scheduleEventSchema, type ScheduleEvent } from '@/features/schedule/schedule-model'
import { sampleEvents } from '@/features/schedule/schedule-samples'
import { GUEST_KEYS } from './guest-import-check'

/** What the guest made in this browser before signing in: their own entries, events and resources (never the samples). */
export interface GuestData {
  journal: JournalEntry[]
  events: ScheduleEvent[]
  resources: Resource[]
}

/** The items of `list` under the saved state of `key` that pass `schema`; anything unreadable is left out. */
function savedItems<T>(storage: Storage, key: string, list: string, schema: Parameters<typeof safeParse>[0]): T[] {
  let raw: unknown
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return []
  }
  const items = (raw as { state?: Record<string, unknown> } | null)?.state?.[list]
  if (!Array.isArray(items)) return []
  return items.flatMap((item) => {
    const parsed = safeParse(schema, item)
    return parsed.success ? [parsed.data as T] : []
  })
}

const notSample = <T extends { id: number | string }>(items: T[], samples: readonly { id: number | string }[]) => {
  const ids = new Set(samples.map((sample) => String(sample.id)))
  return items.filter((item) => !ids.has(String(item.id)))
}

/**
 * The guest's own data kept in `storage` (this browser's localStorage), whoever is signed in now:
 * journal entries, schedule events and availability, and resources, each checked with its
 * feature's schema, samples left out (by their ids). Never throws: unreadable data counts as none.
 */
export function readGuestData(storage: Storage = localStorage, now: Date = new Date()): GuestData {
  return {
    journal: notSample(
      savedItems<JournalEntry>(storage, GUEST_KEYS.journal, 'entries', journalEntrySchema),
      sampleEntries(now),
    ),
    events: notSample(
      savedItems<ScheduleEvent>(storage, GUEST_KEYS.events, 'events', scheduleEventSchema),
      sampleEvents(now),
    ),
    resources: notSample(
      savedItems<Resource>(storage, GUEST_KEYS.resources, 'resources', resourceSchema),
      sampleResources(now),
    ),
  }
}

/** How many items of each kind `data` holds, and their total. */
export function guestDataCounts(data: GuestData) {
  const counts = { journal: data.journal.length, events: data.events.length, resources: data.resources.length }
  return { ...counts, total: counts.journal + counts.events + counts.resources }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The counts in words: '2 journal entries, 1 resource and 1 event' (kinds with none left out). */
export function describeCounts(counts: { journal: number; resources: number; events: number }): string {
  const parts = [
    counts.journal ? plural(counts.journal, 'journal entry', 'journal entries') : '',
    counts.resources ? plural(counts.resources, 'resource', 'resources') : '',
    counts.events ? plural(counts.events, 'event', 'events') : '',
  ].filter(Boolean)
  if (parts.length <= 1) return parts[0] ?? 'nothing'
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
