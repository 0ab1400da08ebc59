import { expect, test } from '../../../e2e/fixtures'

test.describe('learn more', () => {
  test('top menu: Getting Started, Community, Pricing', async ({ page }) => {
    await page.goto('/learn-more')
    const menu = page.getByRole('navigation', { name: 'Learn more' })
    await expect(menu.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '#get-started')
    await expect(menu.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community-guidelines')
    await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
  })

  test('quick links jump to their sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/learn-more')
    const quick = page.getByRole('navigation', { name: 'On this page' })
    const expected = [
      ['What is Nexus?', 'what-is'],
      ['How It Works', 'how-it-works'],
      ['Benefits', 'benefits'],
      ['FAQ', 'faq'],
      ['Get Started', 'get-started'],
    ] as const
    for (const [name, id] of expected) {
      await quick.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expect(page.locator(`section#${id} h2`)).toBeInViewport()
    }
    // The quick links stay in view while scrolling (sticky).
    await expect(quick).toBeInViewport()
  })

  test('how it works has 4 steps', async ({ page }) => {
    await page.goto('/learn-more')
    await expect(page.locator('#how-it-works ol > li')).toHaveCount(4)
  })

  test('FAQ: 5 items, one open at a time, and the open one closes', async ({ page }) => {
    await page.goto('/learn-more#faq')
    const triggers = page.locator('#faq').getByRole('button')
    await expect(triggers).toHaveCount(5)
    for (let i = 0; i < 5; i++) await expect(triggers.nth(i)).toHaveAttribute('aria-expanded', 'false')

    await triggers.nth(0).click()
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#faq [role="region"]:visible')).toHaveCount(1)

    await triggers.nth(2).click()
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true')
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#faq [role="region"]:visible')).toHaveCount(1)

    await triggers.nth(2).click()
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#faq [role="region"]:visible')).toHaveCount(0)
  })

  test('getting started steps link onward', async ({ page }) => {
    await page.goto('/learn-more#get-started')
    const section = page.locator('#get-started')
    await expect(section.getByRole('link', { name: 'Sign up or sign in' })).toHaveAttribute('href', '/auth')
    await expect(section.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing')
  })
})
