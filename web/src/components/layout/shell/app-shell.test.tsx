import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AuthProvider } from '@/lib/auth/auth-provider'
import { AppShell } from '@/components/layout/shell/app-shell'
import { RoomCountsProvider } from '@/components/layout/shell/room-counts'
import { ThemeProvider } from '@/lib/theme/theme-provider'

function renderShell(path = '/dashboard', counts?: { pending: boolean }) {
  const shell = counts ? (
    <RoomCountsProvider counts={undefined} pending={counts.pending}>
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

  it('shows the rooms with counts and the 2039 total', () => {
    renderShell('/rooms/void')
    const rooms = screen.getByRole('group', { name: 'Rooms' })
    expect(within(rooms).getAllByRole('link')).toHaveLength(15)
    expect(within(rooms).getByText('2039')).toBeInTheDocument()
    expect(within(rooms).getByRole('link', { name: 'Anonymous Confessions' })).toHaveAttribute(
      'href',
      '/rooms/anonymous',
    )
    expect(within(rooms).getByRole('link', { name: 'Void' })).toHaveAttribute('aria-current', 'page')
    expect(within(rooms).getByText('250')).toBeInTheDocument()
  })

  it('shows the rooms without any count while a member’s counts are pending', () => {
    renderShell('/rooms/void', { pending: true })
    const rooms = screen.getByRole('group', { name: 'Rooms' })
    expect(within(rooms).getAllByRole('link')).toHaveLength(15)
    expect(within(rooms).queryByText(/^\d+$/)).not.toBeInTheDocument()
    expect(screen.queryByTestId('rooms-total-badge')).not.toBeInTheDocument()
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
