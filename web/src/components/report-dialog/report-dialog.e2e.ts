import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

/** The guest's side of reporting and help (issue 41): nothing is sent, and help needs no account. */
test.describe('reporting and help for a guest', () => {
  for (const theme of ['light', 'dark', 'void'] as const) {
    test(`'Report' on a post says reporting needs an account, with no serious axe violation (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await page.goto('/rooms/lounge')
      const report = page
        .getByRole('feed')
        .getByRole('button', { name: /^Report the post by/ })
        .first()
      await report.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Report' })
      await expect(dialog).toContainText('Reporting needs an account.')
      await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(report).toBeFocused()
    })
  }

  test('Emergency Contact names 988 and 116 123 on /contact and in Settings → Support, by keyboard', async ({
    page,
  }) => {
    for (const path of ['/contact', '/settings/support']) {
      await page.goto(path)
      const button = page.getByRole('button', { name: 'Emergency Contact' })
      await button.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Emergency Contact' })
      await expect(dialog).toContainText('988 (United States)')
      await expect(dialog).toContainText('116 123 (United Kingdom and Ireland')
      await page.keyboard.press('Escape')
      await expect(button).toBeFocused()
    }
  })
})
