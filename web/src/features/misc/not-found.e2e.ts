import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

test.describe('404 page', () => {
  test('shows Page Not Found, logs the path with console.warn, and Return Home goes to /', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text())
    })

    await page.goto('/no/such-page?x=1')
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
    await expect.poll(() => warnings.some((w) => w.includes('/no/such-page'))).toBe(true)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('unknown paths under guarded sections also 404', async ({ page }) => {
    await page.goto('/settings/nope')
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })
})
