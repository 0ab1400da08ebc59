import { expect, test } from '../../../e2e/fixtures'

test.describe('landing page', () => {
  test('top bar: Features anchor, About, Pricing, Join Now', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: 'Main' })
    await expect(bar.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features')
    await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    await expect(bar.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
    await bar.getByRole('link', { name: 'Features' }).click()
    await expect(page).toHaveURL(/#features$/)
    await expect(page.getByRole('heading', { name: 'Why Nexus' })).toBeInViewport()
    await bar.getByRole('link', { name: 'Join Now' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('hero: Get Started → /auth, Learn More → /learn-more', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/\/learn-more$/)
  })

  test('shows the sample conversation, features, preview, promise and final call to action', async ({ page }) => {
    await page.goto('/landing')
    await expect(page.getByText('A sample conversation')).toBeVisible()
    for (const f of ['Deep Connections', 'Safe Spaces', 'Personal Growth']) {
      await expect(page.getByRole('heading', { level: 3, name: f })).toBeVisible()
    }
    await expect(page.getByRole('img', { name: /Preview of the Nexus dashboard/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Our Promise' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/auth')
  })

  test('every Choose button goes to /pricing', async ({ page }) => {
    await page.goto('/')
    const choose = page.getByRole('link', { name: /^Choose / })
    await expect(choose).toHaveCount(3)
    for (const name of ['Choose Free Trial', 'Choose Basic', 'Choose Pro']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/pricing')
    }
    await page.getByRole('link', { name: 'Choose Basic' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('footer: About → /learn-more, Terms, Privacy and Contact → their own pages', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    const targets = { About: '/learn-more', Terms: '/terms', Privacy: '/privacy', Contact: '/contact' }
    for (const [name, href] of Object.entries(targets)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await footer.getByRole('link', { name: 'Terms' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Nexus`)
  })

  test('loads no image and no backend request', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (['image', 'fetch', 'xhr', 'font'].includes(r.resourceType()) && !r.url().endsWith('/favicon.png'))
        requests.push(r.url())
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    expect(requests).toEqual([])
  })
})
