import { readFile } from 'node:fs/promises'
import { expect, test } from '../../../../e2e/fixtures'

const toast = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('status').filter({ hasText: title })

test.describe('AI Settings', () => {
  test('depth, tone, modes and their toasts; the consent rule; a preset; all survive a reload', async ({ page }) => {
    await page.goto('/settings/ai')
    await expect(page.getByRole('heading', { level: 1, name: 'AI Settings' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Balanced' })).toBeChecked()
    await expect(page.getByText('About 300-400 words')).toBeVisible()

    await page.getByRole('radio', { name: 'Concise' }).click()
    await expect(toast(page, 'Response depth updated')).toContainText('about 100-150 words')
    await page.getByRole('radio', { name: 'Monastic' }).click()
    await expect(toast(page, 'Tone persona updated')).toContainText('Monastic')
    await page.getByRole('switch', { name: 'Critical' }).click()
    await expect(toast(page, 'Experimental mode updated')).toContainText('Critical mode enabled.')

    const memory = page.getByRole('radiogroup', { name: 'Memory level' })
    await memory.getByRole('radio', { name: 'Contextual' }).click()
    await expect(toast(page, 'Consent required')).toContainText('Please provide consent for advanced memory features.')
    await expect(memory.getByRole('radio', { name: 'Short-term' })).toBeChecked()
    await memory.getByRole('radio', { name: 'Observer' }).click()
    await expect(toast(page, 'Memory level updated')).toContainText('Observer')

    await page.getByRole('button', { name: /^Seeker/ }).click()
    await expect(toast(page, 'Preset applied')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'In-depth' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Mystic' })).toBeChecked()
    await expect(memory.getByRole('radio', { name: 'Inner Mirror' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Dreamlike' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Critical' })).toBeChecked()
    const warning = page.getByRole('status').filter({ hasText: 'you have not given consent' })
    await expect(warning).toBeVisible()

    await page.reload()
    await expect(memory.getByRole('radio', { name: 'Inner Mirror' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Critical' })).toBeChecked()
    await warning.getByRole('button', { name: 'Give Consent' }).click()
    await expect(warning).toHaveCount(0)
    await memory.getByRole('radio', { name: 'Contextual' }).click()
    await expect(toast(page, 'Memory level updated')).toContainText('Contextual')

    await page.reload()
    await expect(memory.getByRole('radio', { name: 'Contextual' })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Withdraw Consent' })).toBeVisible()
  })

  test('keyboard alone: arrows pick within a group, one Tab stop per group, Space toggles a mode', async ({ page }) => {
    await page.goto('/settings/ai')
    const depth = page.getByRole('radiogroup', { name: 'Response depth' })
    await depth.getByRole('radio', { name: 'Balanced' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(depth.getByRole('radio', { name: 'In-depth' })).toBeChecked()
    await expect(depth.getByRole('radio', { name: 'In-depth' })).toBeFocused()
    await expect(toast(page, 'Response depth updated')).toBeVisible()
    await page.keyboard.press('ArrowUp')
    await expect(depth.getByRole('radio', { name: 'Balanced' })).toBeChecked()

    await page.keyboard.press('Tab')
    const tone = page.getByRole('radiogroup', { name: 'Tone persona' })
    await expect(tone.getByRole('radio', { checked: true })).toBeFocused()

    const critical = page.getByRole('switch', { name: 'Critical' })
    await critical.focus()
    await page.keyboard.press('Space')
    await expect(critical).toBeChecked()
    await expect(toast(page, 'Experimental mode updated')).toContainText('Critical mode enabled.')
  })

  test('Export AI Data downloads the settings as JSON', async ({ page }) => {
    await page.goto('/settings/ai')
    await page.getByRole('button', { name: /^Architect/ }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export AI Data' }).click()
    const download = await downloading
    await expect(toast(page, 'Data export started')).toBeVisible()
    expect(download.suggestedFilename()).toMatch(/^nexus-ai-settings-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { aiSettings: unknown }
    expect(data.aiSettings).toEqual({
      depth: 'depth_level_2',
      tone: 'tone_futurist',
      memory: 'mem_contextual',
      consent: false,
      modes: { exp_dreamlike: false, exp_critical: false, exp_silence: true, exp_darkroom: false },
    })
  })

  test('Reset Assistant Memory asks first, then deletes the conversation', async ({ page }) => {
    await page.goto('/ai-assistant')
    const input = page.getByRole('textbox').first()
    await input.fill('remember my cat')
    await input.press('Enter')
    await expect(page.getByText('remember my cat')).toBeVisible()

    await page.goto('/settings/ai')
    await page.getByRole('button', { name: 'Reset Assistant Memory' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Reset Assistant Memory?' })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await page.goto('/ai-assistant')
    await expect(page.getByText('remember my cat')).toBeVisible()

    await page.goto('/settings/ai')
    await page.getByRole('button', { name: 'Reset Assistant Memory' }).click()
    await dialog.getByRole('button', { name: 'Reset Memory' }).click()
    await expect(toast(page, 'Memory reset initiated')).toContainText(
      'All AI memory data has been permanently deleted.',
    )
    await page.goto('/ai-assistant')
    await expect(page.getByText('remember my cat')).toHaveCount(0)
  })
})
