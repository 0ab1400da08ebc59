import { expect, test } from '../../../e2e/fixtures'

test.describe('pricing', () => {
  test('shows the three plans with the same prices as the landing teaser', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-plan]')).toHaveCount(3)
    const teaser = await page
      .locator('[data-plan]')
      .evaluateAll((cards) =>
        cards.map((c) => [
          c.querySelector('h3')?.textContent,
          c.querySelector('[data-testid="plan-price"]')?.textContent,
        ]),
      )
    await page.goto('/pricing')
    await expect(page.locator('[data-plan]')).toHaveCount(3)
    const pricing = await page
      .locator('[data-plan]')
      .evaluateAll((cards) =>
        cards.map((c) => [
          c.querySelector('h3')?.textContent,
          c.querySelector('[data-testid="plan-price"]')?.textContent,
        ]),
      )
    expect(pricing).toEqual([
      ['Free Trial', '$0'],
      ['Basic', '$15'],
      ['Pro', '$25'],
    ])
    expect(teaser).toEqual(pricing)
    await expect(page.getByText('Most Popular')).toHaveCount(1)
  })

  test('a visitor (guest mode) sees Sign In and Sign Up for each paid plan, and no trial banner', async ({ page }) => {
    await page.goto('/pricing')
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' }),
    ).toHaveAttribute('href', '/auth')
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
    await expect(page.getByText('7-Day Free Trial Active')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign Up for Pro' })).toHaveAttribute('href', '/auth')
    await page.getByRole('link', { name: 'Sign Up for Basic' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('Start Free Trial goes to the dashboard', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('link', { name: 'Start Free Trial' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the FAQ covers the trial, plan changes and payment methods', async ({ page }) => {
    await page.goto('/pricing')
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    await faq.getByRole('button', { name: /free trial work/ }).click()
    await expect(faq.getByText(/no credit card is needed/)).toBeVisible()
    await faq.getByRole('button', { name: /change or cancel/ }).click()
    await expect(faq.getByText(/Settings → Billing/)).toBeVisible()
    await faq.getByRole('button', { name: /payment methods/ }).click()
    await expect(faq.getByText(/credit and debit cards/)).toBeVisible()
  })
})
