import { AssistantScreen } from '@/features/assistant/assistant-screen'

/** Route /ai-assistant: the Nexus Assistant chat. */
export function Component() {
  return <AssistantScreen />
}
