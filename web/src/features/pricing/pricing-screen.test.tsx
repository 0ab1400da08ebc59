import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { useAuth, type AuthContextValue } from '@/features/auth/auth-provider'
import { GUEST_USER, memberFromSession } from '@/features/auth/session-user'
import { PricingScreen } from './pricing-screen'

vi.mock('@/features/auth/auth-provider', () => ({ useAuth: vi.fn() }))

function withUser(user: AuthContextValue['user']) {
  vi.mocked(useAuth).mockReturnValue({ status: 'ready', user, signOut: vi.fn() })
  render(
    <MemoryRouter>
      <PricingScreen />
    </MemoryRouter>,
  )
}

describe('PricingScreen reads the session (doc 1 §2.6)', () => {
  it('shows the guest Sign In and Sign Up labels', () => {
    withUser(GUEST_USER)
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign Up for Basic' })).toBeInTheDocument()
  })

  it('shows the member Dashboard link, Start buttons and trial banner', () => {
    withUser(memberFromSession({ id: 'u1', email: 'ada@example.com' }))
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start Basic Plan' })).toBeInTheDocument()
    expect(screen.getByText('7-Day Free Trial Active')).toBeInTheDocument()
  })
})
