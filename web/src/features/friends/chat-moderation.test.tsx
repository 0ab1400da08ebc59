import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import type { ModerationSource } from '@/lib/moderation/moderation-source'
import { fakeModerationSource } from '@/testing/fake-moderation-source'
import { ChatMessages } from './chat-messages'
import { FriendChatScreen } from './friend-chat-screen'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

function renderChat(moderation: ModerationSource | null = null) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ModerationSourceProvider source={moderation}>
        <MemoryRouter>
          <FriendChatScreen friendId="maya-chen" />
        </MemoryRouter>
      </ModerationSourceProvider>
    </SWRConfig>,
  )
  return user
}

const AT = '2026-11-28T10:00:00.000Z'

describe('moderation in a chat', () => {
  it("offers 'Report' on the friend's messages only, naming the message", async () => {
    const onReport = vi.fn()
    const user = userEvent.setup()
    render(
      <ChatMessages
        friendName="Maya"
        onReport={onReport}
        messages={[
          { id: 'm1', sender: 'them', text: 'Hello', timestamp: AT },
          { id: 'm2', sender: 'me', text: 'Hi', timestamp: AT },
        ]}
      />,
    )
    const reports = screen.getAllByRole('button', { name: /^Report the message from Maya/ })
    expect(reports).toHaveLength(1)
    await user.click(reports[0]!)
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ type: 'message', id: 'm1' }))
  })

  it("shows the friend 'Hidden pending review' / 'Hidden by a moderator', and its author the text with a notice", () => {
    render(
      <ChatMessages
        friendName="Maya"
        onReport={vi.fn()}
        messages={[
          { id: 'm1', sender: 'them', text: '', timestamp: AT, moderationState: 'hidden_pending' },
          { id: 'm2', sender: 'them', text: '', timestamp: AT, moderationState: 'hidden' },
          { id: 'm3', sender: 'me', text: 'My words', timestamp: AT, moderationState: 'hidden' },
        ]}
      />,
    )
    const log = within(screen.getByRole('log'))
    expect(log.getByText('Hidden pending review')).toBeInTheDocument()
    expect(log.getByText('Hidden by a moderator')).toBeInTheDocument()
    expect(log.getByText('My words')).toBeInTheDocument()
    expect(log.getByText(/Hidden by a moderator: others cannot see this/)).toBeInTheDocument()
    expect(log.queryByRole('button', { name: /^Report/ })).toBeNull()
  })

  it('a message suggesting its author may be at risk is sent, and its author sees the help card', async () => {
    const user = renderChat()
    await user.type(screen.getByRole('textbox', { name: 'Message Maya Chen' }), 'I keep thinking about suicide{Enter}')
    expect(await within(screen.getByRole('log')).findByText('I keep thinking about suicide')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Help is available now' })).toHaveTextContent('116 123')
  })

  it('a suspended member sees why and cannot send', async () => {
    renderChat(fakeModerationSource({ myRestriction: vi.fn(async () => ({ kind: 'suspend' as const, endsAt: null })) }))
    expect(await screen.findByTestId('restricted-notice')).toHaveTextContent(
      'Your account is suspended until a moderator lifts it.',
    )
    expect(screen.getByRole('textbox', { name: 'Message Maya Chen' })).toBeDisabled()
  })
})
