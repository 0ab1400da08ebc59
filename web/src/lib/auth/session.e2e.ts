import { expect, REAL_STACK, REAL_STACK_TAG, seeded, test, toastWith } from '../../../e2e/backend'

test.describe('the session', () => {
  test(
    'the user menu shows the member’s e-mail; Log out goes to / with the Signed out toast',
    { tag: REAL_STACK_TAG },
    async ({ page, backend }) => {
      const user = backend.given(seeded.trial)
      await backend.signIn(user)
      await page.getByRole('button', { name: `Account menu: ${user.email}` }).click()
      await expect(page.getByRole('menu').getByText(user.email)).toBeVisible()
      await page.getByRole('menuitem', { name: 'Log out' }).click()

      const toast = toastWith(page, 'Signed out')
      await expect(toast).toContainText("You've been successfully signed out.")
      await expect(page).toHaveURL(/\/$/)
      if (!REAL_STACK) expect(backend.double.callsTo('/auth/v1/logout')).toHaveLength(1)

      await page.goto('/dashboard')
      await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
    },
  )

  test('the session survives a reload', { tag: REAL_STACK_TAG }, async ({ page, backend }) => {
    const user = backend.given(seeded.trial)
    await backend.signIn(user)
    await page.reload()
    await expect(page.getByRole('button', { name: `Account menu: ${user.email}` })).toBeVisible()
  })
})

test.describe('with the network double', () => {
  test('a member is loaded from the profile row and check-subscription', async ({ page, backend }) => {
    backend.given(seeded.basic)
    await backend.double.signInBeforeLoad(seeded.basic)
    await page.goto('/settings/billing')
    await expect(page.getByRole('region', { name: 'Current Plan' }).getByText('Active')).toBeVisible()
    expect(backend.double.callsTo('/functions/v1/check-subscription').length).toBeGreaterThan(0)
    expect(backend.double.callsTo('/rest/v1/profiles').length).toBeGreaterThan(0)
  })

  test('the administrator (app_metadata claim) is active on plan admin, with no lookups', async ({ page, backend }) => {
    backend.given(seeded.admin)
    await backend.double.signInBeforeLoad(seeded.admin)
    await page.goto('/settings/billing')
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await expect(plan.getByText('Active')).toBeVisible()
    await expect(plan.getByText('Admin')).toBeVisible()
    expect(backend.double.callsTo('/functions/v1/check-subscription')).toHaveLength(0)
    expect(backend.double.callsTo('/rest/v1/')).toHaveLength(0)
  })

  test('an expired stored session becomes the guest', async ({ page, backend }) => {
    backend.expectHttpError(400)
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'sb-127-auth-token',
        JSON.stringify({
          access_token: 'x.e30.y',
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: 1,
          refresh_token: 'refresh-unknown',
          user: { id: 'gone', email: 'gone@example.com', app_metadata: {}, user_metadata: {} },
        }),
      ),
    )
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Account menu: Guest' })).toBeVisible()
    expect(backend.double.callsTo('/auth/v1/token?grant_type=refresh_token').length).toBeGreaterThan(0)
  })
})
