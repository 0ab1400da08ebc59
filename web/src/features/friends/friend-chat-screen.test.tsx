import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { NO_MEMES_REASON, SAFE_PLACE_REASON } from '@/lib/moderation/check-message'
import { CANNED_REPLIES } from './chat-store'
import type { ChatSource } from './data/chat-source'
import { FriendsSourcesProvider } from './data/friends-source-context'
import type { FriendsSource } from './data/friends-source'
import { FriendChatScreen, MEMBER_LEFT } from './friend-chat-screen'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => {
  vi.mocked(toast).mockClear()
  vi.clearAllTimers()
  vi.useRealTimers()
})

function renderChat(friendId: string | undefined) {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) })
  render(
    <MemoryRouter>
      <FriendChatScreen friendId={friendId} />
    </MemoryRouter>,
  )
  return user
}

const log = () => screen.getByRole('log', { name: 'Messages with Maya Chen' })
const input = () => screen.getByRole('textbox', { name: 'Message Maya Chen' })

describe('one-to-one chat', () => {
  it('shows "Loading chat..." for an unknown or missing id', () => {
    renderChat('nobody')
    expect(screen.getByRole('status')).toHaveTextContent('Loading chat...')
  })

  it('shows the greeting, sends with Enter, clears the field and shows the reply after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = renderChat('maya-chen')
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeInTheDocument()
    expect(within(log()).getByText("Hi! It's Maya. How have you been lately?")).toBeInTheDocument()
    const send = screen.getByRole('button', { name: 'Send message' })
    expect(send).toBeDisabled()
    await user.type(input(), '   ')
    expect(send).toBeDisabled()
    await user.type(input(), 'Better now{Enter}')
    expect(within(log()).getByText('Better now')).toBeInTheDocument()
    // The field clears once the send has resolved (the content check runs first).
    await waitFor(() => expect(input()).toHaveValue(''))
    expect(within(log()).queryByText(CANNED_REPLIES[0])).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(within(log()).getByText(CANNED_REPLIES[0])).toBeInTheDocument()
  })

  it.each([
    ['shit happens', SAFE_PLACE_REASON],
    ['best meme ever', NO_MEMES_REASON],
  ])('refuses %j with a destructive toast and keeps the text', async (text, reason) => {
    const user = renderChat('maya-chen')
    await user.type(input(), `${text}{Enter}`)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: reason, variant: 'destructive' }))
    expect(input()).toHaveValue(text)
    expect(within(log()).queryByText(text)).not.toBeInTheDocument()
  })

  it('hides the messages of a blocked or muted friend behind a notice', async () => {
    usePrivacyStore.getState().blockUser('maya chen')
    const user = renderChat('maya-chen')
    expect(screen.getByTestId('hidden-notice')).toHaveTextContent('You have blocked or muted Maya Chen')
    expect(within(log()).queryByText("Hi! It's Maya. How have you been lately?")).not.toBeInTheDocument()
    await user.type(input(), 'Still here{Enter}')
    expect(within(log()).getByText('Still here')).toBeInTheDocument()
    act(() => usePrivacyStore.getState().unblockUser('maya chen'))
    expect(screen.queryByTestId('hidden-notice')).not.toBeInTheDocument()
    expect(await within(log()).findByText("Hi! It's Maya. How have you been lately?")).toBeInTheDocument()
  })

  it('hides a muted friend too', () => {
    usePrivacyStore.getState().muteUser('Sam Rivera')
    renderChat('sam-rivera')
    expect(screen.getByTestId('hidden-notice')).toBeInTheDocument()
  })

  it('renders message text literally', async () => {
    const user = renderChat('maya-chen')
    const payload = '<img src=x onerror=alert(1)>'
    await user.type(input(), `${payload}{Enter}`)
    expect(within(log()).getByText(payload)).toBeInTheDocument()
    expect(log().querySelector('img')).toBeNull()
  })
})

describe("a member's chat with someone who deleted their account", () => {
  /** A member's sources with no friends; `hasLeft` answers for the chat's other person. */
  function renderMemberChat(friendId: string, hasLeft: (id: string) => Promise<boolean>) {
    const key = `supabase:test-${crypto.randomUUID()}`
    const friends = {
      key,
      load: async () => ({ friends: [], suggestions: [], incoming: [], outgoing: [] }),
      subscribe: () => () => undefined,
    } as unknown as FriendsSource
    const chat = { key, hasLeft: vi.fn(hasLeft), subscribe: () => () => undefined } as unknown as ChatSource
    render(
      <MemoryRouter>
        <FriendsSourcesProvider sources={{ friends, chat }}>
          <FriendChatScreen friendId={friendId} />
        </FriendsSourcesProvider>
      </MemoryRouter>,
    )
    return chat
  }

  it("says 'This member has left Nexus' instead of loading forever, and sending is off", async () => {
    const chat = renderMemberChat('gone-id', async () => true)
    expect(await screen.findByText(MEMBER_LEFT)).toHaveAttribute('role', 'status')
    expect(MEMBER_LEFT).toBe('This member has left Nexus')
    expect(screen.queryByText('Loading chat...')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Message this member' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Back to friends' })).toHaveAttribute('href', '/friends')
    expect(chat.hasLeft).toHaveBeenCalledWith('gone-id')
  })

  it("keeps 'Loading chat...' for someone who has not left", async () => {
    const chat = renderMemberChat('still-here', async () => false)
    await waitFor(() => expect(chat.hasLeft).toHaveBeenCalledWith('still-here'))
    expect(screen.getByRole('status')).toHaveTextContent('Loading chat...')
    expect(screen.queryByText(MEMBER_LEFT)).not.toBeInTheDocument()
  })
})
