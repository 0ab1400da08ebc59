import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { TooltipProvider } from '@/components/ui/tooltip'
import { AppShell } from '@/components/layout/shell/app-shell'
import { AuthProvider } from '@/lib/auth/auth-provider'
import { useStaffRole, type StaffRole } from '@/lib/moderation/staff-role'
import { ThemeProvider } from '@/lib/theme/theme-provider'

vi.mock('@/lib/moderation/staff-role', () => ({ useStaffRole: vi.fn() }))

function renderShell(role: StaffRole | null) {
  vi.mocked(useStaffRole).mockReturnValue({ status: 'ready', role })
  const router = createMemoryRouter(
    [
      {
        element: (
          <ThemeProvider>
            <AuthProvider>
              <TooltipProvider>
                <AppShell />
              </TooltipProvider>
            </AuthProvider>
          </ThemeProvider>
        ),
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  )
  render(<RouterProvider router={router} />)
  return within(screen.getByRole('group', { name: 'Navigation' }))
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

describe("the navigation's Moderation link", () => {
  it.each([['moderator' as const], ['admin' as const]])('is shown to a %s, last in the list', (role) => {
    const nav = renderShell(role)
    const links = nav.getAllByRole('link')
    expect(links.at(-1)).toHaveAccessibleName('Moderation')
    expect(links.at(-1)).toHaveAttribute('href', '/moderation')
  })

  it('is not shown to anyone else (a member without a role, or the guest)', () => {
    const nav = renderShell(null)
    expect(nav.queryByRole('link', { name: 'Moderation' })).toBeNull()
  })
})
