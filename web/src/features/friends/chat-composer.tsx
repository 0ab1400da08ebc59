import { useState, type Ref } from 'react'
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
  /** Turns the form off (the field and the button), e.g. when the other person has left Nexus. */
  disabled?: boolean
}

/**
 * The chat's send form: a text field ('Type a message...') and the send button. Enter sends.
 * Send is disabled while the text is blank or a send is under way; refused text stays in the field.
 * With `disabled` nothing can be typed or sent.
 */
export function ChatComposer({ friendName, onSend, inputRef, disabled = false }: ChatComposerProps) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const blank = text.trim() === ''

  const submit = async () => {
    if (blank || sending || disabled) return
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
      className="flex items-center gap-2 border-t border-border bg-background px-4 py-3 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Input
        ref={inputRef}
        aria-label={`Message ${friendName}`}
        placeholder="Type a message..."
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        className="h-10!"
      />
      <Button type="submit" size="icon-lg" aria-label="Send message" disabled={blank || sending || disabled}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  )
}
