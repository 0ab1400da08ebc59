import { AiSettingsScreen } from '@/features/settings/ai/ai-settings-screen'

/** Deletes the assistant conversation (the assistant feature's own memory). */
async function resetAssistantMemory(): Promise<void> {
  const { clearAssistantMemory } = await import('@/features/assistant/assistant-store')
  clearAssistantMemory()
}

/** Route /settings/ai: AI Settings, with 'Reset Assistant Memory' wired to the assistant's store. */
export function Component() {
  return <AiSettingsScreen onResetMemory={resetAssistantMemory} />
}
