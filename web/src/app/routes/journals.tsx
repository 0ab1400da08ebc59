import { JournalScreen } from '@/features/journal/journal-screen'

/** Route /journals: the member's private journal. */
export function Component() {
  return <JournalScreen />
}
