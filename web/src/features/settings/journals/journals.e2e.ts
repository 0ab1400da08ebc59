import { readFileSync } from 'node:fs'
import { expect, test } from '../../../../e2e/fixtures'

const toast = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('status').filter({ hasText: title })

test.describe('Journal Settings', () => {
  test('nothing is kept until Save All Settings; then every control survives a reload', async ({ page }) => {
    await page.goto('/settings/journals')
    await expect(page.getByRole('heading', { level: 1, name: 'Journal Settings' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Freeform Writing' })).toBeChecked()
    await expect(page.getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuenow', '16')

    await page.getByRole('radio', { name: 'Guided Prompts' }).click()
    await page.getByRole('switch', { name: 'Journal reminders' }).click()
    await page.getByRole('combobox', { name: 'Frequency' }).click()
    await page.getByRole('option', { name: 'Weekly' }).click()
    await page.getByLabel('Time').fill('07:30')
    await page.getByRole('radio', { name: 'Poetic' }).click()
    await page.getByRole('switch', { name: 'Mood tracking' }).click()
    await page.getByRole('switch', { name: 'Auto-suggest mood' }).click()
    await page.getByRole('switch', { name: 'AI reflection features' }).click()
    await page.getByRole('radio', { name: 'Light' }).click()
    await page.getByRole('combobox', { name: 'Font family' }).click()
    await page.getByRole('option', { name: 'Serif' }).click()
    const slider = page.getByRole('slider', { name: 'Font size' })
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('aria-valuenow', '18')
    await expect(page.getByTestId('font-preview')).toHaveCSS('font-size', '18px')
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuenow', '24')
    await page.getByRole('switch', { name: 'Ambient sounds' }).click()
    await page.getByRole('combobox', { name: 'Sound type' }).click()
    await page.getByRole('option', { name: 'Ocean' }).click()

    await page.reload()
    await expect(page.getByRole('radio', { name: 'Freeform Writing' })).toBeChecked()

    await page.getByRole('radio', { name: 'Guided Prompts' }).click()
    await page.getByRole('switch', { name: 'Journal reminders' }).click()
    await page.getByLabel('Time').fill('07:30')
    await page.getByRole('radio', { name: 'Poetic' }).click()
    await page.getByRole('radio', { name: 'Light' }).click()
    await page.getByRole('combobox', { name: 'Font family' }).click()
    await page.getByRole('option', { name: 'Serif' }).click()
    await page.getByRole('slider', { name: 'Font size' }).focus()
    await page.keyboard.press('End')
    await page.getByRole('switch', { name: 'Ambient sounds' }).click()
    await page.getByRole('combobox', { name: 'Sound type' }).click()
    await page.getByRole('option', { name: 'Ocean' }).click()
    await page.getByRole('button', { name: 'Save All Settings' }).click()
    await expect(toast(page, 'Settings saved')).toContainText(
      'Your journal preferences have been updated successfully.',
    )

    await page.reload()
    await expect(page.getByRole('radio', { name: 'Guided Prompts' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Journal reminders' })).toBeChecked()
    await expect(page.getByLabel('Time')).toHaveValue('07:30')
    await expect(page.getByRole('radio', { name: 'Poetic' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Font family' })).toHaveText('Serif')
    await expect(page.getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuenow', '24')
    await expect(page.getByRole('combobox', { name: 'Sound type' })).toHaveText('Ocean')
  })

  test('a passcode lock without exactly 4 characters is refused; with 4 it is kept, masked', async ({ page }) => {
    await page.goto('/settings/journals')
    await page.getByRole('switch', { name: 'Passcode lock' }).click()
    const passcode = page.getByLabel('Passcode', { exact: true })
    await expect(passcode).toHaveAttribute('type', 'password')
    await expect(passcode).toHaveAttribute('placeholder', 'Enter 4-digit passcode')
    await passcode.fill('12')
    await page.getByRole('button', { name: 'Save All Settings' }).click()
    await expect(toast(page, 'Settings not saved')).toContainText('exactly 4 characters')
    await expect(page.getByRole('alert')).toContainText('exactly 4 characters')
    await expect(passcode).toBeFocused()

    await page.reload()
    await expect(page.getByRole('switch', { name: 'Passcode lock' })).not.toBeChecked()

    await page.getByRole('switch', { name: 'Passcode lock' }).click()
    await passcode.pressSequentially('a1b2c3')
    await expect(passcode).toHaveValue('a1b2')
    await page.getByRole('button', { name: 'Save All Settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Passcode lock' })).toBeChecked()
    // Only its hash is kept: the field never shows it again, and left empty it keeps it.
    await expect(passcode).toHaveValue('')
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('a1b2')
    await page.getByRole('button', { name: 'Save All Settings' }).click()
    await expect(toast(page, 'Settings saved')).toBeVisible()
    await page.goto('/journals')
    await page.getByLabel('Passcode', { exact: true }).fill('a1b2')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await expect(page.getByRole('list', { name: 'Journal entries' })).toBeVisible()
  })

  test('Wipe AI Memory asks first (keyboard), then really clears the assistant conversation', async ({ page }) => {
    await page.goto('/ai-assistant')
    const input = page.getByRole('textbox').first()
    await input.fill('hello there')
    await input.press('Enter')
    await expect(page.getByText('hello there')).toBeVisible()

    await page.goto('/settings/journals')
    const wipe = page.getByRole('button', { name: 'Wipe AI Memory' })
    await wipe.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Wipe AI memory?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(wipe).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Wipe Memory' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Memory wiped')).toContainText('AI reflection data has been cleared.')

    await page.goto('/ai-assistant')
    await expect(page.getByText('hello there')).toHaveCount(0)
  })

  test('Delete All asks first, then deletes; Export Entries starts the journal export', async ({ page }) => {
    await page.goto('/settings/journals')
    await page.getByRole('button', { name: 'Delete All' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete all journal entries?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status')).toHaveCount(0)

    await page.getByRole('button', { name: 'Delete All' }).click()
    await dialog.getByRole('button', { name: 'Delete All Entries' }).click()
    await expect(toast(page, 'Deletion confirmed')).toContainText('All journal entries have been permanently deleted.')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export Entries' }).click()
    await expect(toast(page, 'Export started')).toContainText('Your journal entries are being prepared for download.')
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.json$/)
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      format: string
      entries: unknown[]
    }
    expect(exported).toMatchObject({ format: 'nexus-journal', entries: [] })

    await page.goto('/journals')
    await expect(page.getByText('No journal entries found')).toBeVisible()
  })
})
