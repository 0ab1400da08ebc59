import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { useAuth, type AuthContextValue } from '@/lib/auth/auth-provider'
import { authValue } from '@/testing/auth-value'
import { GUEST_USER, type SessionUser } from '@/lib/auth/session-user'
import { PricingScreen } from './pricing-screen'

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))

function withUser(user: AuthContextValue['user'], guestChosen = false) {
  vi.mocked(useAuth).mockReturnValue(authValue({ user, guestChosen }))
  render(
    <MemoryRouter>
      <PricingScreen />
    </MemoryRouter>,
  )
}

describe('PricingScreen reads the session', () => {
  it('shows an unauthenticated visitor Sign In and Sign Up for each plan', () => {
    withUser(GUEST_USER)
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign Up for Basic' })).toBeInTheDocument()
  })

  it('shows the chosen guest Start buttons (they ask to sign in)', () => {
    withUser(GUEST_USER, true)
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start Basic Plan' })).toBeInTheDocument()
  })

  it('shows the member Dashboard link, Start buttons and trial banner', () => {
    const member: SessionUser = {
      ...GUEST_USER,
      id: 'u1',
      email: 'ada@example.com',
      isGuest: false,
      trialEndDate: new Date(Date.now() + 86_400_000).toISOString(),
    }
    withUser(member)
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start Basic Plan' })).toBeInTheDocument()
    expect(screen.getByText('7-Day Free Trial Active')).toBeInTheDocument()
  })
})
