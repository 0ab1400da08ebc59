import { expect, test } from '../../../../e2e/fixtures'

test.describe('Username Settings', () => {
  test("blank is refused; a new name saves for 1 s ('Saving...'), replaces the current one and survives reload", async ({
    page,
  }) => {
    await page.goto('/settings/username')
    await expect(page.getByRole('heading', { level: 1, name: 'Username Settings' })).toBeVisible()
    await expect(page.getByTestId('current-username')).toHaveText('Guest')

    const input = page.getByLabel('New Username')
    await input.fill('   ')
    await input.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Please enter a new username.')
    await expect(input).toBeFocused()

    await input.fill('  River  ')
    await input.press('Enter')
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(page.getByTestId('current-username')).toHaveText('Guest')
    await expect(page.getByRole('status').filter({ hasText: 'Username updated' })).toBeVisible()
    await expect(page.getByTestId('current-username')).toHaveText('River')
    await expect(input).toHaveValue('')

    await page.reload()
    await expect(page.getByTestId('current-username')).toHaveText('River')
  })
})
