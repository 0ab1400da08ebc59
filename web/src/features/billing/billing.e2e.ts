import { format } from 'date-fns'
import { payingMember } from '../../../e2e/backend-billing'
import { setSubscriber, subscriberOf } from '../../../e2e/backend-db'
import { expect, expectNoSeriousA11yViolations, seeded, signUp, test, toastWith } from '../../../e2e/backend'

const SECTIONS = ['Current Plan', 'Payment Method', 'Billing History', 'Billing Cycle']

test.describe('/settings/billing', () => {
  test('trial: the Trial badge, the expiry date and Upgrade to Premium', async ({ page, backend }) => {
    await backend.signIn(seeded.trial)
    await page.goto('/settings/billing')
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await expect(plan.getByText('Trial', { exact: true })).toBeVisible()
    await expect(plan.getByTestId('trial-expiry')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS)
    await plan.getByRole('link', { name: 'Upgrade to Premium' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('active: Active badge, plan, next billing date, Cancel Subscription; Download invoice', async ({
    page,
    backend,
  }) => {
    const row = await subscriberOf(seeded.basic.id)
    await backend.signIn(seeded.basic)
    await page.goto('/settings/billing')
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await expect(plan.getByText('Active', { exact: true })).toBeVisible()
    await expect(plan.getByText('Basic', { exact: true })).toBeVisible()
    await expect(plan.getByTestId('next-billing-date')).toHaveText(format(row!.subscription_end!, 'MMMM d, yyyy'))
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...SECTIONS, 'Cancel Subscription'])
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Download invoice' }).click()
    await expect(toastWith(page, 'Download Started')).toContainText('Your invoice download will begin shortly.')
  })

  test('Manage Subscription opens the Stripe billing portal in a new tab', async ({ page, backend, context }) => {
    const member = await payingMember('basic')
    await backend.signIn(member)
    await page.goto('/settings/billing')
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await expect(plan.getByText('Active', { exact: true })).toBeVisible()

    const popup = context.waitForEvent('page')
    await plan.getByRole('button', { name: 'Manage Subscription' }).click()
    await expect(await popup).toHaveURL(/^https:\/\/billing\.stripe\.com\/p\/session\//)
    await expect(plan.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled()
    expect(backend.callsTo('/functions/v1/customer-portal')).toHaveLength(1)

    // Back on this tab, as a user clicking it is: a background tab runs no animation frames,
    // and Radix announces a toast (its role="status" text) two frames after it opens.
    await page.bringToFront()
    await page.getByRole('button', { name: 'Download invoice' }).click()
    await expect(toastWith(page, 'Download Started')).toContainText('Your invoice download will begin shortly.')
  })

  test('no subscription: No active subscription and Choose a Plan', async ({ page, backend }) => {
    await backend.signIn(seeded.expired)
    await page.getByRole('dialog').getByRole('button', { name: 'Later' }).click()
    await page.goto('/settings/billing')
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await expect(plan.getByText('No active subscription')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS)
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0)
    await plan.getByRole('link', { name: 'Choose a Plan' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('a portal failure shows the Error toast with the message, then the buttons come back', async ({
    page,
    backend,
  }) => {
    // A member who never went through Checkout has no Stripe customer: customer-portal answers 404.
    await backend.signIn(seeded.trial)
    backend.expectHttpError(404)
    await page.goto('/settings/billing')
    await page.getByRole('button', { name: 'Update Payment Method' }).click()
    const toast = toastWith(page, 'Error')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('No billing account yet')
    await expect(page.getByRole('button', { name: 'Update Payment Method' })).toBeEnabled()
  })

  test('back from Checkout: a neutral notice, and the plan shows once the server says so', async ({
    page,
    backend,
  }) => {
    const user = await signUp({ name: 'Cleo Checkout' })
    await backend.signIn(user)
    await page.goto('/settings/billing?checkout=success')
    await expect(
      page.getByRole('status').filter({ hasText: 'It may take a moment for your plan to show here.' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/settings\/billing$/)
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await expect(plan.getByText('Trial', { exact: true })).toBeVisible()

    // The webhook lands: the server now reports the plan.
    await setSubscriber(user.id, {
      subscribed: true,
      subscription_tier: 'premium',
      status: 'active',
      subscription_end: new Date(Date.now() + 30 * 86_400_000),
    })
    await expect(plan.getByText('Active', { exact: true })).toBeVisible({ timeout: 10_000 })
    await expect(plan.getByText('Pro', { exact: true })).toBeVisible()
  })

  test('Back to Settings goes to /settings', async ({ page, backend }) => {
    await backend.signIn(seeded.trial)
    await page.goto('/settings/billing')
    await page.getByRole('link', { name: 'Back to Settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)
  })
})
