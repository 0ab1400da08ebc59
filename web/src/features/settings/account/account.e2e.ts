import { readFile } from 'node:fs/promises'
import { expect, test } from '../../../../e2e/fixtures'

const SECTIONS = [
  'profile',
  'settings',
  'journalPreferences',
  'aiSettings',
  'journal',
  'resources',
  'schedule',
  'bookings',
  'notifications',
  'assistant',
  'rooms',
]

test.describe('Account Settings as a guest (no backend)', () => {
  test('every account control says it needs an account and links to /auth', async ({ page }) => {
    await page.goto('/settings/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
    for (const name of ['Email Address', 'Password', 'Two-Factor Authentication', 'Delete Account']) {
      const card = page.getByRole('region', { name })
      await expect(card).toContainText(/needs a(n| signed-in) account/)
      await expect(card).toContainText('This copy of Nexus runs in guest mode, without accounts.')
      await expect(card.getByRole('link', { name: 'About accounts' })).toHaveAttribute('href', '/auth')
    }
    await expect(page.getByRole('button', { name: 'Update Email' })).toHaveCount(0)
    await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toHaveCount(0)

    await page.getByRole('region', { name: 'Password' }).getByRole('link', { name: 'About accounts' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { name: 'Accounts need a configured backend' })).toBeVisible()
  })

  test('Download Data saves one JSON file holding every section of the person’s data', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(
        'userProfile',
        JSON.stringify({
          version: 1,
          state: { displayName: 'River', location: 'Lisbon', bio: 'Hello', interests: 'tea', avatarUrl: '' },
        }),
      )
    })
    await page.goto('/settings/ai')
    await page.getByRole('button', { name: /^Witness/ }).click()
    await page.goto('/settings/account')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download Data' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^nexus-data-\d{4}-\d{2}-\d{2}\.json$/)
    await expect(page.getByRole('status').filter({ hasText: 'Download started' })).toBeVisible()

    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>
    expect(data).toMatchObject({ format: 'nexus-member-data', version: 1 })
    for (const section of SECTIONS) expect(data, section).toHaveProperty(section)
    expect(data['profile']).toMatchObject({ displayName: 'River', location: 'Lisbon' })
    expect(data['aiSettings']).toMatchObject({
      depth: 'depth_level_1',
      tone: 'tone_minimalist',
      memory: 'mem_observer',
    })
    expect(data['journalPreferences']).toMatchObject({ fontSize: 16, writingMode: 'freeform' })
    expect(Array.isArray(data['notifications'])).toBe(true)
    expect(data['settings']).toHaveProperty('privacy')
  })
})
