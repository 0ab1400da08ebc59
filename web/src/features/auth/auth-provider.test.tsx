import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { AuthProvider, useAuth } from '@/features/auth/auth-provider'
import { RouteGuard } from '@/features/auth/route-guard'
import { GUEST_USER, memberFromSession } from '@/features/auth/session-user'

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: <AuthProvider>{element}</AuthProvider>,
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  )
  return render(<RouterProvider router={router} />)
}

function Where() {
  return <p>at {useLocation().pathname}</p>
}

function Identity() {
  const { status, user, signOut } = useAuth()
  return (
    <>
      <p>
        {status} {user.id} {user.subscription.plan} {user.subscription.status}
      </p>
      <button type="button" onClick={() => void signOut()}>
        Log out
      </button>
      <RouteGuard />
    </>
  )
}

describe('AuthProvider without a backend (doc 1 §4.2)', () => {
  it('is ready at once with the guest', () => {
    renderAt('/dashboard', <Identity />)
    expect(screen.getByText('ready guest free trialing')).toBeInTheDocument()
  })

  it('the guard shows the page to the guest, no redirect (doc 1 §2.2)', () => {
    renderAt('/settings/billing', <Identity />)
    expect(screen.getByText('at /settings/billing')).toBeInTheDocument()
  })

  it('signOut leaves the guest at /', async () => {
    const user = userEvent.setup()
    renderAt('/profile', <Identity />)
    await act(() => user.click(screen.getByRole('button', { name: 'Log out' })))
    expect(screen.getByText('at /')).toBeInTheDocument()
  })

  it('useAuth throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAuth())).toThrow(/within an AuthProvider/)
  })
})

describe('session users (doc 1 §3)', () => {
  it('the guest is id guest, plan free, trialing', () => {
    expect(GUEST_USER).toMatchObject({
      id: 'guest',
      isGuest: true,
      isAdmin: false,
      subscription: { plan: 'free', status: 'trialing' },
    })
  })

  it('a member gets e-mail, name and a 7-day trial', () => {
    const now = new Date('2025-01-01T00:00:00.000Z')
    const member = memberFromSession({ id: 'u1', email: 'a@b.co', user_metadata: { name: 'Ann' } }, now)
    expect(member).toEqual({
      id: 'u1',
      email: 'a@b.co',
      name: 'Ann',
      trialEndDate: '2025-01-08T00:00:00.000Z',
      isAdmin: false,
      isGuest: false,
      subscription: { plan: 'free', status: 'trialing', endDate: null },
    })
    expect(memberFromSession({ id: 'u2', email: 'c@d.co' }, now).name).toBe('c@d.co')
  })
})
