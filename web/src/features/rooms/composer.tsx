import { useId, useState, type KeyboardEvent, type Ref } from 'react'
import { SendHorizontal, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import type { ReplyTarget } from './use-room-feed'

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** True in the anonymous room (its own placeholder). */
  anonymous: boolean
  replyTo: ReplyTarget | null
  onCancelReply: () => void
  /** Posts the text; resolves true when it was posted (the field is then cleared, unless it was edited meanwhile). */
  onSend: (text: string) => Promise<boolean>
  /** The text field, so the room can move focus to it. */
  inputRef?: Ref<HTMLTextAreaElement>
  /**
   * Why the member cannot post now (a mute or suspension, with its end): shown above the field,
   * which is then disabled with the send button.
   */
  restrictedMessage?: string | null
}

/** The composer's placeholder: a reply's, the anonymous room's, or the ordinary one. */
export function composerPlaceholder(anonymous: boolean, replying: boolean): string {
  if (replying) return 'Type your reply...'
  return anonymous ? 'Type your anonymous message...' : 'Type your message...'
}

/**
 * The footer composer of a room: the 'Replying to {author}' bar with Cancel (Escape also
 * cancels), a growing text field and the send button. Enter sends, Shift+Enter inserts a line
 * break; send is disabled while the text is blank or a send is under way. The text is kept
 * when the send is refused, and so is whatever the member typed while the send was under way
 * (the field is cleared only if it still holds the text that was sent). A muted or suspended
 * member sees why (and until when) above the field, which is disabled.
 */
export function Composer({ anonymous, replyTo, onCancelReply, onSend, inputRef, restrictedMessage }: ComposerProps) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const blank = text.trim() === ''
  const restricted = Boolean(restrictedMessage)
  const restrictedId = useId()

  const submit = async () => {
    if (blank || sending || restricted) return
    const sent = text
    setSending(true)
    try {
      if (await onSend(sent)) setText((current) => (current === sent ? '' : current))
    } finally {
      setSending(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    } else if (event.key === 'Escape' && replyTo) {
      event.preventDefault()
      onCancelReply()
    }
  }

  return (
    <form
      className="border-t border-border bg-background px-4 py-3 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {replyTo ? (
        <div
          data-testid="reply-bar"
          className="mb-2 flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1 text-sm"
        >
          <span className="min-w-0 truncate">
            Replying to <span className="font-semibold">{replyTo.author}</span>
          </span>
          <Button type="button" variant="ghost" size="sm" className="h-7!" onClick={onCancelReply}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      ) : null}
      {restrictedMessage ? (
        <p
          id={restrictedId}
          data-testid="restricted-notice"
          className="mb-2 rounded-md border border-border bg-muted px-3 py-2 text-sm"
        >
          {restrictedMessage}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <Textarea
          disabled={restricted}
          aria-describedby={restricted ? restrictedId : undefined}
          ref={inputRef}
          aria-label={replyTo ? `Reply to ${replyTo.author}` : 'Message'}
          placeholder={composerPlaceholder(anonymous, replyTo !== null)}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10! resize-none field-sizing-content"
        />
        <Button type="submit" size="icon-lg" aria-label="Send message" disabled={blank || sending || restricted}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
    </form>
  )
}
