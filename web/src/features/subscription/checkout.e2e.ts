import { test as guestTest, expect as guestExpect } from '../../../e2e/fixtures'
import { expect, expectNoSeriousA11yViolations, seeded, signUp, test, toastWith } from '../../../e2e/backend'

guestTest.describe('subscribing as the guest', () => {
  guestTest('the guest who tries to subscribe is asked to sign in', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (['fetch', 'xhr'].includes(r.resourceType())) requests.push(r.url())
    })
    await page.goto('/auth')
    await page.getByRole('link', { name: 'Continue as Guest' }).click()
    await guestExpect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Start Basic Plan' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Please sign in' })
    await guestExpect(toast).toBeVisible()
    await guestExpect(toast).toContainText('You need to be signed in to subscribe to a plan.')
    await guestExpect(page).toHaveURL(/\/pricing$/)
    guestExpect(requests).toEqual([])
  })
})

test.describe('checkout', () => {
  test('Processing... on that card only while pending, then Checkout opens in a new tab', async ({
    page,
    backend,
    context,
  }) => {
    // Checkout makes the member a Stripe customer: a member of its own.
    const user = await signUp({ name: 'Cleo Checkout' })
    const release = await backend.hold('POST', '/functions/v1/create-checkout')
    await backend.signIn(user)
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Start Basic Plan' }).click()

    const basicCard = page.locator('[data-plan="basic"]')
    await expect(basicCard.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(page.locator('[data-plan="premium"]').getByRole('button', { name: 'Start Pro Plan' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveCount(1)

    const popup = context.waitForEvent('page')
    release()
    const checkout = await popup
    await expect(checkout).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    await expect(basicCard.getByRole('button', { name: 'Start Basic Plan' })).toBeEnabled()
    expect(page.url()).toMatch(/\/pricing$/)

    const [call] = backend.callsTo('/functions/v1/create-checkout')
    // The backend build's VITE_STRIPE_PRICE_BASIC (playwright.config.ts).
    expect(call?.body).toEqual({ priceId: 'price_basic_monthly', plan: 'basic' })
  })

  test('a checkout failure shows the Error toast with the message and clears Processing...', async ({
    page,
    backend,
  }) => {
    // Stripe failing is what makes the function answer 502; injected, it never reaches the server.
    backend.expectHttpError(502)
    await backend.respondOnce('POST', '/functions/v1/create-checkout', {
      status: 502,
      body: { error: 'Payment provider request failed; please try again' },
    })
    await backend.signIn(seeded.trial)
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Start Pro Plan' }).click()
    const toast = toastWith(page, 'Error')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Payment provider request failed; please try again')
    await expect(page.getByRole('button', { name: 'Start Pro Plan' })).toBeEnabled()
  })

  test('a paying member is pointed to the billing portal (409)', async ({ page, backend }) => {
    backend.expectHttpError(409)
    await backend.signIn(seeded.basic)
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Start Pro Plan' }).click()
    await expect(toastWith(page, 'Error')).toContainText(
      'You already have a subscription; manage or change it in the billing portal',
    )
  })
})

test.describe('the trial-ended dialog', () => {
  test('opens on the dashboard for an expired trial; Later closes it, View Plans goes to /pricing', async ({
    page,
    backend,
  }) => {
    await backend.signIn(seeded.expired)
    const dialog = page.getByRole('dialog', { name: 'Your 7-Day Journey Has Ended' })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Later' }).click()
    await expect(dialog).toHaveCount(0)

    await page.reload()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: 'View Plans' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByText('7-Day Free Trial Active')).toHaveCount(0)
  })

  test('stays closed for a paying member', async ({ page, backend }) => {
    await backend.signIn(seeded.basic)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nexus' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Account menu: ${seeded.basic.email}` })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('stays closed during the trial', async ({ page, backend }) => {
    await backend.signIn(seeded.trial)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nexus' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
