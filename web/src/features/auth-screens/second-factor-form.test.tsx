import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { useAuth } from '@/lib/auth/auth-provider'
import { useSecondFactor, type SecondFactorValue } from '@/lib/auth/second-factor'
import { authValue } from '@/testing/auth-value'
import { AuthScreen } from './auth-screen'

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))
vi.mock('@/lib/auth/second-factor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/second-factor')>()),
  useSecondFactor: vi.fn(),
}))

function Where() {
  return <p>now at {useLocation().pathname}</p>
}

function setup(second: Partial<SecondFactorValue> = {}) {
  vi.mocked(useAuth).mockReturnValue(authValue())
  const value: SecondFactorValue = {
    pending: true,
    verify: vi.fn(async () => {}),
    cancel: vi.fn(async () => {}),
    ...second,
  }
  vi.mocked(useSecondFactor).mockReturnValue(value)
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthScreen backendConfigured /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/auth'] },
  )
  render(<RouterProvider router={router} />)
  return { value, user: userEvent.setup() }
}

describe('the two-factor step on /auth', () => {
  it('replaces the sign-in tabs while a code is owed, with the focus on the code', async () => {
    setup()
    expect(screen.queryByRole('tab', { name: 'Sign In' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Two-Factor Authentication' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Authentication Code')).toHaveFocus())
  })

  it('refuses a code that is not 6 digits and sends nothing', async () => {
    const { value, user } = setup()
    await user.type(screen.getByLabelText('Authentication Code'), '12a45')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument()
    expect(value.verify).not.toHaveBeenCalled()
  })

  it('verifies the code (spaces ignored) and goes to /dashboard', async () => {
    const { value, user } = setup()
    await user.type(screen.getByLabelText('Authentication Code'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(value.verify).toHaveBeenCalledWith('123456')
    expect(await screen.findByText('now at /dashboard')).toBeInTheDocument()
  })

  it('a wrong code keeps the form (the toast says why)', async () => {
    const { user } = setup({ verify: vi.fn(async () => Promise.reject(new Error('Invalid TOTP code entered'))) })
    await user.type(screen.getByLabelText('Authentication Code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeEnabled()
    expect(screen.getByLabelText('Authentication Code')).toHaveValue('000000')
  })

  it('Cancel drops the half-open session', async () => {
    const { value, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(value.cancel).toHaveBeenCalled()
  })
})
