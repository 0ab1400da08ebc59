import { useLayoutEffect, useRef, useState } from 'react'
import { format } from 'date-fns'
import { Bot, Headset, SendHorizontal } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { useAssistantChat } from './use-assistant-chat'
import { LocalTime } from '@/components/ui/local-time'

/**
 * /ai-assistant: the 'Nexus Assistant' chat ('Always here to help') with the 'Contact a Team
 * Member' link to /contact, the conversation (each message with who wrote it and its time), the
 * typing indicator while a reply is pending, and the send form (disabled while the text is
 * blank or a reply is pending; Enter sends). Text is shown as text only.
 */
export function AssistantScreen() {
  const { messages, pending, send } = useAssistantChat()
  const [text, setText] = useState('')
  const scroller = useRef<HTMLDivElement>(null)
  const last = messages[messages.length - 1]?.id

  useLayoutEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [last, pending])

  const canSend = text.trim() !== '' && !pending

  return (
    <div className="flex h-[calc(100svh-3.5rem)] flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground"
          >
            <Bot className="size-5" />
          </span>
          <div className="min-w-0">
            <h1 className="text-lg font-bold tracking-tight sm:text-xl">Nexus Assistant</h1>
            <p className="text-sm text-muted-foreground">Always here to help</p>
          </div>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.contact}>
            <Headset aria-hidden="true" />
            Contact a Team Member
          </Link>
        </Button>
      </div>

      <div
        ref={scroller}
        role="log"
        aria-label="Conversation with Nexus Assistant"
        // A scrollable region must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-6"
      >
        <ol className="mx-auto flex max-w-3xl flex-col gap-3">
          {messages.map((message) => {
            const mine = message.role === 'user'
            return (
              <li
                key={message.id}
                data-role={message.role}
                className={cn(
                  'flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]',
                  mine ? 'items-end self-end' : 'items-start self-start',
                )}
              >
                <span className="px-1 text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{mine ? 'You' : 'Nexus Assistant'}</span>
                  {' · '}
                  <LocalTime dateTime={message.timestamp}>{format(new Date(message.timestamp), 'h:mm a')}</LocalTime>
                </span>
                <p
                  className={cn(
                    'rounded-2xl px-4 py-2 text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere',
                    mine
                      ? 'rounded-br-sm bg-primary text-primary-foreground'
                      : 'rounded-bl-sm bg-muted text-foreground',
                  )}
                >
                  {message.content}
                </p>
              </li>
            )
          })}
        </ol>
        <div role="status" className="mx-auto max-w-3xl">
          {pending ? (
            <div
              data-testid="typing-indicator"
              className="mt-3 inline-flex items-center gap-1 rounded-2xl bg-muted px-4 py-3"
            >
              <span className="sr-only">Nexus Assistant is typing</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </div>
          ) : null}
        </div>
      </div>

      <form
        className="flex items-center gap-2 border-t border-border bg-background px-4 py-3 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault()
          if (canSend && send(text)) setText('')
        }}
      >
        <Input
          aria-label="Message Nexus Assistant"
          placeholder="Ask me anything..."
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-10!"
        />
        <Button type="submit" size="icon-lg" aria-label="Send message" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </div>
  )
}
