import { expect, test } from '../../../../e2e/fixtures'

test.describe('Support as a guest (no backend)', () => {
  test('the forms say sending needs an account and link to /auth; no fake success', async ({ page }) => {
    await page.goto('/settings/support')
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
    await expect(page.getByRole('form')).toHaveCount(0)
    for (const [name, text] of [
      ['Contact Support', 'Sending a support request needs an account.'],
      ['Suggest a Feature', 'Sending a feature suggestion needs an account.'],
    ] as const) {
      const card = page.getByRole('region', { name })
      await expect(card).toContainText(text)
      await expect(card.getByRole('link', { name: 'About accounts' })).toHaveAttribute('href', '/auth')
    }
    await page.getByRole('link', { name: 'Message Moderators' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('Quick Help: Community Guidelines in a new tab, the Getting Started Guide, and back to /settings', async ({
    page,
    context,
  }) => {
    await page.goto('/settings/support')
    const opened = context.waitForEvent('page')
    await page.getByRole('link', { name: /Community Guidelines/ }).click()
    const tab = await opened
    await expect(tab).toHaveURL(/\/community-guidelines$/)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await tab.close()

    await page.getByRole('link', { name: 'Getting Started Guide' }).click()
    await expect(page).toHaveURL(/\/learn-more#get-started$/)
    await page.goBack()
    await page.getByRole('link', { name: 'Back to Settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)
  })

  test('Emergency Contact says plainly what moderators cannot do; keyboard opens and closes it', async ({ page }) => {
    await page.goto('/settings/support')
    const button = page.getByRole('button', { name: 'Emergency Contact' })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Emergency Contact' })
    await expect(dialog).toContainText('not an emergency service and cannot send help')
    await expect(dialog.getByRole('link', { name: /Find a crisis line/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})
