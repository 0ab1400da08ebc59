import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

/** Every public route and the dashboard: its single h1, in the default dark theme. */
const pages: Array<{ path: string; heading: string | RegExp; ownLayout?: false }> = [
  { path: '/', heading: 'Where deep conversations find a home' },
  { path: '/landing', heading: 'Where deep conversations find a home' },
  { path: '/about', heading: 'Conversation worth having' },
  { path: '/learn-more', heading: 'Everything you need to know about Nexus' },
  { path: '/contact', heading: "We're here to help" },
  { path: '/pricing', heading: 'Choose Your Journey' },
  { path: '/community-guidelines', heading: 'Community Guidelines' },
  { path: '/dashboard', heading: 'Welcome to Nexus' },
  // /book-session belongs to the member features; its layout is checked there.
  { path: '/book-session', heading: /Book a Session/i, ownLayout: false },
  { path: '/auth', heading: 'Welcome to Nexus' },
  { path: '/forgot-password', heading: 'Reset your password' },
]

for (const { path, heading, ownLayout } of pages) {
  test(`${path} loads with its heading, landmarks and no serious a11y violation (dark)`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    if (ownLayout !== false) await expect(page.getByRole('main')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
  })
}

for (const path of ['/', '/pricing']) {
  test(`${path} has no serious a11y violation in the light theme`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'))
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.locator('h1')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('/auth and /forgot-password explain that accounts need a backend, linking the README section', async ({
  page,
}) => {
  for (const path of ['/auth', '/forgot-password']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Accounts need a configured backend' })).toBeVisible()
    await expect(page.getByRole('link', { name: /README: Connect a Supabase project/ })).toHaveAttribute(
      'href',
      /#connect-a-supabase-project$/,
    )
  }
  await page.getByRole('link', { name: 'Back to Sign In' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByRole('link', { name: 'Continue as Guest' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('/community-guidelines points to the contact form and the support settings', async ({ page }) => {
  await page.goto('/community-guidelines')
  await expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: 'Settings → Support' })).toHaveAttribute('href', '/settings/support')
})

test('/about links to pricing and learn more, and states the Basic price', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByText(/anonymously/).first()).toBeVisible()
  await expect(page.getByText('$15/month')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'View Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await page.goto('/about')
  await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click()
  await expect(page).toHaveURL(/\/learn-more$/)
})
