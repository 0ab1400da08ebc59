import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { FALLBACK_REPLY, REPLIES } from './assistant-replies'
import { AssistantScreen } from './assistant-screen'
import { useAssistantStore } from './assistant-store'

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
})

function renderScreen() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  const view = render(
    <MemoryRouter>
      <AssistantScreen />
    </MemoryRouter>,
  )
  return { user, ...view }
}

const log = () => screen.getByRole('log', { name: 'Conversation with Nexus Assistant' })
const input = () => screen.getByRole('textbox', { name: 'Message Nexus Assistant' })
const sendButton = () => screen.getByRole('button', { name: 'Send message' })

describe('Assistant screen', () => {
  it('shows the title, the line, the team link and the greeting', () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'Nexus Assistant' })).toBeInTheDocument()
    expect(screen.getByText('Always here to help')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact a Team Member' })).toHaveAttribute('href', '/contact')
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1)
  })

  it('sends, shows the typing indicator for 1 s with send disabled, then the reply', async () => {
    const { user } = renderScreen()
    expect(sendButton()).toBeDisabled()
    await user.type(input(), 'Where do I find a room?{Enter}')
    expect(within(log()).getByText('Where do I find a room?')).toBeInTheDocument()
    expect(input()).toHaveValue('')
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Nexus Assistant is typing')
    await user.type(input(), 'next')
    expect(sendButton()).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument()
    expect(within(log()).getByText(REPLIES.room)).toBeInTheDocument()
    expect(sendButton()).toBeEnabled()
  })

  it('answers an unknown question with the fallback', async () => {
    const { user } = renderScreen()
    await user.type(input(), 'what is this?{Enter}')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(within(log()).getByText(FALLBACK_REPLY)).toBeInTheDocument()
  })

  it('keeps a reply pending when the screen closes', async () => {
    const { user, unmount } = renderScreen()
    await user.type(input(), 'hello{Enter}')
    unmount()
    expect(useAssistantStore.getState().messages.at(-1)).toMatchObject({ role: 'assistant', content: REPLIES.greeting })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(useAssistantStore.getState().messages.filter((m) => m.content === REPLIES.greeting)).toHaveLength(1)
  })

  it('shows typed markup as text', async () => {
    const { user } = renderScreen()
    await user.type(input(), '"><svg onload=alert(1)>{Enter}')
    expect(within(log()).getByText('"><svg onload=alert(1)>')).toBeInTheDocument()
    expect(log().querySelector('svg[onload]')).toBeNull()
  })
})
