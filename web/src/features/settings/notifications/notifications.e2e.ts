import { expect, test } from '../../../../e2e/fixtures'

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text })

test.describe('Notification Settings', () => {
  test('email, sound and visual preferences save with "Updated" (keyboard) and survive reload', async ({ page }) => {
    await page.goto('/settings/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible()
    const replies = page.getByRole('switch', { name: 'Replies' })
    const prompts = page.getByRole('switch', { name: 'Prompts' })
    await expect(replies).toBeChecked()
    await expect(prompts).not.toBeChecked()
    await expect(page.getByRole('switch', { name: 'Events' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Announcements' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Sound' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Visual' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked()

    await prompts.focus()
    await page.keyboard.press('Space')
    await expect(prompts).toBeChecked()
    await expect(toast(page, 'Updated')).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(replies).toBeFocused()
    await page.keyboard.press('Space')
    await expect(replies).not.toBeChecked()
    await page.getByRole('switch', { name: 'Sound' }).click()

    await page.reload()
    await expect(page.getByRole('switch', { name: 'Prompts' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Replies' })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked()
  })

  test('push: granted by the browser turns it on and it stays on after reload; off says disabled', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'])
    await page.goto('/settings/notifications')
    const push = page.getByRole('switch', { name: 'Push notifications' })
    await push.click()
    await expect(toast(page, 'Push notifications enabled')).toBeVisible()
    await expect(push).toBeChecked()
    await page.reload()
    await expect(push).toBeChecked()
    await push.click()
    await expect(toast(page, 'Push notifications disabled')).toBeVisible()
    await expect(push).not.toBeChecked()
  })

  test('push: a refusal keeps it off with "Permission denied"', async ({ page }) => {
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'denied'
    })
    await page.goto('/settings/notifications')
    const push = page.getByRole('switch', { name: 'Push notifications' })
    await push.click()
    const denied = toast(page, 'Permission denied')
    await expect(denied).toContainText('Please enable notifications in your browser settings.')
    await expect(push).not.toBeChecked()
    await page.reload()
    await expect(push).not.toBeChecked()
  })

  test('push: a browser without notifications says so and keeps it off', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'Notification')
    })
    await page.goto('/settings/notifications')
    await expect(page.getByText("This browser doesn't support notifications.")).toBeVisible()
    const push = page.getByRole('switch', { name: 'Push notifications' })
    await push.click()
    await expect(toast(page, 'Permission denied')).toContainText("This browser doesn't support notifications")
    await expect(push).not.toBeChecked()
  })
})
