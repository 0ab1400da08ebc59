import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { useAuth } from '@/lib/auth/auth-provider'
import { authValue } from '@/testing/auth-value'
import { AuthScreen } from './auth-screen'
import { deferred } from '@/testing/deferred'

vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))

function Where() {
  return <p>now at {useLocation().pathname}</p>
}

function setup({ backendConfigured = true } = {}) {
  const auth = authValue()
  vi.mocked(useAuth).mockReturnValue(auth)
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthScreen backendConfigured={backendConfigured} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/auth'] },
  )
  render(<RouterProvider router={router} />)
  return { auth, user: userEvent.setup() }
}

const signInForm = () => within(screen.getByRole('form', { name: 'Sign In' }))
const signUpForm = () => within(screen.getByRole('form', { name: 'Sign Up' }))

describe('AuthScreen', () => {
  it('has one h1, Sign In selected by default, and the Forgot password? link', () => {
    setup()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(signInForm().getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.queryByRole('heading', { name: 'Accounts need a configured backend' })).toBeNull()
  })

  it('shows the sign-in messages on their fields and sends nothing', async () => {
    const { auth, user } = setup()
    await user.type(signInForm().getByLabelText('Email'), 'not-an-email')
    await user.type(signInForm().getByLabelText('Password'), 'short')
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    const email = signInForm().getByLabelText('Email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    expect(email).toHaveFocus()
    expect(signInForm().getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    )
    expect(auth.signIn).not.toHaveBeenCalled()

    await user.clear(email)
    await user.type(email, 'ada@example.com')
    expect(signInForm().queryByText('Please enter a valid email address')).toBeNull()
  })

  it('signs in: Signing In... and disabled while pending, then /dashboard', async () => {
    const { auth, user } = setup()
    const pending = deferred<void>()
    vi.mocked(auth.signIn).mockReturnValueOnce(pending.promise)
    await user.type(signInForm().getByLabelText('Email'), ' ada@example.com ')
    await user.type(signInForm().getByLabelText('Password'), 'correct-horse')
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    expect(signInForm().getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    expect(auth.signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct-horse' })
    pending.resolve()
    expect(await screen.findByText('now at /dashboard')).toBeInTheDocument()
  })

  it('on sign-in failure stays with what was typed and the button back', async () => {
    const { auth, user } = setup()
    vi.mocked(auth.signIn).mockRejectedValueOnce(new Error('Invalid login credentials'))
    await user.type(signInForm().getByLabelText('Email'), 'ada@example.com')
    await user.type(signInForm().getByLabelText('Password'), 'wrong-password')
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    expect(await signInForm().findByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(signInForm().getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(signInForm().getByLabelText('Password')).toHaveValue('wrong-password')
    expect(screen.queryByText(/now at/)).toBeNull()
  })

  it('shows every sign-up message on its field', async () => {
    const { auth, user } = setup()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(signUpForm().getByLabelText('Full Name'), 'A')
    await user.type(signUpForm().getByLabelText('Email'), 'a@')
    await user.type(signUpForm().getByLabelText('Password'), '1234567')
    await user.type(signUpForm().getByLabelText('Confirm Password'), '7654321')
    await user.click(signUpForm().getByRole('button', { name: 'Create Account' }))
    expect(signUpForm().getByLabelText('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters')
    expect(signUpForm().getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(signUpForm().getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    )
    expect(signUpForm().getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match')
    expect(auth.signUp).not.toHaveBeenCalled()
  })

  it('signs up: Creating Account... while pending, sends name, email and password only, then /pricing', async () => {
    const { auth, user } = setup()
    const pending = deferred<void>()
    vi.mocked(auth.signUp).mockReturnValueOnce(pending.promise)
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(signUpForm().getByLabelText('Full Name'), 'Nia Nova')
    await user.type(signUpForm().getByLabelText('Email'), 'nia@example.com')
    await user.type(signUpForm().getByLabelText('Password'), 'long-enough')
    await user.type(signUpForm().getByLabelText('Confirm Password'), 'long-enough')
    await user.click(signUpForm().getByRole('button', { name: 'Create Account' }))
    expect(signUpForm().getByRole('button', { name: 'Creating Account...' })).toBeDisabled()
    expect(auth.signUp).toHaveBeenCalledWith({ name: 'Nia Nova', email: 'nia@example.com', password: 'long-enough' })
    pending.resolve()
    expect(await screen.findByText('now at /pricing')).toBeInTheDocument()
  })

  it('on sign-up failure keeps the form as typed', async () => {
    const { auth, user } = setup()
    vi.mocked(auth.signUp).mockRejectedValueOnce(new Error('User already registered'))
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(signUpForm().getByLabelText('Full Name'), 'Nia')
    await user.type(signUpForm().getByLabelText('Email'), 'nia@example.com')
    await user.type(signUpForm().getByLabelText('Password'), 'long-enough')
    await user.type(signUpForm().getByLabelText('Confirm Password'), 'long-enough')
    await user.click(signUpForm().getByRole('button', { name: 'Create Account' }))
    expect(await signUpForm().findByRole('button', { name: 'Create Account' })).toBeEnabled()
    expect(signUpForm().getByLabelText('Full Name')).toHaveValue('Nia')
    expect(screen.queryByText(/now at/)).toBeNull()
  })

  it('refuses a name the interface uses for itself before asking the server, with the database’s message', async () => {
    const { auth, user } = setup()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    await user.type(signUpForm().getByLabelText('Full Name'), ' you ')
    await user.type(signUpForm().getByLabelText('Email'), 'nia@example.com')
    await user.type(signUpForm().getByLabelText('Password'), 'long-enough')
    await user.type(signUpForm().getByLabelText('Confirm Password'), 'long-enough')
    await user.click(signUpForm().getByRole('button', { name: 'Create Account' }))
    expect(signUpForm().getByLabelText('Full Name')).toHaveAccessibleDescription(
      'That name is reserved. Please choose another.',
    )
    expect(auth.signUp).not.toHaveBeenCalled()
  })

  it('Continue as Guest records the choice and goes to /dashboard', async () => {
    const { auth, user } = setup()
    await user.click(screen.getByRole('link', { name: 'Continue as Guest' }))
    expect(auth.continueAsGuest).toHaveBeenCalledTimes(1)
    expect(screen.getByText('now at /dashboard')).toBeInTheDocument()
  })

  it('in guest mode explains that accounts need a backend', () => {
    setup({ backendConfigured: false })
    expect(screen.getByRole('heading', { name: 'Accounts need a configured backend' })).toBeInTheDocument()
  })
})
