import { expect, seeded, test, toastWith } from '../../../e2e/backend'

const EVIL_URL = 'https://evil.example/pay'
const REFUSED = 'The payment page address was not recognised, so it was not opened.'

/**
 * A function answer (injected: the real functions only ever answer Stripe's own URLs) that points anywhere but Stripe Checkout or the billing portal is refused:
 * no tab opens, this page stays where it is, and the 'Error' toast says why.
 */
test.describe('only Stripe payment pages are opened', () => {
  test.beforeEach(async ({ context }) => {
    // Were the refusal to fail, nothing may leave the machine.
    await context.route('https://evil.example/**', (route) => route.fulfill({ status: 200, body: 'evil' }))
  })

  test('create-checkout answering another origin: no tab, same page, the Error toast', async ({
    page,
    backend,
    context,
  }) => {
    const opened: string[] = []
    context.on('page', (p) => opened.push(p.url()))
    await backend.respondOnce('POST', '/functions/v1/create-checkout', { status: 200, body: { url: EVIL_URL } })
    await backend.signIn(seeded.trial)
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Start Basic Plan' }).click()

    const toast = toastWith(page, 'Error')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(REFUSED)
    await expect(page.locator('[data-plan="basic"]').getByRole('button', { name: 'Start Basic Plan' })).toBeEnabled()
    expect(page.url()).toMatch(/\/pricing$/)
    expect(opened).toEqual([])
    expect(backend.callsTo('/functions/v1/create-checkout')).toHaveLength(1)
  })

  test('customer-portal answering another origin: no tab, same page, the Error toast', async ({
    page,
    backend,
    context,
  }) => {
    const opened: string[] = []
    context.on('page', (p) => opened.push(p.url()))
    await backend.respondOnce('POST', '/functions/v1/customer-portal', { status: 200, body: { url: EVIL_URL } })
    await backend.signIn(seeded.basic)
    await page.goto('/settings/billing')
    const plan = page.getByRole('region', { name: 'Current Plan' })
    await plan.getByRole('button', { name: 'Manage Subscription' }).click()

    const toast = toastWith(page, 'Error')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(REFUSED)
    await expect(plan.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled()
    expect(page.url()).toMatch(/\/settings\/billing$/)
    expect(opened).toEqual([])
    expect(backend.callsTo('/functions/v1/customer-portal')).toHaveLength(1)
  })
})
