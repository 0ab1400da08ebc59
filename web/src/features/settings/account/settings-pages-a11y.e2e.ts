import { expect, expectNoSeriousA11yViolations, test } from '../../../../e2e/fixtures'

for (const theme of ['light', 'dark', 'void'] as const) {
  test(`account, journal, AI and support settings have no serious axe violation in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t)
      // Every optional control of the journal settings on screen, and the AI consent warning.
      localStorage.setItem(
        'nexus:journal-preferences',
        JSON.stringify({
          version: 1,
          state: {
            writingMode: 'mirror',
            remindersEnabled: true,
            reminderFrequency: 'weekly',
            reminderTime: '07:30',
            reminderTone: 'poetic',
            moodTracking: true,
            autoSuggestMood: true,
            passcodeEnabled: true,
            passcode: '1234',
            aiReflection: true,
            theme: 'light',
            fontFamily: 'handwriting',
            fontSize: 20,
            ambientSounds: true,
            soundType: 'white-noise',
          },
        }),
      )
      localStorage.setItem(
        'nexus:ai-settings',
        JSON.stringify({
          version: 1,
          state: {
            depth: 'depth_level_3',
            tone: 'tone_mystic',
            memory: 'mem_inner_mirror',
            consent: false,
            modes: { exp_dreamlike: true, exp_critical: false, exp_silence: true, exp_darkroom: false },
          },
        }),
      )
    }, theme)

    for (const [path, title] of [
      ['/settings/account', 'Account Settings'],
      ['/settings/journals', 'Journal Settings'],
      ['/settings/ai', 'AI Settings'],
      ['/settings/support', 'Support'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
    }

    await page.goto('/settings/ai')
    await expect(page.getByRole('button', { name: 'Give Consent' })).toBeVisible()
    await page.getByRole('button', { name: 'Reset Assistant Memory' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })

    await page.goto('/settings/journals')
    await page.getByLabel('Passcode', { exact: true }).fill('12')
    await page.getByRole('button', { name: 'Save All Settings' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })

    await page.goto('/settings/support')
    await page.getByRole('button', { name: 'Emergency Contact' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
  })
}
