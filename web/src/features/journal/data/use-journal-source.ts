import { localJournalSource } from './local-journal-source'
import { useProvidedJournalSource } from './journal-source-context'
import type { JournalSource } from './journal-source'

/** The journal's source: the one provided (a member's), else the guest's own journal in this browser. */
export function useJournalSource(): JournalSource {
  return useProvidedJournalSource() ?? localJournalSource
}
