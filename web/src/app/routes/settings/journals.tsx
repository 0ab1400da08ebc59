import { JournalSettings } from '@/features/settings/journals/journal-settings'

/** Downloads the person's journal entries as JSON (the journal feature's export). */
async function exportEntries(): Promise<void> {
  const { downloadJournalJson } = await import('@/features/journal/journal-export')
  await downloadJournalJson()
}

/** Permanently deletes every journal entry of the person (the journal feature's store). */
async function deleteAllEntries(): Promise<void> {
  const { deleteAllJournalEntries } = await import('@/features/journal/journal-store')
  deleteAllJournalEntries()
}

/** Clears the assistant conversation, the AI reflection data (the assistant feature's store). */
async function wipeAiMemory(): Promise<void> {
  const { clearAssistantMemory } = await import('@/features/assistant/assistant-store')
  clearAssistantMemory()
}

/** Route /settings/journals: Journal Settings, with the data buttons wired to the journal and assistant features. */
export function Component() {
  return (
    <JournalSettings
      onExportEntries={exportEntries}
      onDeleteAllEntries={deleteAllEntries}
      onWipeAiMemory={wipeAiMemory}
    />
  )
}
