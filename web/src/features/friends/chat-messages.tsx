import { useLayoutEffect, useRef } from 'react'
import { formatClockTime } from '@/lib/short-dates'
import { ModeratedText } from '@/components/moderation/moderated-text'
import { ReportButton } from '@/components/report-dialog/report-button'
import type { ReportTarget } from '@/lib/moderation/moderation-source'
import { cn } from '@/lib/utils'
import type { ShownChatMessage } from './use-chat'

/** Props of {@link ChatMessages}. */
export interface ChatMessagesProps {
  messages: ShownChatMessage[]
  friendName: string
  /** 'Report' on the friend's messages when given: opens the report dialog for the message. */
  onReport?: (target: ReportTarget) => void
  /** Shown above the messages while the friend is blocked or muted. */
  hiddenNotice?: string
  /** The id of the person's message the friend has read last: 'Seen' shows under it. */
  seenId?: string
  /** Called when the list is scrolled to its top (read older messages). */
  onReachTop?: () => void
  /**
   * The stores these messages come from, when they may show on a stale prerendered page while
   * none of those is saved (`data-frame-unless-saved`; their times are hidden there).
   */
  frameStores?: string
}

/** How close to the top (px) scrolling asks for older messages. */
const TOP_MARGIN = 48

/**
 * The scrollable message list of a one-to-one chat, oldest first: the person's messages on the
 * right, the friend's on the left, each with its time ('h:mm a') and, on the friend's where
 * `onReport` is given, 'Report'. Text is shown as text only; a message hidden by moderation shows
 * 'Hidden pending review' / 'Hidden by a moderator' to the friend and the text with a notice to its author.
 * It scrolls to the newest message whenever one is added, and keeps its place when older ones
 * are put above. 'Seen' marks the message `seenId`. The region is focusable so it can be
 * scrolled with the keyboard, and new messages are announced (a live log).
 */
export function ChatMessages({
  messages,
  friendName,
  hiddenNotice,
  seenId,
  onReachTop,
  frameStores,
  onReport,
}: ChatMessagesProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const height = useRef(0)
  const last = messages[messages.length - 1]?.id
  const first = messages[0]?.id
  useLayoutEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [last])
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    // Older messages put above: stay where the reader was.
    if (height.current && el.scrollTop < TOP_MARGIN) el.scrollTop += el.scrollHeight - height.current
    height.current = el.scrollHeight
  }, [first])

  return (
    <div
      ref={scroller}
      data-frame-unless-saved={frameStores}
      role="log"
      aria-label={`Messages with ${friendName}`}
      // A scrollable region must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={
        onReachTop
          ? (event) => {
              if (event.currentTarget.scrollTop < TOP_MARGIN) onReachTop()
            }
          : undefined
      }
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-6"
    >
      {hiddenNotice ? (
        <p
          data-testid="hidden-notice"
          className="mx-auto mb-4 max-w-md rounded-lg border border-border bg-muted px-4 py-3 text-center text-sm"
        >
          {hiddenNotice}
        </p>
      ) : null}
      <ol className="mx-auto flex max-w-3xl flex-col gap-3">
        {messages.map((message) => {
          const mine = message.sender === 'me'
          return (
            <li
              key={message.id}
              data-sender={message.sender}
              className={cn(
                'flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]',
                mine ? 'items-end self-end' : 'items-start self-start',
              )}
            >
              <span className="sr-only">{mine ? 'You' : friendName}:</span>
              <ModeratedText
                state={message.moderationState}
                mine={mine}
                className={mine ? 'flex flex-col items-end' : 'rounded-2xl bg-muted/50 px-4 py-2'}
              >
                <p
                  className={cn(
                    'rounded-2xl px-4 py-2 text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere',
                    mine
                      ? 'rounded-br-sm bg-primary text-primary-foreground'
                      : 'rounded-bl-sm bg-muted text-foreground',
                  )}
                >
                  {message.text}
                </p>
              </ModeratedText>
              <div className="flex items-center gap-1">
                <time data-volatile dateTime={message.timestamp} className="px-1 text-xs text-muted-foreground">
                  {formatClockTime(new Date(message.timestamp))}
                </time>
                {!mine && onReport && !message.moderationState ? (
                  <ReportButton
                    showLabel={false}
                    className="size-6! text-muted-foreground"
                    target={{
                      type: 'message',
                      id: message.id,
                      label: `the message from ${friendName} sent at ${formatClockTime(new Date(message.timestamp))}`,
                    }}
                    onReport={onReport}
                  />
                ) : null}
              </div>
              {message.id === seenId ? (
                <span data-testid="seen" className="px-1 text-xs text-muted-foreground">
                  Seen
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
