import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AuthProvider } from '@/lib/auth/auth-provider'
import { AppShell } from '@/components/layout/shell/app-shell'
import { RoomCountsProvider, type NavRoom } from '@/components/layout/shell/room-counts'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { Moon } from 'lucide-react'
import { ThemeProvider } from '@/lib/theme/theme-provider'

function renderShell(
  path = '/dashboard',
  counts?: { pending: boolean; counts?: Record<string, number>; rooms?: readonly NavRoom[] },
) {
  const shell = counts ? (
    <RoomCountsProvider counts={counts.counts} pending={counts.pending} rooms={counts.rooms}>
      <AppShell />
    </RoomCountsProvider>
  ) : (
    <AppShell />
  )
  const router = createMemoryRouter(
    [
      {
        element: (
          <ThemeProvider>
            <AuthProvider>
              <TooltipProvider>{shell}</TooltipProvider>
            </AuthProvider>
          </ThemeProvider>
        ),
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

// Radix positions menus with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

describe('navigation shell', () => {
  it('has a skip link and a main landmark', () => {
    renderShell()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })

  it('lists the navigation links in order, the current one marked', () => {
    renderShell('/dashboard')
    const nav = screen.getByRole('group', { name: 'Navigation' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard',
      '/friends',
      '/calendar',
      '/meeting-room',
      '/journals',
      '/resources',
      '/profile',
      '/notifications',
      '/settings',
    ])
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Notifications (3 unread)' })).toBeInTheDocument()
  })

  it('shows the quick icon row with accessible names', () => {
    renderShell()
    const quick = screen.getByRole('navigation', { name: 'Quick links' })
    expect(
      within(quick)
        .getAllByRole('link')
        .map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/profile'],
      ['Friends', '/friends'],
      ['Notifications (3 unread)', '/notifications'],
      ['Settings', '/settings'],
    ])
  })

  it('shows the rooms with counts and the 2039 total, under a Rooms heading that links to /rooms', () => {
    renderShell('/rooms/the-void')
    const rooms = screen.getByRole('group', { name: 'Rooms' })
    // The heading's link, then the 15 rooms.
    expect(within(rooms).getAllByRole('link')).toHaveLength(16)
    expect(within(rooms).getByRole('link', { name: 'Rooms' })).toHaveAttribute('href', '/rooms')
    expect(within(rooms).getByText('2039')).toBeInTheDocument()
    expect(within(rooms).getByRole('link', { name: 'Anonymous Confessions' })).toHaveAttribute(
      'href',
      '/rooms/anonymous-confessions',
    )
    expect(within(rooms).getByRole('link', { name: 'Void' })).toHaveAttribute('aria-current', 'page')
    expect(within(rooms).getByText('250')).toBeInTheDocument()
  })

  it('shows the rooms without any count while a member’s counts are pending', () => {
    renderShell('/rooms/the-void', { pending: true })
    const rooms = screen.getByRole('group', { name: 'Rooms' })
    expect(within(rooms).getAllByRole('link')).toHaveLength(16)
    expect(within(rooms).queryByText(/^\d+$/)).not.toBeInTheDocument()
    expect(screen.queryByTestId('rooms-total-badge')).not.toBeInTheDocument()
  })

  it("shows a member's own list: a locked room links to /pricing with its lock, a private room with its icon", () => {
    const rooms: NavRoom[] = [
      ...ROOMS_NAV.map((room) => ({ ...room, locked: !['lounge', 'intros'].includes(room.slug) })),
      { slug: 'p-0123456789', title: 'Book club', count: 2, icon: Moon },
    ]
    renderShell('/dashboard', { pending: false, counts: { lounge: 2, intros: 1, 'p-0123456789': 2 }, rooms })
    const group = screen.getByRole('group', { name: 'Rooms' })
    expect(within(group).getByRole('link', { name: 'Dreams: Available on Basic and Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(within(group).getByRole('link', { name: 'Lounge' })).toHaveAttribute('href', '/rooms/lounge')
    expect(within(group).getByRole('link', { name: 'Book club' })).toHaveAttribute('href', '/rooms/p-0123456789')
    expect(screen.getByTestId('rooms-total-badge')).toHaveTextContent('5')
  })

  it('the user menu shows Guest and its links, and Log out goes to /', async () => {
    const user = userEvent.setup()
    const router = renderShell('/profile')
    await user.click(screen.getByRole('button', { name: 'Account menu: Guest' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Home', 'Profile', 'Settings', 'Notifications', 'Log out'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    expect(router.state.location.pathname).toBe('/')
  })
})
