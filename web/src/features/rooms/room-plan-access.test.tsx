import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { SWRConfig } from 'swr'
import { fakeLayout } from '@/testing/fake-layout'
import { FakeRoomsSource, roomListItem } from './data/fake-rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { RoomScreen } from './room-screen'

fakeLayout({ clientHeight: 800, offsetHeight: 100 })

function RoomRoute() {
  const { roomId } = useParams()
  return <RoomScreen roomId={roomId} />
}

function renderRoom(path: string, source: FakeRoomsSource) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RoomsSourceProvider source={source}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/rooms/:roomId" element={<RoomRoute />} />
          </Routes>
        </MemoryRouter>
      </RoomsSourceProvider>
    </SWRConfig>,
  )
}

describe('a room the plan limits', () => {
  it("a locked room shows its name, the lock and 'Available on Basic and Pro' linking to /pricing, and no composer", async () => {
    const source = new FakeRoomsSource()
    source.openRoom.mockResolvedValue({ status: 'locked', message: 'Available on Basic and Pro' } as never)
    renderRoom('/rooms/dreams', source)
    const link = await screen.findByRole('link', { name: 'Available on Basic and Pro' })
    expect(link).toHaveAttribute('href', '/pricing')
    expect(screen.getByRole('heading', { level: 1, name: 'Dreams' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(source.listFeed).not.toHaveBeenCalled()
  })

  it('a read-only private room shows its posts and its name, and says why instead of the composer', async () => {
    const source = new FakeRoomsSource()
    source.listRooms.mockResolvedValue([
      roomListItem('p-0123456789', { name: 'Book club', isPrivate: true, access: 'read-only' }),
    ])
    renderRoom('/rooms/p-0123456789', source)
    expect(await screen.findByText('This room is read-only until its owner renews Pro.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Book club' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(source.listFeed.mock.calls[0]?.[0]).toBe('p-0123456789')
  })

  it('an open room keeps its composer', async () => {
    const source = new FakeRoomsSource()
    source.listRooms.mockResolvedValue([roomListItem('lounge', { name: 'The Lounge' })])
    renderRoom('/rooms/lounge', source)
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'The Lounge' })).toBeInTheDocument()
  })
})
