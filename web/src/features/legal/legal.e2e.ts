import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const pages = [
  { link: 'Terms', path: '/terms', heading: 'Terms of Service' },
  { link: 'Privacy', path: '/privacy', heading: 'Privacy Policy' },
] as const

test.describe('Terms and Privacy', () => {
  test('the footer leads to Terms, Privacy and Contact; About stays on the information page', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/learn-more')
    await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact')
    for (const { link, path, heading } of pages) {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
    }
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('the On this page links jump to their sections, by keyboard too', async ({ page }) => {
    await page.goto('/privacy')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await toc.getByRole('link', { name: 'How to get a copy and delete it' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/privacy#delete$/)
    await expect(page.getByRole('heading', { level: 2, name: 'How to get a copy and delete it' })).toBeInViewport()
    await page
      .getByRole('region', { name: 'How to get a copy and delete it' })
      .getByRole('link', { name: 'Settings → Account' })
      .click()
    await expect(page).toHaveURL(/\/settings\/account$/)
  })

  for (const theme of ['light', 'dark', 'void'] as const) {
    for (const { path } of pages) {
      test(`${path} has no serious axe violation in the ${theme} theme`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.locator('h1')).toBeVisible()
        await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
      })
    }
  }

  test('both pages fit a 375 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const { path } of pages) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
  })
})
