import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const field = (page: Page, name: string) => page.getByRole('textbox', { name })
const save = (page: Page) => page.getByRole('button', { name: 'Save Profile' })
const preview = (page: Page) => page.getByTestId('profile-preview')
const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const AVATAR_ERROR = 'Avatar URL must be a web address starting with http:// or https://'

test.describe('My Profile', () => {
  test('previews live, saves under userProfile with "Profile updated" and reads it back after a reload', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: /^Switch to (light|dark) theme$/ })).toBeVisible()
    await field(page, 'Display Name').fill('Ada Obi')
    await field(page, 'Location').fill('Lagos')
    await field(page, 'Bio').fill('Quiet thinker, loud laugher.')
    await field(page, 'Interests').fill('Poetry, Tea, Night walks')
    const avatar = `${baseURL}/favicon.png`
    await field(page, 'Avatar URL').fill(avatar)
    await expect(page.getByTestId('preview-name')).toHaveText('Ada Obi')
    await expect(page.getByTestId('preview-location')).toHaveText('Lagos')
    await expect(page.getByTestId('preview-bio')).toHaveText('Quiet thinker, loud laugher.')
    await expect(preview(page).getByRole('listitem')).toHaveText(['Poetry', 'Tea', 'Night walks'])
    await expect(preview(page).locator('img')).toHaveAttribute('src', avatar)
    await expect(preview(page).locator('img')).toHaveAttribute('referrerpolicy', 'no-referrer')

    await save(page).click()
    await expect(toastWith(page, 'Profile updated')).toBeVisible()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userProfile') ?? 'null') as unknown)
    expect(stored).toMatchObject({
      displayName: 'Ada Obi',
      location: 'Lagos',
      interests: 'Poetry, Tea, Night walks',
      avatarUrl: avatar,
    })

    await page.reload()
    await expect(field(page, 'Display Name')).toHaveValue('Ada Obi')
    await expect(field(page, 'Bio')).toHaveValue('Quiet thinker, loud laugher.')
    await expect(page.getByTestId('preview-name')).toHaveText('Ada Obi')
  })

  test('refuses javascript: as avatar URL with an inline error and saves nothing', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/profile')
    await field(page, 'Display Name').fill('Mallory')
    await field(page, 'Avatar URL').fill('javascript:alert(1)')
    await expect(preview(page).locator('img')).toHaveCount(0)
    await save(page).click()
    await expect(page.getByRole('alert')).toHaveText(AVATAR_ERROR)
    await expect(field(page, 'Avatar URL')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Avatar URL')).toBeFocused()
    await expect(toastWith(page, 'Profile updated')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('userProfile'))).toBeNull()
    await page.reload()
    await expect(field(page, 'Display Name')).toHaveValue('')
    expect(dialogs).toEqual([])
  })

  test('XSS payloads in every field render as literal text; nothing runs and the layout holds', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '"><svg onload=alert(1)>',
    ]
    await page.setViewportSize({ width: 375, height: 812 })
    for (const payload of payloads) {
      await page.goto('/profile')
      await field(page, 'Display Name').fill(payload)
      await field(page, 'Location').fill(payload)
      await field(page, 'Bio').fill(payload)
      await field(page, 'Interests').fill(payload)
      await field(page, 'Avatar URL').fill(payload)
      await save(page).click()
      await expect(page.getByRole('alert')).toHaveText(AVATAR_ERROR)
      await field(page, 'Avatar URL').fill('')
      await save(page).click()
      await expect(toastWith(page, 'Profile updated')).toBeVisible()
      await page.reload()
      await expect(page.getByTestId('preview-name')).toHaveText(payload)
      await expect(page.getByTestId('preview-location')).toHaveText(payload)
      await expect(page.getByTestId('preview-bio')).toHaveText(payload)
      await expect(preview(page).getByRole('listitem')).toHaveText([payload])
      await expect(preview(page).locator('img, script, svg[onload]')).toHaveCount(0)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    }
    expect(dialogs).toEqual([])
  })

  test('works with the keyboard only', async ({ page }) => {
    await page.goto('/profile')
    await field(page, 'Display Name').focus()
    await page.keyboard.type('Keyboard Kim')
    await page.keyboard.press('Tab')
    await expect(field(page, 'Location')).toBeFocused()
    await page.keyboard.type('Seoul')
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    await expect(field(page, 'Avatar URL')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(save(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Profile updated')).toBeVisible()
    await page.reload()
    await expect(field(page, 'Location')).toHaveValue('Seoul')
  })

  test('has no serious accessibility violations, with an error shown, dark and light', async ({ page }) => {
    await page.goto('/profile')
    await field(page, 'Avatar URL').fill('ftp://example.com/a.png')
    await save(page).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await field(page, 'Avatar URL').fill('ftp://example.com/a.png')
    await save(page).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
  })
})
