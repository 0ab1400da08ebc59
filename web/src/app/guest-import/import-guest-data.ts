import type { JournalSource } from '@/features/journal/data/journal-source'
import type { ResourcesSource } from '@/features/resources/data/resources-source'
import type { Resource } from '@/features/resources/resource-model'
import type { ScheduleSource } from '@/features/schedule/data/schedule-source'
import { availabilityFormValues, eventFormValues } from '@/features/schedule/event-form'
import type { ScheduleEvent } from '@/features/schedule/schedule-model'
import { isUuid, stableUuid } from '@/lib/stable-uuid'
import type { GuestData } from './guest-data'

/** Where a guest's data goes: the signed-in member's sources, and how to read a guest PDF's bytes. */
export interface GuestImportTargets {
  memberId: string
  journal: JournalSource
  schedule: ScheduleSource
  resources: ResourcesSource
  /** The bytes of the guest's PDF `id` kept in this browser, or undefined when they are gone. */
  loadPdf: (id: string) => Promise<ArrayBuffer | undefined>
}

/** What an import brought: items of each kind now in the account, and guest PDFs whose file was gone (left behind). */
export interface GuestImportResult {
  journal: number
  events: number
  resources: number
  missingPdfs: number
}

/** The account's id of a guest item: its UUID as it is, else one made from the member and the local id (stable). */
async function accountId(memberId: string, kind: string, localId: number | string): Promise<string> {
  const uuid = typeof localId === 'string' ? localId.replace(/^res-/, '') : ''
  return isUuid(uuid) ? uuid.toLowerCase() : stableUuid(`nexus-guest-${kind}:${memberId}:${localId}`)
}

async function importEvents(events: ScheduleEvent[], { memberId, schedule }: GuestImportTargets): Promise<number> {
  const existing = new Set((await schedule.list()).map((event) => String(event.id).toLowerCase()))
  let brought = 0
  for (const event of events) {
    const id = await accountId(memberId, 'event', event.id)
    if (!existing.has(id))
      await schedule.create(
        id,
        event.isAvailabilitySlot
          ? { kind: 'availability', values: availabilityFormValues(event) }
          : { kind: 'event', values: eventFormValues(event) },
      )
    brought++
  }
  return brought
}

async function importResources(
  resources: Resource[],
  { memberId, resources: target, loadPdf }: GuestImportTargets,
): Promise<{ brought: number; missing: number }> {
  const existing = new Set((await target.list()).map((resource) => resource.id.toLowerCase()))
  let brought = 0
  let missing = 0
  // Oldest first, so the account lists them newest first as the guest saw them.
  for (const resource of [...resources].reverse()) {
    const id = await accountId(memberId, 'resource', resource.id)
    if (existing.has(id)) {
      brought++
      continue
    }
    const { title, description } = resource
    if (resource.kind === 'link') {
      await target.addLink({ id, title, description, url: resource.url })
    } else {
      const bytes = await loadPdf(resource.id)
      if (!bytes) {
        missing++
        continue
      }
      await target.addPdf({ id, title, description, fileName: resource.fileName, bytes })
    }
    brought++
  }
  return { brought, missing }
}

/**
 * Brings the guest's own data into the member's account through the member's sources: journal
 * entries merged by id (the journal's import), events and availability slots, links and PDFs (the
 * PDF's bytes from this browser). Idempotent: each item keeps its id (a guest's UUID as it is, a
 * numbered one made into a UUID from the member and the number), so an item already in the
 * account is not added again, and a repeated import adds nothing. Rejects with the first
 * source's error (what was brought before it stays; trying again brings the rest).
 */
export async function importGuestData(data: GuestData, targets: GuestImportTargets): Promise<GuestImportResult> {
  if (data.journal.length > 0) await targets.journal.importMany(data.journal)
  const events = data.events.length > 0 ? await importEvents(data.events, targets) : 0
  const resources =
    data.resources.length > 0 ? await importResources(data.resources, targets) : { brought: 0, missing: 0 }
  return { journal: data.journal.length, events, resources: resources.brought, missingPdfs: resources.missing }
}
