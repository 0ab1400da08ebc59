import { expect, test } from '../../../e2e/fixtures'

test.describe('dashboard', () => {
  test('hero links: Join the Community → /rooms/dreams, Learn More → /about', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByText('deep connections, introspective exploration and meaningful discussions')).toBeVisible()
    await page.getByRole('link', { name: 'Join the Community' }).click()
    await expect(page).toHaveURL(/\/rooms\/dreams$/)
    await page.goto('/dashboard')
    await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/\/about$/)
  })

  test('featured rooms with counts and Join Room targets', async ({ page }) => {
    await page.goto('/dashboard')
    const rooms = [
      ['Dreams', '250', '/rooms/dreams'],
      ['The Void', '95', '/rooms/the-void'],
      ['Overthinking', '156', '/rooms/overthinking'],
      ['Life Purpose', '178', '/rooms/life-purpose'],
    ] as const
    const section = page.getByRole('region', { name: 'Featured Rooms' })
    for (const [name, count, href] of rooms) {
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
      await expect(card.getByTestId('room-count')).toHaveText(count)
      await expect(card.getByRole('link', { name: new RegExp(`^Join Room\\W+${name}$`) })).toHaveAttribute('href', href)
    }
    await section.getByRole('link', { name: /^Join Room\W+The Void$/ }).click()
    await expect(page).toHaveURL(/\/rooms\/void$/)
  })

  test('Schedule a Meeting: Book Session → /book-session and the Meeting with Member card', async ({ page }) => {
    await page.goto('/dashboard')
    const block = page.getByRole('region', { name: 'Schedule a Meeting' })
    await expect(block).toContainText('Mon to Fri, 2-6pm')
    await expect(block.getByRole('heading', { name: 'Meeting with Member' })).toBeVisible()
    await block.getByRole('link', { name: 'Book Session' }).click()
    await expect(page).toHaveURL(/\/book-session$/)
  })

  test('features, promise and the footer year', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 3, name: 'Deep Connections' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Our Promise' })).toBeVisible()
    await expect(page.getByText(`© ${new Date().getFullYear()} Nexus`)).toBeVisible()
  })
})
