import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { RoomCountsProvider } from '@/components/layout/shell/room-counts'
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

function renderDashboard(counts: Record<string, number> | undefined, pending = false) {
  render(
    <MemoryRouter>
      <RoomCountsProvider counts={counts} pending={pending}>
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
})
