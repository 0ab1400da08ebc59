import type { Page } from '@playwright/test'
import { enrolTotp, totpCode, wrongTotpCode } from '../../../e2e/backend-auth'
import { backendEnv } from '../../../e2e/backend-env'
import { expect, expectNoSeriousA11yViolations, seeded, signUp, test, toastWith } from '../../../e2e/backend'

/** How many of the member's own rows (profile, subscription) REST returns with the session this page holds. */
async function ownRowsWithPageSession(page: Page, userId: string) {
  const { supabaseUrl, anonKey } = backendEnv()
  const stored = await page.evaluate(() => localStorage.getItem('sb-127-auth-token'))
  const token = (JSON.parse(stored ?? 'null') as { access_token?: string } | null)?.access_token
  if (!token) throw new Error('the page holds no session')
  const read = async (table: string, column: string) => {
    const response = await page.request.get(`${supabaseUrl}/rest/v1/${table}?select=${column}&${column}=eq.${userId}`, {
      headers: { apikey: anonKey, authorization: `Bearer ${token}` },
    })
    expect(response.status()).toBe(200)
    return ((await response.json()) as unknown[]).length
  }
  return { profiles: await read('profiles', 'id'), subscribers: await read('subscribers', 'user_id') }
}

test.describe('signing in with two-factor authentication on', () => {
  test('the password alone is not enough: the code is asked for, a wrong one refused, the right one lets the member in', async ({
    page,
    backend,
  }) => {
    const user = await signUp({ name: 'Theo Totp' })
    const factor = await enrolTotp(user)
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
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
    // The database agrees: with the password alone (aal1) the member's own rows read as nothing.
    expect(await ownRowsWithPageSession(page, user.id)).toEqual({ profiles: 0, subscribers: 0 })

    // Not signed in yet, even after a reload: the app still shows the guest.
    await page.reload()
    await expect(code).toBeVisible()
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
    await page.goto('/auth')
    // Until the code is verified the app itself asks the backend for nothing but Auth: no table,
    // function, file or live channel.
    const memberCalls = () =>
      ['/rest/v1', '/functions/v1', '/storage/v1'].flatMap((path) => backend.callsTo(path).map((call) => call.path))
    expect(memberCalls()).toEqual([])
    expect(sockets).toEqual([])

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
    await expect.poll(() => memberCalls().length).toBeGreaterThan(0)
    expect(backend.callsTo(`/auth/v1/factors/${factor.id}/challenge`)).toHaveLength(2)
    expect(backend.callsTo(`/auth/v1/factors/${factor.id}/verify`).at(-1)?.body).toMatchObject({ code: right })

    await page.reload()
    await expect(page.getByRole('button', { name: `Account menu: ${user.email}` })).toBeVisible()
    // After the code (aal2) every row of theirs is there.
    expect(await ownRowsWithPageSession(page, user.id)).toEqual({ profiles: 1, subscribers: 1 })
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
