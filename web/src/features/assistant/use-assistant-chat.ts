import { useCallback, useEffect, useRef, useState } from 'react'
import { assistantReply } from './assistant-replies'
import { useAssistantStore, type AssistantMessage } from './assistant-store'

/** How long the typing indicator shows before the assistant's reply, in ms. */
export const ASSISTANT_TYPING_MS = 1000

/** What {@link useAssistantChat} returns. */
export interface AssistantChat {
  messages: AssistantMessage[]
  /** True while a reply is pending (the typing indicator shows and sending is disabled). */
  pending: boolean
  /** Sends `text`: false (nothing done) when it is blank or a reply is pending, else true. */
  send: (text: string) => boolean
}

/**
 * The assistant conversation and its send action: the person's message is added at once, the
 * typing indicator shows for {@link ASSISTANT_TYPING_MS} (1000 ms), then the rule-based reply is
 * added. A reply still pending when the screen closes is added right away, so none is lost.
 */
export function useAssistantChat(): AssistantChat {
  const messages = useAssistantStore((s) => s.messages)
  const [pendingReply, setPendingReply] = useState<string | null>(null)
  const timer = useRef<{ id: ReturnType<typeof setTimeout>; reply: string } | null>(null)

  useEffect(
    () => () => {
      const waiting = timer.current
      if (!waiting) return
      clearTimeout(waiting.id)
      useAssistantStore.getState().addMessage('assistant', waiting.reply)
    },
    [],
  )

  const send = useCallback((text: string) => {
    if (text.trim() === '' || timer.current) return false
    useAssistantStore.getState().addMessage('user', text)
    const reply = assistantReply(text)
    setPendingReply(reply)
    const id = setTimeout(() => {
      timer.current = null
      useAssistantStore.getState().addMessage('assistant', reply)
      setPendingReply(null)
    }, ASSISTANT_TYPING_MS)
    timer.current = { id, reply }
    return true
  }, [])

  return { messages, pending: pendingReply !== null, send }
}
