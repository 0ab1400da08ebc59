import { expect, pressArrowToRadio, test } from '../../../../e2e/fixtures'

test.describe('Profile Customization', () => {
  test('bio cut at 160, mood, colour, badge and anonymous saved with "Profile updated" and kept after reload', async ({
    page,
  }) => {
    await page.goto('/settings/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Customization' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings')
    await expect(page.getByRole('radio', { name: 'Smile' })).toBeChecked()
    await expect(page.getByTestId('name-color-value')).toHaveText('#8B5CF6')

    const bio = page.getByLabel('Bio', { exact: true })
    await bio.fill('x'.repeat(170))
    await expect(bio).toHaveValue('x'.repeat(160))
    await expect(page.getByText('160/160 characters')).toBeVisible()
    await bio.fill('Quiet thinker.')
    await expect(page.getByText('14/160 characters')).toBeVisible()

    // Keyboard only: arrows move through the moods, Space presses a preset and flips the switches.
    await page.getByRole('radio', { name: 'Smile' }).focus()
    await pressArrowToRadio(page, 'ArrowRight', page.getByRole('radio', { name: 'Cool' }))
    await pressArrowToRadio(page, 'ArrowRight', page.getByRole('radio', { name: 'Thinking' }))
    await expect(page.getByRole('radio', { name: 'Thinking' })).toBeChecked()
    await page.getByRole('button', { name: 'Cyan' }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Cyan' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('switch', { name: 'Show premium badge' }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('switch', { name: 'Post anonymously by default' }).focus()
    await page.keyboard.press('Space')

    const preview = page.getByTestId('profile-preview')
    await expect(preview).toContainText('Premium')
    await expect(preview.getByRole('img', { name: 'Mood: Thinking' })).toBeVisible()
    await expect(page.getByTestId('preview-name')).toHaveCSS('background-color', 'rgb(6, 182, 212)')

    await page.getByRole('button', { name: 'Save Changes' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Bio', { exact: true })).toHaveValue('Quiet thinker.')
    await expect(page.getByRole('radio', { name: 'Thinking' })).toBeChecked()
    await expect(page.getByTestId('name-color-value')).toHaveText('#06B6D4')
    await expect(page.getByRole('switch', { name: 'Show premium badge' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Post anonymously by default' })).toBeChecked()
  })

  test('a colour from the colour input is kept', async ({ page }) => {
    await page.goto('/settings/profile')
    await page.getByRole('textbox', { name: 'Name color' }).fill('#112233')
    await expect(page.getByTestId('name-color-value')).toHaveText('#112233')
    await expect(page.getByTestId('preview-name')).toHaveCSS('color', 'rgb(255, 255, 255)')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.reload()
    await expect(page.getByTestId('name-color-value')).toHaveText('#112233')
  })
})
