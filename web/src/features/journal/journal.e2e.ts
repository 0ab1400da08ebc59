import { readFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import type { Download, Page } from '@playwright/test'
import { expect, expectFocusWithin, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const LOCK_NOTE =
  'This lock keeps your journal from a passing glance; it does not protect it from someone who has this device.'
const list = (page: Page) => page.getByRole('list', { name: 'Journal entries' })
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })
const openButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true })
const entryDialog = (page: Page, name: 'New Entry' | 'Edit Entry') => page.getByRole('dialog', { name })

async function menu(page: Page, item: 'Export JSON' | 'Export PDF' | 'Import JSON') {
  await page.getByRole('button', { name: 'Export / Import' }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFile((await download.path())!)
}

/** The text of a PDF with its deflated streams inflated, so the drawn strings can be searched. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')
    } catch {
      return ''
    }
  })
  return [raw, ...streams].join('\n')
}

test.describe('Journal', () => {
  test('create, edit, favourite and delete an entry; each survives a reload', async ({ page }) => {
    await page.goto('/journals')
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible()
    await expect(list(page).getByRole('article')).toHaveCount(3)

    await page.getByRole('button', { name: 'New Entry' }).click()
    let dialog = entryDialog(page, 'New Entry')
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Rainy Tuesday')
    await dialog.getByRole('textbox', { name: 'Your Thoughts' }).fill('Stayed in.\nRead a whole book.')
    const tags = dialog.getByRole('textbox', { name: 'Tags' })
    await tags.fill(' books ')
    await tags.press('Enter')
    await tags.fill('rain')
    await dialog.getByRole('button', { name: 'Add tag' }).click()
    await dialog.getByRole('button', { name: 'Save Entry' }).click()
    await expect(toastWith(page, 'Journal entry saved')).toContainText('Your thoughts have been recorded')
    await expect(dialog).toBeHidden()
    await expect(list(page).getByRole('article').first()).toHaveAccessibleName('Rainy Tuesday')

    await page.reload()
    await expect(card(page, 'Rainy Tuesday')).toContainText('#books')
    await expect(card(page, 'Rainy Tuesday')).toContainText('#rain')

    // Edit it from the detail dialog.
    await openButton(page, 'Rainy Tuesday').click()
    let detail = page.getByRole('dialog', { name: 'Rainy Tuesday' })
    await expect(detail).toContainText('Read a whole book.')
    await detail.getByRole('button', { name: 'Edit Entry' }).click()
    dialog = entryDialog(page, 'Edit Entry')
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Rainy Tuesday')
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Rainy Wednesday')
    await dialog.getByRole('button', { name: 'Remove tag rain' }).click()
    await dialog.getByRole('button', { name: 'Save Entry' }).click()
    detail = page.getByRole('dialog', { name: 'Rainy Wednesday' })
    await expect(detail).toBeVisible()
    await expect(detail).not.toContainText('#rain')
    await detail.getByRole('button', { name: 'Favourite' }).click()
    await expect(detail.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')
    await detail.getByRole('button', { name: 'Close' }).click()
    await expect(openButton(page, 'Rainy Wednesday')).toBeFocused()

    await page.reload()
    await expect(list(page).getByRole('article')).toHaveCount(4)
    await expect(card(page, 'Rainy Tuesday')).toHaveCount(0)
    await expect(
      card(page, 'Rainy Wednesday').getByRole('button', { name: 'Favourite Rainy Wednesday' }),
    ).toHaveAttribute('aria-pressed', 'true')
    // Favourite off again from the card.
    await card(page, 'Rainy Wednesday').getByRole('button', { name: 'Favourite Rainy Wednesday' }).click()
    await page.reload()
    await expect(card(page, 'Rainy Wednesday').getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    // Delete, after the confirmation.
    await card(page, 'Rainy Wednesday').getByRole('button', { name: 'Delete Rainy Wednesday' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Journal Entry' })
    await expect(confirm).toContainText(
      'Are you sure you want to delete "Rainy Wednesday"? This action cannot be undone.',
    )
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Journal entry deleted')).toBeVisible()
    await page.reload()
    await expect(list(page).getByRole('article')).toHaveCount(3)
    await expect(card(page, 'Rainy Wednesday')).toHaveCount(0)
  })

  test('search matches title, content and tags, with both empty states', async ({ page }) => {
    await page.goto('/journals')
    const search = page.getByRole('searchbox', { name: 'Search journal entries' })
    await expect(search).toHaveAttribute('placeholder', 'Search journal entries...')
    await search.fill('GROWTH')
    await expect(list(page).getByRole('article')).toHaveCount(1)
    await expect(card(page, 'A hard conversation')).toBeVisible()
    await search.fill('headphones')
    await expect(card(page, 'Evening walk')).toBeVisible()
    await expect(list(page).getByRole('article')).toHaveCount(1)
    await search.fill('no such words')
    await expect(page.getByText('No journal entries found')).toBeVisible()
    await expect(page.getByText('Try adjusting your search term')).toBeVisible()
    await search.fill('')
    await expect(list(page).getByRole('article')).toHaveCount(3)

    await page.goto('/settings/journals')
    await page.getByRole('button', { name: 'Delete All' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete All Entries' }).click()
    await expect(toastWith(page, 'Deletion confirmed')).toBeVisible()
    await page.goto('/journals')
    await expect(page.getByText('No journal entries found')).toBeVisible()
    await expect(page.getByText('Start writing your thoughts to see them here')).toBeVisible()
  })

  test('the New Entry dialog works with the keyboard alone', async ({ page }) => {
    await page.goto('/journals')
    const newEntry = page.getByRole('button', { name: 'New Entry' })
    await newEntry.focus()
    await page.keyboard.press('Enter')
    const dialog = entryDialog(page, 'New Entry')
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused()
    await page.keyboard.type('Typed only')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Get new prompt' })).toBeFocused()
    const prompt = dialog.getByRole('group', { name: 'Journal Prompt' }).locator('[aria-live]')
    const before = await prompt.textContent()
    await page.keyboard.press('Enter')
    await expect(prompt).not.toHaveText(before!)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Your Thoughts' })).toBeFocused()
    await page.keyboard.type('No mouse needed.')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Tags' })).toBeFocused()
    await page.keyboard.type('keyboard')
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('button', { name: 'Remove tag keyboard' })).toBeVisible()
    await expect(dialog).toBeVisible()
    // Escape cancels and returns focus to New Entry; nothing is saved.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(newEntry).toBeFocused()
    await expect(list(page).getByRole('article')).toHaveCount(3)

    // Each key waits for the focus a keyboard user would see move (the dialog focuses its first
    // field once it has mounted).
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused()
    await page.keyboard.type('Typed only')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Your Thoughts' })).toBeFocused()
    await page.keyboard.type('Saved with Enter on Save Entry.')
    // Tags, Add tag, the tag list is empty: then Cancel, Save Entry.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Save Entry' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Journal entry saved')).toBeVisible()
    await expect(openButton(page, 'Typed only')).toBeFocused()

    // The card opens with Enter; the detail dialog closes with Escape.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Typed only' })).toBeVisible()
    await expectFocusWithin(page.getByRole('dialog', { name: 'Typed only' }))
    await page.keyboard.press('Escape')
    await expect(openButton(page, 'Typed only')).toBeFocused()
  })

  test('a save without thoughts gives Missing information and saves nothing', async ({ page }) => {
    await page.goto('/journals')
    await page.getByRole('button', { name: 'New Entry' }).click()
    const dialog = entryDialog(page, 'New Entry')
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Only a title')
    await dialog.getByRole('button', { name: 'Save Entry' }).click()
    await expect(toastWith(page, 'Missing information')).toContainText(
      'Please provide both a title and content for your journal entry',
    )
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.reload()
    await expect(list(page).getByRole('article')).toHaveCount(3)
  })

  test('export JSON downloads every entry, and Import merges it back by id', async ({ page }) => {
    await page.goto('/journals')
    await card(page, 'Evening walk').getByRole('button', { name: 'Favourite Evening walk' }).click()
    const downloading = page.waitForEvent('download')
    await menu(page, 'Export JSON')
    await expect(toastWith(page, 'Export started')).toContainText(
      'Your journal entries are being prepared for download.',
    )
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^nexus-journal-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse((await downloaded(download)).toString('utf8')) as {
      format: string
      version: number
      entries: { id: number; title: string; favorite: boolean; tags: string[]; prompt: string; date: string }[]
    }
    expect(data.format).toBe('nexus-journal')
    expect(data.version).toBe(1)
    expect(data.entries.map((e) => e.title)).toEqual([
      'Grateful for small things',
      'A hard conversation',
      'Evening walk',
    ])
    expect(data.entries[2]).toMatchObject({ id: 1, favorite: true, tags: ['reflection'], prompt: 'No prompt used' })

    // Delete everything, then import the file back: the same journal.
    await page.goto('/settings/journals')
    await page.getByRole('button', { name: 'Delete All' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete All Entries' }).click()
    await page.goto('/journals')
    await expect(page.getByText('No journal entries found')).toBeVisible()

    // A file that is not a journal export is refused and changes nothing.
    let chooser = page.waitForEvent('filechooser')
    await menu(page, 'Import JSON')
    await (
      await chooser
    ).setFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello":"world"}'),
    })
    await expect(toastWith(page, 'Import failed')).toContainText('This file is not a Nexus journal export.')
    await expect(page.getByText('No journal entries found')).toBeVisible()

    const edited = { ...data, entries: [...data.entries, { ...data.entries[0]!, id: 9, title: 'Imported extra' }] }
    chooser = page.waitForEvent('filechooser')
    await menu(page, 'Import JSON')
    await (
      await chooser
    ).setFiles({
      name: 'journal.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(edited)),
    })
    await expect(toastWith(page, 'Journal imported')).toContainText('4 entries added, 0 replaced.')
    await page.reload()
    await expect(list(page).getByRole('article')).toHaveCount(4)
    await expect(card(page, 'Evening walk').getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // Importing the original again replaces the same ids and adds nothing.
    chooser = page.waitForEvent('filechooser')
    await menu(page, 'Import JSON')
    await (
      await chooser
    ).setFiles({
      name: 'journal.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(data)),
    })
    await expect(toastWith(page, 'Journal imported')).toContainText('0 entries added, 3 replaced.')
    await expect(list(page).getByRole('article')).toHaveCount(4)
  })

  test('export PDF downloads a PDF holding the entries', async ({ page }) => {
    await page.goto('/journals')
    const downloading = page.waitForEvent('download')
    await menu(page, 'Export PDF')
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^nexus-journal-\d{4}-\d{2}-\d{2}\.pdf$/)
    const bytes = await downloaded(download)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    for (const title of ['Grateful for small things', 'A hard conversation', 'Evening walk']) {
      expect(text).toContain(`(${title})`)
    }
    expect(text).toContain('#gratitude')
  })

  test('the passcode lock hides the journal until the right code is given', async ({ page }) => {
    await page.goto('/settings/journals')
    await page.getByRole('switch', { name: 'Passcode lock' }).click()
    await page.getByLabel('Passcode', { exact: true }).fill('k3y9')
    await page.getByRole('button', { name: 'Save All Settings' }).click()
    await expect(toastWith(page, 'Settings saved')).toBeVisible()
    // Only a salted hash is kept, and Download Data carries neither the code nor its hash.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('k3y9')
    await page.goto('/settings/account')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download Data' }).click()
    const data = (await downloaded(await downloading)).toString('utf8')
    expect(data).not.toContain('k3y9')
    expect(data).not.toContain('passcodeHash')
    expect((JSON.parse(data) as { journalPreferences: unknown }).journalPreferences).toMatchObject({
      passcodeEnabled: true,
    })

    await page.goto('/journals')
    await expect(page.getByText(LOCK_NOTE)).toBeVisible()
    const field = page.getByLabel('Passcode', { exact: true })
    await expect(field).toHaveAttribute('type', 'password')
    await expect(page.getByRole('article')).toHaveCount(0)
    await expect(page.getByText('Grateful for small things')).toHaveCount(0)
    await field.fill('0000')
    await field.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Incorrect passcode. Please try again.')
    await expect(page.getByRole('article')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await field.fill('k3y9')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await expect(list(page).getByRole('article')).toHaveCount(3)
    // Locked again on the next visit.
    await page.reload()
    await expect(page.getByLabel('Passcode', { exact: true })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
  })

  test('a passcode an older version saved in plain text is replaced by its hash, and still opens the journal', async ({
    page,
  }) => {
    await page.goto('/journals')
    await page.evaluate(() =>
      localStorage.setItem(
        'nexus:journal-preferences',
        JSON.stringify({
          version: 1,
          state: {
            writingMode: 'freeform',
            remindersEnabled: false,
            reminderFrequency: 'daily',
            reminderTime: '20:00',
            reminderTone: 'gentle',
            moodTracking: false,
            autoSuggestMood: true,
            passcodeEnabled: true,
            passcode: 'k3y9',
            aiReflection: true,
            theme: 'dark',
            fontFamily: 'inter',
            fontSize: 16,
            ambientSounds: false,
            soundType: 'rain',
          },
        }),
      ),
    )
    await page.reload()
    const field = page.getByLabel('Passcode', { exact: true })
    await expect(field).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    const saved = () => page.evaluate(() => localStorage.getItem('nexus:journal-preferences') ?? '')
    await expect.poll(saved).toContain('"version":2')
    expect(await saved()).not.toContain('k3y9')
    await field.fill('k3y9')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await expect(list(page).getByRole('article')).toHaveCount(3)
  })

  for (const theme of ['light', 'dark', 'void'] as const) {
    test(`no serious axe violations in the ${theme} theme (page, entry form, detail)`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await page.goto('/journals')
      await expect(list(page).getByRole('article')).toHaveCount(3)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
      await page.getByRole('button', { name: 'New Entry' }).click()
      await entryDialog(page, 'New Entry').getByRole('textbox', { name: 'Tags' }).fill('tag')
      await page.keyboard.press('Enter')
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
      await page.keyboard.press('Escape')
      await openButton(page, 'Grateful for small things').click()
      await expect(page.getByRole('dialog', { name: 'Grateful for small things' })).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
    })
  }

  test('fits a 375 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/journals')
    await expect(list(page).getByRole('article')).toHaveCount(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
