import { guestSource } from '@/lib/data/guest-source'
import { useProvidedJournalSource } from './journal-source-context'
import type { JournalSource } from './journal-source'

/** The guest's own journal in this browser (the journal store and its sample entries), loaded only for a guest. */
export const guestJournalSource = guestSource(async () => (await import('./local-journal-source')).localJournalSource)

/**
 * The journal's source: the one provided (a member's), else the guest's own journal in this
 * browser (the render suspends while its code loads, see {@link guestJournalSource}).
 */
export function useJournalSource(): JournalSource {
  return useProvidedJournalSource() ?? guestJournalSource.use()
}
