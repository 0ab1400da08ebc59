import { ASSISTANT_GREETING } from './assistant-replies'
import { clearAssistantMemory, getAssistantSnapshot, useAssistantStore } from './assistant-store'

describe('assistant store', () => {
  it('starts with the greeting and appends trimmed messages, refusing blank ones', () => {
    const store = useAssistantStore.getState()
    expect(store.messages).toEqual([expect.objectContaining({ role: 'assistant', content: ASSISTANT_GREETING })])
    expect(store.addMessage('user', '  hello  ')?.content).toBe('hello')
    expect(useAssistantStore.getState().addMessage('user', '   ')).toBeNull()
    expect(useAssistantStore.getState().messages.map((m) => m.role)).toEqual(['assistant', 'user'])
    const stored = JSON.parse(localStorage.getItem('nexus:assistant')!) as { state: { messages: unknown[] } }
    expect(stored.state.messages).toHaveLength(2)
  })

  it('gives a copy of the conversation as a snapshot', () => {
    useAssistantStore.getState().addMessage('user', 'kept', new Date('2026-01-02T03:04:05Z'))
    const snapshot = getAssistantSnapshot() as { messages: { role: string; content: string; timestamp: string }[] }
    expect(snapshot.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'kept',
      timestamp: '2026-01-02T03:04:05.000Z',
    })
    snapshot.messages.length = 0
    expect(useAssistantStore.getState().messages).toHaveLength(2)
  })

  it('clearAssistantMemory leaves only the greeting, in storage too', () => {
    useAssistantStore.getState().addMessage('user', 'forget me')
    clearAssistantMemory()
    expect(useAssistantStore.getState().messages.map((m) => m.content)).toEqual([ASSISTANT_GREETING])
    expect(localStorage.getItem('nexus:assistant')).not.toContain('forget me')
  })
})
