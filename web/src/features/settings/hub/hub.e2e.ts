import { expect, test } from '../../../../e2e/fixtures'

test.describe('settings hub', () => {
  test('eight cards whose items open their sub-pages; back links return to the hub', async ({ page }) => {
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
    const main = page.getByRole('main')
    const titles = [
      'Account',
      'Profile',
      'Privacy',
      'Notifications',
      'Billing',
      'Rooms and feed',
      'Journals',
      'Support',
    ]
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(titles)

    const profile = main.getByRole('region', { name: 'Profile' })
    await profile.getByRole('link', { name: 'Themes' }).click()
    await expect(page).toHaveURL(/\/settings\/themes$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Theme Settings' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)

    const account = main.getByRole('region', { name: 'Account' })
    await account.getByRole('link', { name: 'Username' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Username Settings' })).toBeVisible()
    await page.goBack()
    await account.getByRole('link', { name: 'Email' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeVisible()
    await page.goBack()
    await main.getByRole('region', { name: 'Rooms and feed' }).getByRole('link', { name: 'Topic Filters' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Room & Feed Preferences' })).toBeVisible()
  })

  test('keyboard only: Tab reaches a hub item and Enter opens it; the settings nav marks the page', async ({
    page,
  }) => {
    await page.goto('/settings')
    const target = page
      .getByRole('main')
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: 'Push' })
    await expect(target).toBeVisible()
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab')
      if (await target.evaluate((el) => el === document.activeElement)) break
    }
    await expect(target).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/settings\/notifications$/)
    const nav = page.getByRole('navigation', { name: 'Settings' })
    await expect(nav.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'All settings' })).not.toHaveAttribute('aria-current', 'page')
  })
})
