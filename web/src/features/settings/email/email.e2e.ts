import { expect, test } from '../../../../e2e/fixtures'

test.describe('Email Settings', () => {
  test("needs an '@'; updating takes 1 s ('Updating...'), shows the new address and survives reload", async ({
    page,
  }) => {
    await page.goto('/settings/email')
    await expect(page.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeVisible()
    await expect(page.getByTestId('current-email')).toHaveText('No email address set')

    const input = page.getByLabel('New Email Address')
    await input.fill('river.example.com')
    await input.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address')

    await input.fill('river@example.com')
    await input.press('Enter')
    await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: 'Email address updated' })).toContainText(
      'river@example.com is shown for you in this browser.',
    )
    await expect(page.getByTestId('current-email')).toHaveText('river@example.com')
    await expect(input).toHaveValue('')

    await page.reload()
    await expect(page.getByTestId('current-email')).toHaveText('river@example.com')
  })
})
