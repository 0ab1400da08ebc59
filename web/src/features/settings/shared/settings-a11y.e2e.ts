import { expect, expectNoSeriousA11yViolations, test } from '../../../../e2e/fixtures'

const pages = [
  ['/settings', 'Settings'],
  ['/settings/profile', 'Profile Customization'],
  ['/settings/themes', 'Theme Settings'],
  ['/settings/username', 'Username Settings'],
  ['/settings/email', 'Email Settings'],
  ['/settings/notifications', 'Notification Settings'],
  ['/settings/privacy', 'Privacy & Security'],
  ['/settings/rooms', 'Room & Feed Preferences'],
] as const

for (const theme of ['light', 'dark', 'void'] as const) {
  test(`settings pages have no serious axe violation in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t)
      // Lists and the auto-delete time on screen too, so axe sees them.
      localStorage.setItem(
        'nexus:privacy',
        JSON.stringify({
          version: 1,
          state: {
            blockedUsers: ['Sam'],
            mutedUsers: [{ id: 'm1', username: 'Kai', mutedAt: '2030-01-02T03:04:05.000Z' }],
            profileVisibility: 'everyone',
            showOnlineStatus: true,
            anonymousPosting: false,
            autoDelete: true,
            autoDeleteTime: '24h',
          },
        }),
      )
    }, theme)
    for (const [path, title] of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
    }
    // A selected, not yet applied theme preview and a field error are checked as well.
    await page.goto('/settings/themes')
    await page.getByRole('radio', { name: theme === 'void' ? 'Light' : 'Void' }).click()
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
    await page.goto('/settings/username')
    await page.getByLabel('New Username').press('Enter')
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
  })
}
