import { format } from 'date-fns'
import { Send } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { ChatMessage } from './chat'
import { CHAT_PANEL_HEIGHT_PX } from './meeting-constants'

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  messages: ChatMessage[]
  /** Sends the text; returns false when nothing was sent (blank after trimming). */
  onSend: (text: string) => boolean
}

/**
 * The meeting chat: the messages (name, time as 'h:mm a', text) in a 180 px scrolling log that
 * keeps the newest in view, and a form ('Type a message...'). A message blank after trimming
 * is not sent; a sent one clears the input.
 */
export function ChatPanel({ messages, onSend }: ChatPanelProps) {
  const [draft, setDraft] = useState('')
  const logRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (onSend(draft)) setDraft('')
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={logRef}
        role="log"
        aria-label="Chat messages"
        // A scrolling log must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        style={{ height: CHAT_PANEL_HEIGHT_PX }}
        className="overflow-y-auto rounded-md border border-border bg-background p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet</p>
        ) : (
          <ul className="space-y-3">
            {messages.map((m) => (
              <li key={m.id} className="text-sm">
                <div className="flex items-baseline gap-2">
                  <span className="font-medium">{m.name}</span>
                  <time dateTime={new Date(m.timestamp).toISOString()} className="text-xs text-muted-foreground">
                    {format(m.timestamp, 'h:mm a')}
                  </time>
                </div>
                <p className="break-words whitespace-pre-wrap">{m.message}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="meeting-chat-input" className="sr-only">
          Message
        </label>
        <Input
          id="meeting-chat-input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Type a message..."
          autoComplete="off"
          maxLength={1000}
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!draft.trim()}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </div>
  )
}
