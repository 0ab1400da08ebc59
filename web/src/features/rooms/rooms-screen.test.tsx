import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { FakeRoomsSource } from './data/fake-rooms-source'
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
  it('shows the real member counts once they arrive', async () => {
    const source = new FakeRoomsSource()
    source.listRooms.mockResolvedValue({ lounge: 2, 'inner-room': 250, intros: 0 })
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RoomsSourceProvider source={source}>
          <MemoryRouter>
            <RoomsScreen />
          </MemoryRouter>
        </RoomsSourceProvider>
      </SWRConfig>,
    )
    const card = (name: string) =>
      within(screen.getByRole('list', { name: 'Rooms' }))
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name }))!
    expect(await within(card('The Lounge')).findByText('2')).toHaveAttribute('data-testid', 'room-members')
    expect(within(card('Introductions')).getByTestId('room-members')).toHaveTextContent('0')
    expect(within(card('The Void')).getByTestId('room-members')).toHaveTextContent('0')
  })
})
