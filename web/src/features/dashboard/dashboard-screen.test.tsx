import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { RoomCountsProvider, type NavRoom } from '@/components/layout/shell/room-counts'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { DashboardScreen } from './dashboard-screen'

/** Each featured room card's name and its member count, as shown. */
function featuredCounts() {
  const list = screen.getByRole('heading', { name: 'Featured Rooms' }).nextElementSibling as HTMLElement
  return within(list)
    .getAllByRole('listitem')
    .map(
      (card) =>
        `${within(card).getByRole('heading', { level: 3 }).textContent}:${within(card).getByTestId('room-count').textContent}`,
    )
}

function renderDashboard(counts: Record<string, number> | undefined, pending = false, rooms?: readonly NavRoom[]) {
  render(
    <MemoryRouter>
      <RoomCountsProvider counts={counts} pending={pending} rooms={rooms}>
        <DashboardScreen />
      </RoomCountsProvider>
    </MemoryRouter>,
  )
}

describe('DashboardScreen featured rooms', () => {
  it('show their fixed member figures without real counts (the guest)', () => {
    renderDashboard(undefined)
    expect(featuredCounts()).toEqual(['Dreams:250', 'The Void:95', 'Overthinking:156', 'Life Purpose:178'])
  })

  it('show no figure while a member’s counts are pending, the line keeping its place', () => {
    renderDashboard(undefined, true)
    expect(featuredCounts()).toEqual(['Dreams:', 'The Void:', 'Overthinking:', 'Life Purpose:'])
    for (const count of screen.getAllByTestId('room-count')) expect(count.parentElement).toHaveClass('invisible')
  })

  it('show the real member counts when the shell has them (a member); a room without one has 0', () => {
    renderDashboard({ dreams: 3, 'the-void': 1, overthinking: 12 })
    expect(featuredCounts()).toEqual(['Dreams:3', 'The Void:1', 'Overthinking:12', 'Life Purpose:0'])
  })

  it("a room the member's plan locks shows the lock and 'Available on Basic and Pro' linking to /pricing", () => {
    const rooms = ROOMS_NAV.map((room) => ({ ...room, locked: !['lounge', 'intros'].includes(room.slug) }))
    renderDashboard({ dreams: 3 }, false, rooms)
    const list = screen.getByRole('heading', { name: 'Featured Rooms' }).nextElementSibling as HTMLElement
    expect(within(list).getByRole('link', { name: 'Available on Basic and Pro: Dreams' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(within(list).queryByRole('link', { name: /^Join Room/ })).not.toBeInTheDocument()
  })

  it('an open room keeps Join Room', () => {
    renderDashboard({ dreams: 3 }, false, ROOMS_NAV)
    const list = screen.getByRole('heading', { name: 'Featured Rooms' }).nextElementSibling as HTMLElement
    expect(within(list).getByRole('link', { name: 'Join Room: Dreams' })).toHaveAttribute('href', '/rooms/dreams')
  })
})
