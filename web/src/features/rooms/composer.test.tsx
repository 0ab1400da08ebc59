import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Composer } from './composer'

/** An `onSend` whose answers the test gives, one per call, in order. */
function controlledSend() {
  const answers: ((posted: boolean) => void)[] = []
  const onSend = vi.fn((_text: string) => new Promise<boolean>((resolve) => answers.push(resolve)))
  // Inside act: the composer's state updates once the answer is in.
  const answer = (index: number, posted: boolean) => act(async () => answers[index]!(posted))
  return { onSend, answer }
}

function renderComposer(onSend: (text: string) => Promise<boolean>) {
  render(<Composer anonymous={false} replyTo={null} onCancelReply={vi.fn()} onSend={onSend} />)
  return screen.getByRole('textbox', { name: 'Message' })
}

describe('Composer', () => {
  it('clears the field once the text is posted, and keeps it when the send is refused', async () => {
    const user = userEvent.setup()
    const { onSend, answer } = controlledSend()
    const field = renderComposer(onSend)
    await user.type(field, 'Refused words{Enter}')
    expect(onSend).toHaveBeenLastCalledWith('Refused words')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    await answer(0, false)
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled()
    expect(field).toHaveValue('Refused words')

    await user.keyboard('{Enter}')
    await answer(1, true)
    expect(field).toHaveValue('')
  })

  it('keeps what the member typed while the previous message was still sending', async () => {
    const user = userEvent.setup()
    const { onSend, answer } = controlledSend()
    const field = renderComposer(onSend)
    await user.type(field, 'First message{Enter}')
    await user.clear(field)
    await user.type(field, 'Second message')
    // Enter while the first is under way sends nothing yet, and loses nothing.
    await user.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledTimes(1)

    await answer(0, true)
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled()
    expect(field).toHaveValue('Second message')
    await user.keyboard('{Enter}')
    expect(onSend).toHaveBeenLastCalledWith('Second message')
    await answer(1, true)
    expect(field).toHaveValue('')
  })
})
