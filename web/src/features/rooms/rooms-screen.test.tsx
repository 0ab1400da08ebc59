import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { FakeRoomsSource, roomListItem } from './data/fake-rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { RoomsScreen } from './rooms-screen'

describe('Community Rooms list', () => {
  it('shows the title, the back arrow and the eight rooms with counts and links', () => {
    render(
      <MemoryRouter>
        <RoomsScreen />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Community Rooms' })).toBeInTheDocument()
    expect(screen.getByText('Join conversations that matter to you')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard')
    const cards = within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem')
    const rows = cards.map((card) => [
      within(card).getByRole('heading').textContent,
      within(card).getByTestId('room-members').textContent,
      within(card).getByRole('link').getAttribute('href'),
    ])
    expect(rows).toEqual([
      ['Introductions', '124', '/rooms/intros'],
      ['The Inner Room', '250', '/rooms/inner-room'],
      ['The Lounge', '87', '/rooms/lounge'],
      ['Anonymous Confessions', '3', '/rooms/anonymous-confessions'],
      ['Overthinking', '156', '/rooms/overthinking'],
      ['Relationships', '203', '/rooms/relationships'],
      ['Life Purpose', '178', '/rooms/life-purpose'],
      ['The Void', '95', '/rooms/the-void'],
    ])
    for (const card of cards) {
      expect(within(card).getByText(/active now/)).toBeInTheDocument()
      expect(within(card).getByRole('link')).toHaveAccessibleName(/^Join Room: /)
    }
  })
})

describe('Community Rooms list with a member’s source', () => {
  function renderMember(source: FakeRoomsSource) {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RoomsSourceProvider source={source}>
          <MemoryRouter>
            <RoomsScreen />
          </MemoryRouter>
        </RoomsSourceProvider>
      </SWRConfig>,
    )
  }
  const card = (name: string) =>
    within(screen.getByRole('list', { name: 'Rooms' }))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name }))!

  it('shows their rooms with the real member counts and who is active now, the same on every read', async () => {
    const source = new FakeRoomsSource()
    source.listRooms.mockResolvedValue([
      roomListItem('intros', { name: 'Introductions', memberCount: 0 }),
      roomListItem('inner-room', { name: 'The Inner Room', memberCount: 250 }),
      roomListItem('lounge', { name: 'The Lounge', memberCount: 2 }),
    ])
    source.listActiveCounts.mockResolvedValue({ lounge: 2 })
    renderMember(source)
    await waitFor(() => expect(within(card('The Lounge')).getByTestId('room-active')).toHaveTextContent('2'))
    expect(within(card('The Lounge')).getByTestId('room-members')).toHaveTextContent('2')
    expect(within(card('Introductions')).getByTestId('room-members')).toHaveTextContent('0')
    await waitFor(() => expect(within(card('The Inner Room')).getByTestId('room-active')).toHaveTextContent('0'))
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it("shows a locked room with its lock and 'Available on Basic and Pro' linking to /pricing, and a private room", async () => {
    const source = new FakeRoomsSource()
    source.listRooms.mockResolvedValue([
      roomListItem('lounge', { name: 'The Lounge', memberCount: 2 }),
      roomListItem('dreams', { name: 'Dreams', access: 'locked', memberCount: 5 }),
      roomListItem('p-0123456789', {
        name: 'Book club',
        description: 'Our books',
        isPrivate: true,
        icon: 'moon',
        access: 'read-only',
        memberCount: 2,
      }),
    ])
    renderMember(source)
    const dreams = await waitFor(() => card('Dreams'))
    expect(within(dreams).getByRole('link')).toHaveAccessibleName('Available on Basic and Pro: Dreams')
    expect(within(dreams).getByRole('link')).toHaveAttribute('href', '/pricing')
    expect(within(dreams).queryByText(/Join Room/)).not.toBeInTheDocument()
    const club = card('Book club')
    expect(within(club).getByText('Private')).toBeInTheDocument()
    expect(within(club).getByText('Read-only')).toBeInTheDocument()
    expect(within(club).getByRole('link', { name: 'Join Room: Book club' })).toHaveAttribute(
      'href',
      '/rooms/p-0123456789',
    )
  })
})
