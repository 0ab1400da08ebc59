import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  REAL_STACK,
  REAL_STACK_TAG,
  seeded,
  test,
  toastWith,
  uniqueEmail,
} from '../../../e2e/backend'

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign In' })
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign Up' })

/** Holds a matching request until `release()` is called, then lets the double answer it. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await gate
    await route.fallback()
  })
  return release
}

test.describe('sign in and sign up', () => {
  test(
    'sign-up goes to /pricing with the Account created! toast and starts the trial',
    { tag: REAL_STACK_TAG },
    async ({ page, backend }) => {
      const email = uniqueEmail('signup')
      await page.goto('/auth')
      await page.getByRole('tab', { name: 'Sign Up' }).click()
      const form = signUpForm(page)
      await form.getByLabel('Full Name').fill('Nia Nova')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Password', { exact: true }).fill('a-long-password')
      await form.getByLabel('Confirm Password').fill('a-long-password')
      await form.getByRole('button', { name: 'Create Account' }).click()

      const toast = toastWith(page, 'Account created!')
      await expect(toast).toContainText(
        'Please check your email to confirm your account and start your 7-day free trial.',
      )
      await expect(page).toHaveURL(/\/pricing$/)
      // Local stacks confirm e-mail addresses automatically: the new member is signed in, on the trial.
      await expect(page.getByText('7-Day Free Trial Active')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Start Basic Plan' })).toBeVisible()
      if (!REAL_STACK) {
        const [signup] = backend.double.callsTo('/auth/v1/signup')
        expect(signup?.body).toMatchObject({ email, password: 'a-long-password', data: { name: 'Nia Nova' } })
      }
    },
  )

  test(
    'sign-in goes to /dashboard with the Welcome back! toast',
    { tag: REAL_STACK_TAG },
    async ({ page, backend }) => {
      const user = backend.given(seeded.trial)
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
    },
  )

  test(
    'a sign-in failure keeps the form as typed and shows Login failed',
    { tag: REAL_STACK_TAG },
    async ({ page, backend }) => {
      backend.given(seeded.trial)
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
    },
  )

  test(
    'every validation message shows on its field, and nothing is sent',
    { tag: REAL_STACK_TAG },
    async ({ page }) => {
      const authCalls: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/auth/v1/token') || r.url().includes('/auth/v1/signup')) authCalls.push(r.url())
      })
      await page.goto('/auth')
      const signIn = signInForm(page)
      await signIn.getByLabel('Email').fill('not-an-email')
      await signIn.getByLabel('Password').fill('short')
      await signIn.getByRole('button', { name: 'Sign In' }).click()
      await expect(signIn.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
      await expect(signIn.getByLabel('Password')).toHaveAccessibleDescription('Password must be at least 8 characters')
      await expect(signIn.getByLabel('Email')).toBeFocused()

      await page.getByRole('tab', { name: 'Sign Up' }).click()
      const signUp = signUpForm(page)
      await signUp.getByLabel('Full Name').fill('N')
      await signUp.getByLabel('Email').fill('nia@')
      await signUp.getByLabel('Password', { exact: true }).fill('1234567')
      await signUp.getByLabel('Confirm Password').fill('12345678')
      await signUp.getByRole('button', { name: 'Create Account' }).click()
      await expect(signUp.getByLabel('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters')
      await expect(signUp.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
      await expect(signUp.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
        'Password must be at least 8 characters',
      )
      await expect(signUp.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match')
      await expectNoSeriousA11yViolations(page)

      // Fixing a field clears its message at once.
      await signUp.getByLabel('Password', { exact: true }).fill('12345678')
      await expect(signUp.getByText('Password must be at least 8 characters')).toHaveCount(0)
      await expect(signUp.getByText('Passwords do not match')).toHaveCount(0)
      expect(authCalls).toEqual([])
    },
  )

  test(
    'password recovery: the request goes out and the answer is neutral',
    { tag: REAL_STACK_TAG },
    async ({ page, backend }) => {
      // A real Auth server limits recovery e-mails per hour (429); the answer must stay the same.
      if (REAL_STACK) backend.expectHttpError(429)
      await page.goto('/auth')
      await signInForm(page).getByRole('link', { name: 'Forgot password?' }).click()
      await expect(page).toHaveURL(/\/forgot-password$/)
      await page.getByLabel('Email').fill('nobody-or-somebody@example.com')
      await page.getByRole('button', { name: 'Send Reset Link' }).click()
      await expect(
        page.getByText('If an account exists for that email, we have sent a link to reset your password.'),
      ).toBeVisible()
      if (!REAL_STACK) {
        const [recover] = backend.double.callsTo('/auth/v1/recover')
        expect(recover?.body).toMatchObject({ email: 'nobody-or-somebody@example.com' })
        expect(new URL(`http://x${recover!.path}`).searchParams.get('redirect_to')).toBe(
          `${new URL(page.url()).origin}/reset-password`,
        )
      }
    },
  )

  test('Continue as Guest goes to the dashboard as the guest', { tag: REAL_STACK_TAG }, async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('link', { name: 'Continue as Guest' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
  })
})

test.describe('with the network double', () => {
  test('Signing In... and a disabled button while the request is pending', async ({ page, backend }) => {
    backend.given(seeded.trial)
    const release = await holdRequests(page, '**/auth/v1/token?grant_type=password')
    await page.goto('/auth')
    const form = signInForm(page)
    await form.getByLabel('Email').fill(seeded.trial.email)
    await form.getByLabel('Password').fill(seeded.trial.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(form.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('Creating Account... and a disabled button while the request is pending', async ({ page }) => {
    const release = await holdRequests(page, '**/auth/v1/signup**')
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
    backend.given(seeded.trial)
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

  test('/reset-password sets the new password for the recovering member', async ({ page, backend }) => {
    await backend.double.signInBeforeLoad(seeded.trial)
    backend.given(seeded.trial)
    await page.goto('/reset-password')
    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password')
    await page.getByLabel('Confirm Password', { exact: true }).fill('a-brand-new-password')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(toastWith(page, 'Password updated')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    const [update] = backend.double.callsTo('/auth/v1/user').filter((r) => r.method === 'PUT')
    expect(update?.body).toMatchObject({ password: 'a-brand-new-password' })
  })

  test('/reset-password without a recovery session offers a new link', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible()
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
  })
})
