import { guestJournalSource } from '@/features/journal/data/use-journal-source'
import { JournalScreen } from '@/features/journal/journal-screen'

/** Before a guest's first render of their journal: its code and saved entries. */
export const prepareGuest = () => guestJournalSource.load()

/** Route /journals: the member's private journal. */
export function Component() {
  return <JournalScreen />
}
