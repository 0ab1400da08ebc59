import { render, screen, within } from '@testing-library/react'
import { Moon } from 'lucide-react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth/auth-provider'
import { authValue } from '@/testing/auth-value'
import { MobileMenuDropdown } from './mobile-menu-dropdown'
import { RoomCountsProvider, type NavRoom } from './room-counts'
import { ROOMS_NAV } from './rooms-nav'

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))

// Radix positions menus with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

describe('the small screens’ menu', () => {
  it("lists a member's rooms: a locked room with its lock links to /pricing, a private room to its page", () => {
    vi.mocked(useAuth).mockReturnValue(authValue())
    const rooms: NavRoom[] = [
      ...ROOMS_NAV.map((room) => ({ ...room, locked: room.slug === 'dreams' })),
      { slug: 'p-0123456789', title: 'Book club', count: 2, icon: Moon },
    ]
    render(
      <MemoryRouter>
        <RoomCountsProvider counts={{ lounge: 1, 'p-0123456789': 2 }} rooms={rooms}>
          <MobileMenuDropdown trigger={<Button>Open menu</Button>} defaultOpen focusFirstItem={false} />
        </RoomCountsProvider>
      </MemoryRouter>,
    )
    const group = within(screen.getByRole('menu')).getByRole('group', { name: 'Rooms' })
    expect(within(group).getAllByRole('menuitem')).toHaveLength(16)
    expect(within(group).getByRole('menuitem', { name: 'Dreams: Available on Basic and Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(within(group).getByRole('menuitem', { name: /^Book club/ })).toHaveAttribute('href', '/rooms/p-0123456789')
    expect(within(group).getByRole('menuitem', { name: /^Lounge/ })).toHaveAttribute('href', '/rooms/lounge')
  })
})
