import { expect, test } from '../../../../e2e/fixtures'

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text })

test.describe('Room & Feed Preferences', () => {
  test('room visibility and mute toggles save with their toasts and survive reload', async ({ page }) => {
    await page.goto('/settings/rooms')
    await expect(page.getByRole('heading', { level: 1, name: 'Room & Feed Preferences' })).toBeVisible()
    const visibility = page.getByRole('region', { name: 'Room Visibility' })
    await expect(visibility.getByRole('switch', { name: 'Relationships' })).not.toBeChecked()
    await expect(visibility.getByRole('switch', { name: 'Daily Life' })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: 'Mute Relationships' })).toBeChecked()

    await visibility.getByRole('switch', { name: 'Daily Life' }).focus()
    await page.keyboard.press('Space')
    await expect(toast(page, 'Room visibility updated')).toBeVisible()
    await page.getByRole('switch', { name: 'Mute Creative' }).focus()
    await page.keyboard.press('Space')
    await expect(toast(page, 'Room mute settings updated')).toBeVisible()

    await page.reload()
    await expect(visibility.getByRole('switch', { name: 'Daily Life' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Mute Creative' })).toBeChecked()

    await page.getByRole('button', { name: 'Restore defaults' }).click()
    await expect(toast(page, 'Room setting updated')).toBeVisible()
    await expect(visibility.getByRole('switch', { name: 'Daily Life' })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: 'Mute Creative' })).not.toBeChecked()
  })

  test('topics: searchable case-insensitively, chosen by keyboard, kept after reload', async ({ page }) => {
    await page.goto('/settings/rooms')
    const topics = page.getByRole('region', { name: 'Topic Filters' })
    await expect(topics.getByRole('checkbox')).toHaveCount(17)
    for (const name of ['Anxiety', 'Creativity', 'Purpose']) {
      await expect(topics.getByRole('checkbox', { name })).toBeChecked()
    }
    await topics.getByLabel('Search topics').fill('SPIRIT')
    await expect(topics.getByRole('checkbox')).toHaveCount(1)
    await page.keyboard.press('Tab')
    await expect(topics.getByRole('checkbox', { name: 'Spirituality' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toast(page, 'Topic preferences updated')).toBeVisible()
    await topics.getByLabel('Search topics').fill('qqq')
    await expect(topics.getByText('No topics match "qqq".')).toBeVisible()

    await page.reload()
    await expect(topics.getByRole('checkbox', { name: 'Spirituality' })).toBeChecked()
    await expect(topics.getByText('4 of 17 topics selected')).toBeVisible()
  })

  test('mute and unmute a user; blank is refused; the list survives reload', async ({ page }) => {
    await page.goto('/settings/rooms')
    const card = page.getByRole('region', { name: 'Mute Users' })
    const input = card.getByLabel('Username to mute')
    await input.fill('   ')
    await input.press('Enter')
    await expect(card.getByRole('alert')).toHaveText('Please enter a username to mute.')
    await input.fill('  Kai ')
    await input.press('Enter')
    await expect(toast(page, 'User muted')).toContainText('Their messages will be hidden.')
    await expect(card.getByRole('list', { name: 'Muted users' })).toContainText('Kai')

    await page.reload()
    await card.getByRole('button', { name: 'Unmute Kai' }).focus()
    await page.keyboard.press('Enter')
    await expect(toast(page, 'User unmuted')).toBeVisible()
    await expect(card.getByText("You haven't muted anyone.")).toBeVisible()
  })
})
