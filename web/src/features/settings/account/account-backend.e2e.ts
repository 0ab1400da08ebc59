import { passwordSession, totpCode, wrongTotpCode } from '../../../../e2e/backend-auth'
import { factorsOf, pendingEmailOf, userExists } from '../../../../e2e/backend-db'
import {
  expect,
  expectNoSeriousA11yViolations,
  seeded,
  signUp,
  test,
  toastWith,
  uniqueEmail,
  type Backend,
  type TestUser,
} from '../../../../e2e/backend'

/**
 * Signs up a member of this test's own (every test here changes its member), signs in through
 * the form (the session then lives in storage like a real one) and opens the page.
 */
async function openAccount(backend: Backend): Promise<TestUser> {
  const user = await signUp({ name: 'Ana Account' })
  await backend.signIn(user)
  await backend.page.goto('/settings/account')
  await expect(backend.page.getByTestId('account-email')).toHaveText(user.email)
  return user
}

test.describe('Account Settings with a backend', () => {
  test('e-mail: PUT /auth/v1/user with the current password; each failure shows the server message', async ({
    page,
    backend,
  }) => {
    const user = await openAccount(backend)
    const newEmail = uniqueEmail('river')
    await page.getByRole('button', { name: 'Update Email' }).click()
    const form = page.getByRole('form', { name: 'Update Email' })
    await form.getByLabel('New Email').fill(newEmail)
    await form.getByRole('button', { name: 'Save New Email' }).click()
    await expect(toastWith(page, 'Password required')).toContainText('Please enter your password to update email.')
    expect(backend.callsTo('/auth/v1/user').filter((r) => r.method === 'PUT')).toHaveLength(0)

    // Auth checks the current password sent with the change: 400 current_password_invalid.
    backend.expectHttpError(400)
    await form.getByLabel('Current Password').fill('not-my-password')
    await form.getByRole('button', { name: 'Save New Email' }).click()
    await expect(toastWith(page, 'Email not updated')).toContainText('Invalid login credentials')
    expect(await pendingEmailOf(user.id)).toBeUndefined()

    // An address another account has: 422 email_exists.
    backend.expectHttpError(422)
    await form.getByLabel('New Email').fill(seeded.basic.email)
    await form.getByLabel('Current Password').fill(user.password)
    await form.getByRole('button', { name: 'Save New Email' }).click()
    await expect(toastWith(page, 'Email not updated')).toContainText('already been registered')

    await form.getByLabel('New Email').fill(newEmail)
    await form.getByLabel('Current Password').fill(user.password)
    await form.getByRole('button', { name: 'Save New Email' }).click()
    await expect(toastWith(page, 'Email updated')).toContainText(
      'A verification email has been sent to your new address.',
    )
    const puts = backend.callsTo('/auth/v1/user').filter((r) => r.method === 'PUT')
    expect(puts).toHaveLength(3)
    expect(puts.at(-1)?.body).toMatchObject({ email: newEmail, current_password: user.password })
    expect(puts.at(-1)?.body).not.toHaveProperty('password')
    // Secure e-mail change: the new address waits for its confirmation link.
    expect(await pendingEmailOf(user.id)).toBe(newEmail)
    await expect(page.getByTestId('account-email')).toHaveText(user.email)
  })

  test('password: disabled until both new fields match; PUT /auth/v1/user with the current and new password; errors shown', async ({
    page,
    backend,
  }) => {
    const user = await openAccount(backend)
    const form = page.getByRole('form', { name: 'Change Password' })
    const button = form.getByRole('button', { name: 'Change Password' })
    await expect(button).toBeDisabled()
    await form.getByLabel('Current Password').fill('not-my-password')
    await form.getByLabel('New Password', { exact: true }).fill('a-new-password')
    await form.getByLabel('Confirm New Password').fill('a-new-passwor')
    await expect(form.getByRole('alert')).toHaveText("Passwords don't match")
    await expect(button).toBeDisabled()

    // A wrong current password: 400 current_password_invalid.
    backend.expectHttpError(400)
    await form.getByLabel('Confirm New Password').fill('a-new-password')
    await expect(button).toBeEnabled()
    await button.click()
    await expect(toastWith(page, 'Password not changed')).toContainText('Invalid login credentials')

    // The current password again as the new one: 422 same_password.
    backend.expectHttpError(422)
    await form.getByLabel('Current Password').fill(user.password)
    await form.getByLabel('New Password', { exact: true }).fill(user.password)
    await form.getByLabel('Confirm New Password').fill(user.password)
    await button.click()
    await expect(toastWith(page, 'Password not changed')).toContainText(
      'New password should be different from the old password.',
    )

    await form.getByLabel('Current Password').fill(user.password)
    await form.getByLabel('New Password', { exact: true }).fill('a-new-password')
    await form.getByLabel('Confirm New Password').fill('a-new-password')
    await button.click()
    await expect(toastWith(page, 'Password changed')).toBeVisible()
    const puts = backend.callsTo('/auth/v1/user').filter((r) => r.method === 'PUT')
    expect(puts.at(-1)?.body).toMatchObject({ password: 'a-new-password', current_password: user.password })
    expect(puts.at(-1)?.body).not.toHaveProperty('email')
    await expect(form.getByLabel('Current Password')).toHaveValue('')
    // The new password signs in; the old one no longer does.
    await passwordSession({ email: user.email, password: 'a-new-password' })
    await expect(passwordSession(user)).rejects.toThrow('Invalid login credentials')
  })

  test('two-factor: enrol (QR code and secret), a wrong then a right code, then turn it off', async ({
    page,
    backend,
  }) => {
    const user = await openAccount(backend)
    const card = page.getByRole('region', { name: 'Two-Factor Authentication' })
    const toggle = card.getByRole('switch', { name: 'Two-Factor Authentication' })
    await expect(toggle).not.toBeChecked()
    await toggle.click()
    const qr = card.getByRole('img', { name: 'QR code for your authenticator app' })
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
    // The image really renders (a raw '#' in the SVG would have cut the data URL).
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const secret = (await card.getByTestId('totp-secret').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    expect(backend.callsTo('/auth/v1/factors').find((r) => r.method === 'POST')?.body).toMatchObject({
      factor_type: 'totp',
    })
    await expectNoSeriousA11yViolations(page)

    // Auth answers a wrong code with 422 mfa_verification_failed.
    backend.expectHttpError(422)
    await card.getByLabel('Verification Code').fill(wrongTotpCode(secret))
    await card.getByRole('button', { name: 'Verify and Turn On' }).click()
    await expect(toastWith(page, 'Code not accepted')).toContainText('Invalid TOTP code entered')

    // Typed with a space, as authenticator apps show it.
    const code = totpCode(secret)
    await card.getByLabel('Verification Code').fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    await card.getByRole('button', { name: 'Verify and Turn On' }).click()
    await expect(toastWith(page, 'Two-factor authentication enabled')).toBeVisible()
    await expect(toggle).toBeChecked()
    const [factor, ...others] = await factorsOf(user.id)
    expect(others).toEqual([])
    expect(factor?.status).toBe('verified')
    expect(backend.callsTo(`/auth/v1/factors/${factor!.id}/challenge`)).toHaveLength(2)
    expect(backend.callsTo(`/auth/v1/factors/${factor!.id}/verify`).at(-1)?.body).toMatchObject({ code })

    // Still signed in after the reload (the session is now aal2), and still on.
    await page.reload()
    await expect(toggle).toBeChecked()
    await toggle.click()
    await expect(toastWith(page, 'Two-factor authentication disabled')).toBeVisible()
    await expect(toggle).not.toBeChecked()
    expect(backend.callsTo(`/auth/v1/factors/${factor!.id}`).some((r) => r.method === 'DELETE')).toBe(true)
    expect(await factorsOf(user.id)).toEqual([])
  })

  test('delete: password required, the function’s error shown, then the account deleted and signed out', async ({
    page,
    backend,
  }) => {
    const user = await openAccount(backend)
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' })
    await expect(confirm).toBeDisabled()

    // The function checks the password itself: 401 'Invalid login credentials', nothing deleted.
    backend.expectHttpError(401)
    await dialog.getByLabel('Password').fill('not-my-password')
    await confirm.click()
    await expect(toastWith(page, 'Account not deleted')).toContainText('Invalid login credentials')
    await expect(dialog).toBeVisible()
    expect(await userExists(user.id)).toBe(true)

    // Stripe failing is what makes the function answer 502; injected, it never reaches the server.
    backend.expectHttpError(502)
    await backend.respondOnce('POST', '/functions/v1/delete-account', {
      status: 502,
      body: { error: 'Stripe could not cancel the subscription; nothing was deleted' },
    })
    await dialog.getByLabel('Password').fill(user.password)
    await confirm.click()
    await expect(toastWith(page, 'Account not deleted')).toContainText('nothing was deleted')
    await expect(dialog).toBeVisible()
    expect(await userExists(user.id)).toBe(true)

    await page.evaluate((id) => localStorage.setItem(`nexus:ai-settings:${id}`, '{"version":1}'), user.id)
    // Signing out a deleted user: Auth answers the logout with 403 user_not_found.
    backend.expectHttpError(403)
    await confirm.click()
    await expect(toastWith(page, 'Account deletion initiated')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    const calls = backend.callsTo('/functions/v1/delete-account').filter((r) => r.method === 'POST')
    expect(calls.map((r) => r.body)).toEqual([
      { password: 'not-my-password', remove_anonymous_posts: false },
      { password: user.password, remove_anonymous_posts: false },
      { password: user.password, remove_anonymous_posts: false },
    ])
    expect(await page.evaluate((id) => localStorage.getItem(`nexus:ai-settings:${id}`), user.id)).toBeNull()
    expect(await userExists(user.id)).toBe(false)
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
  })

  test('a deleted member cannot sign in again; the choice to delete anonymous posts is sent', async ({
    page,
    backend,
  }) => {
    const user = await openAccount(backend)
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
    const choice = dialog.getByRole('checkbox', { name: 'Also delete my anonymous posts' })
    await expect(choice).not.toBeChecked()
    await expect(choice).toHaveAccessibleDescription(/Your anonymous posts stay, unlinked from you/)
    await choice.check()
    await dialog.getByLabel('Password').fill(user.password)
    // Signing out a deleted user: Auth answers the logout with 403 user_not_found.
    backend.expectHttpError(403)
    await dialog.getByRole('button', { name: 'Delete My Account' }).click()
    await expect(toastWith(page, 'Account deletion initiated')).toBeVisible()
    expect(await userExists(user.id)).toBe(false)
    const calls = backend.callsTo('/functions/v1/delete-account').filter((r) => r.method === 'POST')
    expect(calls.map((r) => r.body)).toEqual([{ password: user.password, remove_anonymous_posts: true }])

    backend.expectHttpError(400)
    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(toastWith(page, 'Login failed')).toContainText('Invalid login credentials')
  })
})

for (const theme of ['light', 'dark', 'void'] as const) {
  test(`a member's account and support forms have no serious axe violation in the ${theme} theme`, async ({
    page,
    backend,
  }) => {
    test.setTimeout(60_000)
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await openAccount(backend)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await page.getByRole('button', { name: 'Update Email' }).click()
    await page.getByLabel('New Email').fill('not-an-address')
    await page.getByRole('button', { name: 'Save New Email' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    const password = page.getByRole('form', { name: 'Change Password' })
    await password.getByLabel('New Password', { exact: true }).fill('a-new-password')
    await password.getByLabel('Confirm New Password').fill('a-new')
    await page.getByRole('switch', { name: 'Two-Factor Authentication' }).click()
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    await expect(page.getByText('Please enter your password to update email.')).toHaveCount(0, { timeout: 10_000 })
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })

    await page.getByRole('button', { name: 'Delete Account' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })

    await page.goto('/settings/support')
    await expect(page.getByRole('form', { name: 'Contact Support' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
  })
}
