import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { SWRConfig } from 'swr'
import { useNotificationsStore } from '@/lib/notifications/notifications-store'
import { createLocalChatSource } from './data/local-chat-source'
import type { FriendsSource, FriendsView } from './data/friends-source'
import { FriendsSourcesProvider } from './data/friends-source-context'
import { FriendsScreen, FRIENDS_PAGE_SIZE } from './friends-screen'
import { useFriendsStore } from './friends-store'

function ChatProbe() {
  return <p>Chat with {useParams().friendId}</p>
}

function renderFriends() {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/friends']}>
      <Routes>
        <Route path="/friends" element={<FriendsScreen />} />
        <Route path="/friends/:friendId" element={<ChatProbe />} />
      </Routes>
    </MemoryRouter>,
  )
  return user
}

const friendsList = () => screen.getByRole('list', { name: 'My Friends' })
const suggestionsList = () => screen.getByRole('list', { name: 'Suggested Connections' })

describe('Friends page', () => {
  it('shows the friends with their status and the suggestions', () => {
    renderFriends()
    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument()
    const cards = within(friendsList()).getAllByRole('listitem')
    expect(cards).toHaveLength(6)
    expect(cards[0]).toHaveTextContent('Maya Chen')
    expect(cards[0]).toHaveTextContent('Night owl, slow reader, asks good questions.')
    expect(within(cards[0]!).getByText('Online')).toBeInTheDocument()
    expect(within(cards[2]!).getByText('Offline')).toBeInTheDocument()
    expect(within(suggestionsList()).getAllByRole('button', { name: /^Add Friend/ })).toHaveLength(4)
  })

  it('filters the friends by name or bio as you type', async () => {
    const user = renderFriends()
    const search = screen.getByPlaceholderText('Search friends...')
    await user.type(search, 'TEA')
    expect(
      within(friendsList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Lena Okafor')])
    await user.clear(search)
    await user.type(search, 'nobody at all')
    expect(screen.queryByRole('list', { name: 'My Friends' })).not.toBeInTheDocument()
    expect(screen.getByText('No friends match "nobody at all".')).toBeInTheDocument()
  })

  it('Add Friend removes the person from the suggestions and adds a notification', async () => {
    const user = renderFriends()
    const before = useNotificationsStore.getState().notifications.length
    await user.click(screen.getByRole('button', { name: 'Add Friend: Alex Morgan' }))
    expect(within(suggestionsList()).queryByText('Alex Morgan')).not.toBeInTheDocument()
    expect(within(suggestionsList()).getAllByRole('listitem')).toHaveLength(3)
    expect(useNotificationsStore.getState().notifications).toHaveLength(before + 1)
    expect(screen.getByRole('heading', { name: 'Suggested Connections' })).toHaveFocus()
  })

  it('opens the chat of a chosen friend', async () => {
    const user = renderFriends()
    await user.click(screen.getByRole('link', { name: 'Noah Patel' }))
    expect(screen.getByText('Chat with noah-patel')).toBeInTheDocument()
  })

  it("shows hundreds of friends 60 at a time, with 'Show more friends'", async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      id: `friend-${i}`,
      name: `Friend ${i}`,
      bio: '',
      status: 'offline' as const,
    }))
    useFriendsStore.setState({ friends: many })
    const user = renderFriends()
    expect(within(friendsList()).getAllByRole('listitem')).toHaveLength(FRIENDS_PAGE_SIZE)
    await user.click(screen.getByRole('button', { name: 'Show more friends (90 more)' }))
    expect(within(friendsList()).getAllByRole('listitem')).toHaveLength(120)
    await user.click(screen.getByRole('button', { name: 'Show more friends (30 more)' }))
    expect(within(friendsList()).getAllByRole('listitem')).toHaveLength(150)
    expect(screen.queryByRole('button', { name: /Show more friends/ })).not.toBeInTheDocument()
  })

  it('shows nothing below the friends until the server has answered, so their arrival moves nothing', async () => {
    let answer: (view: FriendsView) => void = () => {}
    const friends: FriendsSource = {
      key: 'pending-friends',
      memberId: 'member-1',
      load: () => new Promise((resolve) => (answer = resolve)),
      sendRequest: async () => {},
      respond: async () => {},
      subscribe: () => () => {},
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <FriendsSourcesProvider sources={{ friends, chat: createLocalChatSource() }}>
          <MemoryRouter initialEntries={['/friends']}>
            <FriendsScreen />
          </MemoryRouter>
        </FriendsSourcesProvider>
      </SWRConfig>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading friends...')
    expect(screen.queryByRole('heading', { name: 'Suggested Connections' })).not.toBeInTheDocument()
    expect(screen.queryByText('No more suggestions right now. Check back soon.')).not.toBeInTheDocument()
    answer({
      friends: [{ id: 'f1', name: 'Maya Chen', bio: 'Reads slowly', status: 'offline' }],
      suggestions: [],
      incoming: [],
      outgoing: [],
    })
    expect(await screen.findByRole('heading', { name: 'Suggested Connections' })).toBeInTheDocument()
    expect(within(friendsList()).getByText('Maya Chen')).toBeInTheDocument()
    expect(screen.getByText('No more suggestions right now. Check back soon.')).toBeInTheDocument()
  })
})
