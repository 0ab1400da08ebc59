import { useId, useState, type Ref } from 'react'
import { SendHorizontal } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** The friend's name, for the field's label. */
  friendName: string
  /** Sends the text; resolves true when it was sent (the field is then cleared). */
  onSend: (text: string) => Promise<boolean>
  inputRef?: Ref<HTMLInputElement>
  /** Why the member cannot send now (a mute or suspension, with its end): shown, and the form is disabled. */
  restrictedMessage?: string | null
  /** Turns the form off (the field and the button), e.g. when the other person has left Nexus. */
  disabled?: boolean
}

/**
 * The chat's send form: a text field ('Type a message...') and the send button. Enter sends.
 * Send is disabled while the text is blank or a send is under way; refused text stays in the field.
 * A muted or suspended member sees why (and until when), and the form is disabled. With
 * `disabled` nothing can be typed or sent.
 */
export function ChatComposer({ friendName, onSend, inputRef, restrictedMessage, disabled = false }: ChatComposerProps) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const blank = text.trim() === ''
  const restricted = Boolean(restrictedMessage)
  const off = disabled || restricted
  const restrictedId = useId()

  const submit = async () => {
    if (blank || sending || off) return
    setSending(true)
    try {
      if (await onSend(text)) setText('')
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      data-frame
      className="flex flex-wrap items-center gap-2 border-t border-border bg-background px-4 py-3 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {restrictedMessage ? (
        <p
          id={restrictedId}
          data-testid="restricted-notice"
          className="w-full rounded-md border border-border bg-muted px-3 py-2 text-sm"
        >
          {restrictedMessage}
        </p>
      ) : null}
      <Input
        aria-describedby={restricted ? restrictedId : undefined}
        ref={inputRef}
        aria-label={`Message ${friendName}`}
        placeholder="Type a message..."
        autoComplete="off"
        value={text}
        disabled={off}
        onChange={(event) => setText(event.target.value)}
        className="h-10! flex-1"
      />
      <Button type="submit" size="icon-lg" aria-label="Send message" disabled={blank || sending || off}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  )
}
