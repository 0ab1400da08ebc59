import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { useAuth } from '@/lib/auth/auth-provider'
import { GUEST_USER, type SessionUser } from '@/lib/auth/session-user'
import { authValue } from '@/testing/auth-value'
import { TrialEndedDialog } from './trial-ended-dialog'

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const EXPIRED: SessionUser = {
  ...GUEST_USER,
  id: 'u1',
  email: 'expired@example.com',
  isGuest: false,
  trialEndDate: ago(23),
  subscription: { plan: 'free', status: 'expired', endDate: null },
}

function Where() {
  return <p>now at {useLocation().pathname}</p>
}

function renderWith(user: SessionUser, status: 'loading' | 'ready' = 'ready') {
  vi.mocked(useAuth).mockReturnValue(authValue({ status, user }))
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <TrialEndedDialog /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/dashboard'] },
  )
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

const dialog = () => screen.queryByRole('dialog', { name: 'Your 7-Day Journey Has Ended' })

describe('TrialEndedDialog', () => {
  it('opens for an expired trial without a paid plan; Later closes it', async () => {
    const user = renderWith(EXPIRED)
    expect(
      await screen.findByRole('dialog', { name: 'Your 7-Day Journey Has Ended' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Later' }))
    expect(dialog()).toBeNull()
  })

  it('says what the free plan keeps and what a plan adds', async () => {
    renderWith(EXPIRED)
    const shown = await screen.findByRole('dialog', { name: 'Your 7-Day Journey Has Ended' }, { timeout: 10_000 })
    const keeps = within(shown).getByRole('region', { name: 'The free plan keeps' })
    expect(
      within(keeps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The Lounge and Introductions', 'Your friends and messages', 'Your journal and all your data'])
    const adds = within(shown).getByRole('region', { name: 'A plan adds' })
    expect(within(adds).getByText('Basic: all 15 rooms')).toBeInTheDocument()
    expect(within(adds).getByText(/^Pro: .*Name Color & Badge.*private rooms/)).toBeInTheDocument()
    expect(within(shown).getByRole('button', { name: 'Later' })).toBeInTheDocument()
    expect(within(shown).getByRole('link', { name: 'View Plans' })).toBeInTheDocument()
  })

  it('View Plans goes to /pricing', async () => {
    const user = renderWith(EXPIRED)
    await user.click(await screen.findByRole('link', { name: 'View Plans' }, { timeout: 10_000 }))
    expect(screen.getByText('now at /pricing')).toBeInTheDocument()
  })

  it.each<[string, SessionUser, 'loading' | 'ready']>([
    ['while the session is loading', EXPIRED, 'loading'],
    ['for the guest', GUEST_USER, 'ready'],
    ['for a paying member', { ...EXPIRED, subscription: { plan: 'basic', status: 'active', endDate: null } }, 'ready'],
    [
      'during the trial',
      { ...EXPIRED, trialEndDate: ago(-2), subscription: { plan: 'free', status: 'trialing', endDate: null } },
      'ready',
    ],
    [
      'for the admin',
      { ...EXPIRED, isAdmin: true, subscription: { plan: 'admin', status: 'active', endDate: null } },
      'ready',
    ],
  ])('stays closed %s', async (_label, user, status) => {
    // The dialog's code is loaded already, so an open dialog would show by the end of this act.
    await import('./trial-ended-dialog-view')
    renderWith(user, status)
    await act(async () => {})
    expect(dialog()).toBeNull()
  })
})
