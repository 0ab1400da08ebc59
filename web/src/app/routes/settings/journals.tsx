import { guestJournalSource, useJournalSource } from '@/features/journal/data/use-journal-source'
import type { JournalSource } from '@/features/journal/data/journal-source'
import { JournalSettings } from '@/features/settings/journals/journal-settings'

/** Before a guest's first render of the page: their journal's code and saved entries. */
export const prepareGuest = () => guestJournalSource.load()

/** Downloads every journal entry of the source (the browser's, or a member's on the server) as JSON. */
async function exportEntries(source: JournalSource): Promise<void> {
  const [entries, { downloadJournalJson }] = await Promise.all([
    source.list(),
    import('@/features/journal/journal-export'),
  ])
  downloadJournalJson(entries)
}

/** Clears the assistant conversation, the AI reflection data (the assistant feature's store). */
async function wipeAiMemory(): Promise<void> {
  const { clearAssistantMemory } = await import('@/features/assistant/assistant-store')
  clearAssistantMemory()
}

/**
 * Route /settings/journals: Journal Settings, with the data buttons wired to the journal (its
 * source: the guest's browser journal or a member's entries on the server) and the assistant.
 */
export function Component() {
  const source = useJournalSource()
  return (
    <JournalSettings
      onExportEntries={() => exportEntries(source)}
      onDeleteAllEntries={() => source.removeAll()}
      onWipeAiMemory={wipeAiMemory}
    />
  )
}
