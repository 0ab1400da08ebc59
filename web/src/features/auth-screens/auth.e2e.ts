import type { Page } from '@playwright/test'
import { passwordSession } from '../../../e2e/backend-auth'
import { sql } from '../../../e2e/backend-db'
import { backendEnv } from '../../../e2e/backend-env'
import {
  BACKEND_URL,
  expect,
  expectNoSeriousA11yViolations,
  REAL_STACK,
  seeded,
  signUp,
  test,
  toastWith,
  uniqueEmail,
} from '../../../e2e/backend'

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign In' })
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign Up' })

test.describe('sign in and sign up', () => {
  test('sign-up goes to /pricing with the Account created! toast and starts the trial', async ({ page, backend }) => {
    const email = uniqueEmail('signup')
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = signUpForm(page)
    await form.getByLabel('Full Name').fill('Nia Nova')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password', { exact: true }).fill('a-long-password')
    await form.getByLabel('Confirm Password').fill('a-long-password')
    await form.getByRole('button', { name: 'Create Account' }).click()

    // Local stacks confirm e-mail addresses automatically: Auth signs the new member in at once,
    // so the toast asks for no confirmation.
    const toast = toastWith(page, 'Account created!')
    await expect(toast).toContainText('Your 7-day free trial has started.')
    await expect(toast).not.toContainText('Please check your email')
    await expect(page).toHaveURL(/\/pricing$/)
    // The new member is signed in, on the trial.
    await expect(page.getByText('7-Day Free Trial Active')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start Basic Plan' })).toBeVisible()
    const [signup] = backend.callsTo('/auth/v1/signup')
    expect(signup?.body).toMatchObject({ email, password: 'a-long-password', data: { name: 'Nia Nova' } })
    // The sign-up trigger made the profile and a 7-day trial.
    const [row] = await sql<{ name: string; days: number }>(
      `select p.name, (extract(epoch from s.trial_end - now()) / 86400)::float8 as days
         from auth.users u join public.profiles p on p.id = u.id join public.subscribers s on s.user_id = u.id
        where u.email = $1`,
      [email],
    )
    expect(row?.name).toBe('Nia Nova')
    expect(row?.days).toBeGreaterThan(6.9)
  })

  test("'Sign Up' clicked as soon as it shows, with the CPU slowed: the new member's details go to Sign Up", async ({
    page,
    backend,
  }) => {
    const email = uniqueEmail('slow-signup')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    const slow = { timeout: 20_000 }
    // Not waiting for the app (the fixture's goto would): the tab is clicked the moment it shows,
    // and the fields filled at once.
    const opening = page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click(slow)
    const form = signUpForm(page)
    await form.getByLabel('Full Name').fill('Sol Slow', slow)
    await form.getByLabel('Email').pressSequentially(email)
    await form.getByLabel('Password', { exact: true }).fill('a-long-password')
    await form.getByLabel('Confirm Password').fill('a-long-password')
    await expect(signInForm(page)).toBeHidden()
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(toastWith(page, 'Account created!')).toContainText('Your 7-day free trial has started.', slow)
    await expect(page).toHaveURL(/\/pricing$/, slow)
    await opening
    expect(backend.callsTo('/auth/v1/token')).toEqual([])
    const [signup] = backend.callsTo('/auth/v1/signup')
    expect(signup?.body).toMatchObject({ email, password: 'a-long-password', data: { name: 'Sol Slow' } })
  })

  test('sign-in goes to /dashboard with the Welcome back! toast', async ({ page }) => {
    const user = seeded.trial
    await page.goto('/auth')
    const form = signInForm(page)
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    // The toast lasts 5 s: check it first, then where it went.
    const toast = toastWith(page, 'Welcome back!')
    await expect(toast).toContainText("You've successfully signed in.")
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('button', { name: `Account menu: ${user.email}` })).toBeVisible()
  })

  test('a sign-in failure keeps the form as typed and shows Login failed', async ({ page, backend }) => {
    // Auth answers a wrong password with 400 invalid_credentials.
    backend.expectHttpError(400)
    await page.goto('/auth')
    const form = signInForm(page)
    await form.getByLabel('Email').fill(seeded.trial.email)
    await form.getByLabel('Password').fill('not-the-password')
    await form.getByRole('button', { name: 'Sign In' }).click()

    const toast = toastWith(page, 'Login failed')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Invalid login credentials')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(form.getByLabel('Email')).toHaveValue(seeded.trial.email)
    await expect(form.getByLabel('Password')).toHaveValue('not-the-password')
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('every validation message shows on its field, and nothing is sent', async ({ page, backend }) => {
    await page.goto('/auth')
    const signIn = signInForm(page)
    await signIn.getByLabel('Email').fill('not-an-email')
    await signIn.getByLabel('Password').fill('short')
    await signIn.getByRole('button', { name: 'Sign In' }).click()
    await expect(signIn.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(signIn.getByLabel('Password')).toHaveAccessibleDescription('Password must be at least 8 characters')
    await expect(signIn.getByLabel('Email')).toBeFocused()

    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const signUpFields = signUpForm(page)
    await signUpFields.getByLabel('Full Name').fill('N')
    await signUpFields.getByLabel('Email').fill('nia@')
    await signUpFields.getByLabel('Password', { exact: true }).fill('1234567')
    await signUpFields.getByLabel('Confirm Password').fill('12345678')
    await signUpFields.getByRole('button', { name: 'Create Account' }).click()
    await expect(signUpFields.getByLabel('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters')
    await expect(signUpFields.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(signUpFields.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    )
    await expect(signUpFields.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match')
    await expectNoSeriousA11yViolations(page)

    // Fixing a field clears its message at once.
    await signUpFields.getByLabel('Password', { exact: true }).fill('12345678')
    await expect(signUpFields.getByText('Password must be at least 8 characters')).toHaveCount(0)
    await expect(signUpFields.getByText('Passwords do not match')).toHaveCount(0)
    expect([...backend.callsTo('/auth/v1/token'), ...backend.callsTo('/auth/v1/signup')]).toEqual([])
  })

  test('password recovery: the request goes out and the answer is neutral', async ({ page, backend }) => {
    // `supabase start` limits recovery e-mails per hour (429); the answer must stay the same.
    if (REAL_STACK) backend.expectHttpError(429)
    await page.goto('/auth')
    await signInForm(page).getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    // The address changes as the link is followed; the sign-in page (with its own Email field)
    // stays until the next page's code has loaded.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await page.getByLabel('Email').fill('nobody-or-somebody@example.com')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(
      page.getByText('If an account exists for that email, we have sent a link to reset your password.'),
    ).toBeVisible()
    const [recover] = backend.callsTo('/auth/v1/recover')
    expect(recover?.body).toMatchObject({ email: 'nobody-or-somebody@example.com' })
    expect(new URL(recover!.path, BACKEND_URL).searchParams.get('redirect_to')).toBe(`${BACKEND_URL}/reset-password`)
  })

  test('Continue as Guest goes to the dashboard as the guest', async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('link', { name: 'Continue as Guest' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
  })

  test('Signing In... and a disabled button while the request is pending', async ({ page, backend }) => {
    const release = await backend.hold('POST', '/auth/v1/token')
    await page.goto('/auth')
    const form = signInForm(page)
    await form.getByLabel('Email').fill(seeded.trial.email)
    await form.getByLabel('Password').fill(seeded.trial.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(form.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('Creating Account... and a disabled button while the request is pending', async ({ page, backend }) => {
    const release = await backend.hold('POST', '/auth/v1/signup')
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = signUpForm(page)
    await form.getByLabel('Full Name').fill('Nia Nova')
    await form.getByLabel('Email').fill(uniqueEmail())
    await form.getByLabel('Password', { exact: true }).fill('a-long-password')
    await form.getByLabel('Confirm Password').fill('a-long-password')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(form.getByRole('button', { name: 'Creating Account...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('a sign-up failure shows Signup failed with the server message and keeps the form', async ({
    page,
    backend,
  }) => {
    // Auth answers an address that already has an account with 422 user_already_exists.
    backend.expectHttpError(422)
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = signUpForm(page)
    await form.getByLabel('Full Name').fill('Tara Again')
    await form.getByLabel('Email').fill(seeded.trial.email)
    await form.getByLabel('Password', { exact: true }).fill('a-long-password')
    await form.getByLabel('Confirm Password').fill('a-long-password')
    await form.getByRole('button', { name: 'Create Account' }).click()
    const toast = toastWith(page, 'Signup failed')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('User already registered')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(form.getByLabel('Full Name')).toHaveValue('Tara Again')
  })
})

test.describe('password recovery', () => {
  test('the recovery link opens /reset-password signed in, and the new password is set', async ({ page, backend }) => {
    const user = await signUp({ name: 'Rita Recovers' })
    const redirectTo = `${BACKEND_URL}/reset-password`
    // As the Forgot Password screen asks for it; the link of the e-mail carries the token hash
    // Auth stored on the user (no mailbox to read it from here).
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(
      page.getByText('If an account exists for that email, we have sent a link to reset your password.'),
    ).toBeVisible()
    const [stored] = await sql<{ recovery_token: string }>(`select recovery_token from auth.users where id = $1`, [
      user.id,
    ])
    expect(stored?.recovery_token).toBeTruthy()
    const link = new URL(`${backendEnv().supabaseUrl}/auth/v1/verify`)
    link.search = new URLSearchParams({
      token: stored!.recovery_token,
      type: 'recovery',
      redirect_to: redirectTo,
    }).toString()

    await page.goto(link.href)
    await expect(page).toHaveURL(/\/reset-password/)
    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password')
    await page.getByLabel('Confirm Password', { exact: true }).fill('a-brand-new-password')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(toastWith(page, 'Password updated')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    const [update] = backend.callsTo('/auth/v1/user').filter((r) => r.method === 'PUT')
    expect(update?.body).toMatchObject({ password: 'a-brand-new-password' })
    // The new password signs in; the old one no longer does.
    await passwordSession({ email: user.email, password: 'a-brand-new-password' })
    await expect(passwordSession(user)).rejects.toThrow('Invalid login credentials')
  })

  test('/reset-password without a recovery session offers a new link', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible()
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
  })
})
