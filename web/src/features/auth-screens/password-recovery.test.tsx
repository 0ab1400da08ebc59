import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAuth, type AuthContextValue } from '@/lib/auth/auth-provider'
import { GUEST_USER, type SessionUser } from '@/lib/auth/session-user'
import { ForgotPasswordScreen, RECOVERY_SENT_MESSAGE } from './forgot-password-screen'
import { requestPasswordReset, updatePassword } from './recovery'
import { ResetPasswordScreen } from './reset-password-screen'
import { authValue } from '@/testing/auth-value'

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('./recovery', () => ({ requestPasswordReset: vi.fn(), updatePassword: vi.fn() }))

const MEMBER: SessionUser = { ...GUEST_USER, id: 'u1', email: 'ada@example.com', name: 'Ada', isGuest: false }

function Where() {
  return <p>now at {useLocation().pathname}</p>
}

function renderAt(path: string, element: ReactNode, auth: Partial<AuthContextValue> = {}) {
  vi.mocked(useAuth).mockReturnValue(authValue(auth))
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

beforeEach(() => {
  vi.mocked(toast).mockClear()
  vi.mocked(requestPasswordReset).mockReset()
  vi.mocked(updatePassword).mockReset()
})

describe('/forgot-password', () => {
  it('checks the e-mail like sign-in does and sends nothing when it is invalid', async () => {
    const user = renderAt('/forgot-password', <ForgotPasswordScreen backendConfigured />)
    await user.type(screen.getByLabelText('Email'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(requestPasswordReset).not.toHaveBeenCalled()
  })

  it.each([
    ['the request succeeds', () => vi.mocked(requestPasswordReset).mockResolvedValueOnce()],
    ['the request fails', () => vi.mocked(requestPasswordReset).mockRejectedValueOnce(new Error('rate limited'))],
  ])('answers the same neutral message when %s', async (_label, arrange) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    arrange()
    const user = renderAt('/forgot-password', <ForgotPasswordScreen backendConfigured />)
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText(RECOVERY_SENT_MESSAGE)).toBeInTheDocument()
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.com')
    expect(toast).not.toHaveBeenCalled()
  })

  it('in guest mode shows the backend notice instead of the form', () => {
    renderAt('/forgot-password', <ForgotPasswordScreen backendConfigured={false} />)
    expect(screen.getByRole('heading', { name: 'Accounts need a configured backend' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Email')).toBeNull()
  })
})

describe('/reset-password', () => {
  it('without a recovery session says the link is invalid and offers a new one', () => {
    renderAt('/reset-password', <ResetPasswordScreen backendConfigured />)
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
  })

  it('applies the sign-up password rules', async () => {
    const user = renderAt('/reset-password', <ResetPasswordScreen backendConfigured />, { user: MEMBER })
    await user.type(screen.getByLabelText('New Password'), 'short')
    await user.type(screen.getByLabelText('Confirm Password'), 'other')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('Password must be at least 8 characters')
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match')
    expect(updatePassword).not.toHaveBeenCalled()
  })

  it('sets the new password, toasts and goes to /dashboard', async () => {
    vi.mocked(updatePassword).mockResolvedValueOnce()
    const user = renderAt('/reset-password', <ResetPasswordScreen backendConfigured />, { user: MEMBER })
    await user.type(screen.getByLabelText('New Password'), 'a-new-password')
    await user.type(screen.getByLabelText('Confirm Password'), 'a-new-password')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText('now at /dashboard')).toBeInTheDocument()
    expect(updatePassword).toHaveBeenCalledWith('a-new-password')
    expect(toast).toHaveBeenCalledWith({
      title: 'Password updated',
      description: 'You can now sign in with your new password.',
    })
  })

  it('on failure shows the Error toast with the server message and stays', async () => {
    vi.mocked(updatePassword).mockRejectedValueOnce({
      message: 'New password should be different from the old password.',
    })
    const user = renderAt('/reset-password', <ResetPasswordScreen backendConfigured />, { user: MEMBER })
    await user.type(screen.getByLabelText('New Password'), 'a-new-password')
    await user.type(screen.getByLabelText('Confirm Password'), 'a-new-password')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeEnabled()
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'New password should be different from the old password.',
      variant: 'destructive',
    })
    expect(screen.getByLabelText('New Password')).toHaveValue('a-new-password')
  })
})
