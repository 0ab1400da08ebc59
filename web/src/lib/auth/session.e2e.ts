import { authStorageKey, expect, seeded, signUp, test, toastWith } from '../../../e2e/backend'

test.describe('the session', () => {
  test('the user menu shows the member’s e-mail; Log out goes to / with the Signed out toast', async ({
    page,
    backend,
  }) => {
    // Logging out ends every session of the member: a member of its own.
    const user = await signUp({ name: 'Lou Logout' })
    await backend.signIn(user)
    await page.getByRole('button', { name: `Account menu: ${user.email}` }).click()
    await expect(page.getByRole('menu').getByText(user.email)).toBeVisible()
    await page.getByRole('menuitem', { name: 'Log out' }).click()

    const toast = toastWith(page, 'Signed out')
    await expect(toast).toContainText("You've been successfully signed out.")
    await expect(page).toHaveURL(/\/$/)
    expect(backend.callsTo('/auth/v1/logout')).toHaveLength(1)

    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
  })

  test('the session survives a reload', async ({ page, backend }) => {
    const user = seeded.trial
    await backend.signIn(user)
    await page.reload()
    await expect(page.getByRole('button', { name: `Account menu: ${user.email}` })).toBeVisible()
  })

  test('a member is loaded from the profile row and the entitlements view, without waiting on an edge function', async ({
    page,
    backend,
  }) => {
    await backend.signInBeforeLoad(seeded.basic)
    await page.goto('/settings/billing')
    await expect(page.getByRole('region', { name: 'Current Plan' }).getByText('Active')).toBeVisible()
    expect(backend.callsTo('/rest/v1/entitlements').length).toBeGreaterThan(0)
    expect(backend.callsTo('/rest/v1/profiles').length).toBeGreaterThan(0)
    expect(backend.callsTo('/functions/v1/check-subscription')).toHaveLength(0)
  })

  test('the administrator (an admin row in user_roles, never the token) is active on plan admin', async ({
    page,
    backend,
  }) => {
    await backend.signInBeforeLoad(seeded.admin)
    await page.goto('/settings/billing')
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await expect(plan.getByText('Active')).toBeVisible()
    await expect(plan.getByText('Admin')).toBeVisible()
    // The role is the database's: the member's own user_roles rows; no edge function is asked.
    expect(backend.callsTo('/rest/v1/user_roles').length).toBeGreaterThan(0)
    expect(backend.callsTo('/functions/v1/check-subscription')).toHaveLength(0)
  })

  test('an expired stored session becomes the guest', async ({ page, backend }) => {
    // Auth answers an unknown refresh token with 400 refresh_token_not_found.
    backend.expectHttpError(400)
    await page.addInitScript(
      (key) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({
            access_token: 'x.e30.y',
            token_type: 'bearer',
            expires_in: 3600,
            expires_at: 1,
            refresh_token: 'refresh-unknown',
            user: { id: 'gone', email: 'gone@example.com', app_metadata: {}, user_metadata: {} },
          }),
        ),
      authStorageKey(),
    )
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
    expect(backend.callsTo('/auth/v1/token?grant_type=refresh_token').length).toBeGreaterThan(0)
  })
})
