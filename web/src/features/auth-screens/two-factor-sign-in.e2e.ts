import { enrolTotp, totpCode, wrongTotpCode } from '../../../e2e/backend-auth'
import { expect, expectNoSeriousA11yViolations, seeded, signUp, test, toastWith } from '../../../e2e/backend'

test.describe('signing in with two-factor authentication on', () => {
  test('the password alone is not enough: the code is asked for, a wrong one refused, the right one lets the member in', async ({
    page,
    backend,
  }) => {
    const user = await signUp({ name: 'Theo Totp' })
    const factor = await enrolTotp(user)
    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()

    const code = page.getByLabel('Authentication Code')
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible()
    await expect(code).toBeFocused()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(toastWith(page, 'Welcome back!')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // Not signed in yet, even after a reload: the app still shows the guest.
    await page.reload()
    await expect(code).toBeVisible()
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
    await page.goto('/auth')

    // Auth answers a wrong code with 422 mfa_verification_failed.
    backend.expectHttpError(422)
    await code.fill(wrongTotpCode(factor.secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(toastWith(page, 'Verification failed')).toContainText('Invalid TOTP code entered')
    await expect(page).toHaveURL(/\/auth$/)

    const right = totpCode(factor.secret)
    await code.fill(right)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(toastWith(page, 'Welcome back!')).toBeVisible()
    await expect(page.getByRole('button', { name: `Account menu: ${user.email}` })).toBeVisible()
    expect(backend.callsTo(`/auth/v1/factors/${factor.id}/challenge`)).toHaveLength(2)
    expect(backend.callsTo(`/auth/v1/factors/${factor.id}/verify`).at(-1)?.body).toMatchObject({ code: right })

    await page.reload()
    await expect(page.getByRole('button', { name: `Account menu: ${user.email}` })).toBeVisible()
  })

  test('Cancel drops the half-open session on this device only and shows the sign-in form again', async ({
    page,
    backend,
  }) => {
    const user = await signUp({ name: 'Theo Totp' })
    await enrolTotp(user)
    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible()
    expect(backend.callsTo('/auth/v1/logout?scope=local')).toHaveLength(1)
  })

  test('a member without a factor signs in straight away', async ({ backend }) => {
    await backend.signIn(seeded.trial)
  })
})
