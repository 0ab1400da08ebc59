import { expect, pressArrowToRadio, test } from '../../../../e2e/fixtures'

test.describe('Privacy & Security', () => {
  test('block (not empty, not twice) and unblock by keyboard; the list survives reload', async ({ page }) => {
    await page.goto('/settings/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeVisible()
    const input = page.getByLabel('Username to block')
    await input.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Please enter a username to block.')

    await input.fill('Sam')
    await input.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'User blocked' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Blocked users' })).toContainText('Sam')
    await input.fill('SAM')
    await input.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('SAM is already blocked.')

    await page.reload()
    const unblock = page.getByRole('button', { name: 'Unblock Sam' })
    await unblock.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'User unblocked' })).toBeVisible()
    await expect(page.getByText("You haven't blocked anyone.")).toBeVisible()
    await page.reload()
    await expect(page.getByText("You haven't blocked anyone.")).toBeVisible()
  })

  test('visibility, online status, anonymous posting and auto-delete with its time, by keyboard, kept after reload', async ({
    page,
  }) => {
    await page.goto('/settings/privacy')
    await expect(page.getByRole('radio', { name: 'Everyone' })).toBeChecked()
    await page.getByRole('radio', { name: 'Everyone' }).focus()
    await pressArrowToRadio(page, 'ArrowDown', page.getByRole('radio', { name: 'Members Only' }))
    await expect(page.getByRole('radio', { name: 'Members Only' })).toBeChecked()

    await page.getByRole('switch', { name: 'Show Online Status' }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('switch', { name: 'Anonymous Posting' })).toBeFocused()
    await page.keyboard.press('Space')

    const time = page.getByRole('combobox', { name: 'Delete after' })
    await expect(time).toHaveCount(0)
    await page.getByRole('switch', { name: 'Auto-delete anonymous posts' }).focus()
    await page.keyboard.press('Space')
    await expect(time).toHaveText('24 hours')
    await page.keyboard.press('Tab')
    await expect(time).toBeFocused()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: '3 days' }).press('Enter')
    await expect(time).toHaveText('3 days')

    await page.reload()
    await expect(page.getByRole('radio', { name: 'Members Only' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Show Online Status' })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: 'Anonymous Posting' })).toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Delete after' })).toHaveText('3 days')
    await page.getByRole('switch', { name: 'Auto-delete anonymous posts' }).click()
    await expect(page.getByRole('combobox', { name: 'Delete after' })).toHaveCount(0)
  })
})
