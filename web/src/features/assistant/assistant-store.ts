import { z } from 'zod/mini'
import { createPersistedStore, type SeedContext } from '@/lib/persist/persisted-store'
import { ASSISTANT_GREETING } from './assistant-replies'

const messageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.iso.datetime(),
})
const schema = z.object({ messages: z.array(messageSchema) })

/** One message of the assistant conversation: who wrote it, the text, and when (ISO date). */
export type AssistantMessage = z.infer<typeof messageSchema>
/** The persisted data: the conversation, oldest first. */
export type AssistantData = z.infer<typeof schema>

/** The conversation a person starts with: the assistant's greeting, dated `now`. */
export function greetingConversation({ now }: Pick<SeedContext, 'now'>): AssistantData {
  return {
    messages: [
      { id: 'assistant-greeting', role: 'assistant', content: ASSISTANT_GREETING, timestamp: now.toISOString() },
    ],
  }
}

let sequence = 0
function newId(now: Date): string {
  sequence += 1
  return `am-${now.getTime().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/**
 * The assistant conversation, kept per person in the browser (key `nexus:assistant`); it
 * starts with the assistant's greeting.
 */
export const useAssistantStore = createPersistedStore({
  name: 'nexus:assistant',
  version: 1,
  schema,
  seed: greetingConversation,
  actions: ({ set, get }) => ({
    /** Appends a message by `role` (text trimmed) and returns it; blank text appends nothing and returns null. */
    addMessage(role: AssistantMessage['role'], content: string, now: Date = new Date()): AssistantMessage | null {
      const text = content.trim()
      if (text === '') return null
      const message: AssistantMessage = { id: newId(now), role, content: text, timestamp: now.toISOString() }
      set({ messages: [...get().messages, message] })
      return message
    },
    /** Empties the conversation back to the greeting (dated `now`). */
    clear(now: Date = new Date()): void {
      set(greetingConversation({ now }))
    },
  }),
})

/**
 * The person's assistant conversation as plain JSON, for 'Export AI Data' and 'Download Data':
 * `{ messages: { id, role, content, timestamp }[] }`. A copy: changing it changes nothing.
 */
export function getAssistantSnapshot(): unknown {
  return JSON.parse(JSON.stringify({ messages: useAssistantStore.getState().messages })) as unknown
}

/** Forgets the conversation ('Reset Assistant Memory', 'Wipe AI Memory'): only the greeting is left, and kept so. */
export function clearAssistantMemory(): void {
  useAssistantStore.getState().clear()
}
