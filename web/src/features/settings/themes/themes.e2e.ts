import { expect, pressArrowToRadio, test } from '../../../../e2e/fixtures'

test.describe('Theme Settings', () => {
  test('keyboard: preview void, Reset, then Apply Theme with "Switched to Void"; kept after reload', async ({
    page,
  }) => {
    await page.goto('/settings/themes')
    await expect(page.getByRole('heading', { level: 1, name: 'Theme Settings' })).toBeVisible()
    const html = page.locator('html')
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()

    await page.getByRole('radio', { name: 'Dark' }).focus()
    await pressArrowToRadio(page, 'ArrowRight', page.getByRole('radio', { name: 'Void' }))
    await expect(page.getByRole('radio', { name: 'Void' })).toBeChecked()
    await expect(page.getByTestId('theme-sample')).toHaveAttribute('data-theme', 'void')
    await expect(html).toHaveAttribute('data-theme', 'dark')

    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Apply Theme' })).toBeDisabled()

    await page.getByRole('radio', { name: 'Dark' }).focus()
    await pressArrowToRadio(page, 'ArrowRight', page.getByRole('radio', { name: 'Void' }))
    await page.getByRole('button', { name: 'Apply Theme' }).focus()
    await page.keyboard.press('Enter')
    const toast = page.getByRole('status').filter({ hasText: 'Theme updated' })
    await expect(toast).toContainText('Switched to Void')
    await expect(html).toHaveAttribute('data-theme', 'void')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('void')

    await page.reload()
    await expect(html).toHaveAttribute('data-theme', 'void')
    await expect(page.getByRole('radio', { name: 'Void' })).toBeChecked()
    await expect(page.getByText('Current theme: Void')).toBeVisible()
  })

  test('the theme toast closes after about 3 seconds', async ({ page }) => {
    await page.goto('/settings/themes')
    await page.getByRole('radio', { name: 'Light' }).click()
    await page.getByRole('button', { name: 'Apply Theme' }).click()
    // The toast itself (the viewport's list item), not the short-lived screen-reader announcement.
    const toast = page
      .getByRole('region', { name: 'Messages (F8)' })
      .getByRole('listitem')
      .filter({ hasText: 'Switched to Light' })
    await expect(toast).toBeVisible()
    await page.waitForTimeout(2000)
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 2500 })
  })
})
