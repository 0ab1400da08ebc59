import type { Page } from '@playwright/test'
import { expect, expectFocusWithin, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

/**
 * A tiny valid one-page PDF showing `lines` (ASCII only), written by hand with a correct xref
 * table, as a user's own file would be.
 */
function tinyPdf(...lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 14 Tf 72 ${720 - i * 20} Td (${line}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = pdf.length
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const pdfList = (page: Page) => page.getByRole('list', { name: 'PDF Documents' })
const linkList = (page: Page) => page.getByRole('list', { name: 'External Links' })
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Resource' })
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Add Resource' })

/** Opens 'Add Resource' and picks the mode. */
async function openDialog(page: Page, mode: 'PDF Document' | 'External Link') {
  await page.getByRole('button', { name: 'Add Resource' }).click()
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByRole('tab', { name: mode }).click()
}

/**
 * Keeps every blob the page turns into an object URL, so a test can read what a blob: popup
 * shows (the app's CSP keeps the popup itself from fetching it).
 */
async function recordBlobUrls(page: Page) {
  await page.addInitScript(() => {
    const made = new Map<string, Blob>()
    const create = URL.createObjectURL.bind(URL)
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object)
      if (object instanceof Blob) made.set(url, object)
      return url
    }
    Object.assign(window, {
      readRecordedBlob: async (url: string) => {
        const blob = made.get(url)
        return blob ? `${blob.type}|${await blob.text()}` : null
      },
    })
  })
}

/** 'type|content' of the blob behind a popup's blob: URL, as recorded by {@link recordBlobUrls}. */
function recordedBlob(page: Page, url: string): Promise<string | null> {
  return page.evaluate(
    (blobUrl) =>
      (window as unknown as { readRecordedBlob: (u: string) => Promise<string | null> }).readRecordedBlob(blobUrl),
    url,
  )
}

/** Clicks 'Open PDF' on a card and checks the new tab is a PDF document at a blob: URL; returns the PDF's text. */
async function openPdfPopup(page: Page, title: string): Promise<string> {
  const popupPromise = page.waitForEvent('popup')
  await card(page, title)
    .getByRole('button', { name: /^Open PDF/ })
    .click()
  const popup = await popupPromise
  await popup.waitForLoadState()
  expect(popup.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//)
  expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf')
  const blob = await recordedBlob(page, popup.url())
  expect(blob?.startsWith('application/pdf|%PDF-')).toBe(true)
  return blob ?? ''
}

test.describe('Resources', () => {
  test('shows the seeded PDFs and links, and has no serious accessibility violations, dark and light', async ({
    page,
  }) => {
    await page.goto('/resources')
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(3)
    await expect(linkList(page).getByRole('listitem')).toHaveCount(2)
    const guide = card(page, 'Deep Conversation Guide')
    await expect(guide).toContainText('deep-conversation-guide.pdf')
    await expect(guide).toContainText('Questions and listening practices')
    await expect(guide).toContainText(/Added: [A-Z][a-z]{2} \d{1,2}, \d{4}/)
    await expect(guide.getByRole('button', { name: 'Delete Deep Conversation Guide' })).toBeVisible()
    await expect(card(page, 'Greater Good Magazine')).toContainText('https://greatergood.berkeley.edu/')
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(3)
    await expectNoSeriousA11yViolations(page)
  })

  test('adds a link and a real PDF; both survive a reload and the PDF opens from IndexedDB', async ({ page }) => {
    await recordBlobUrls(page)
    await page.goto('/resources')
    await openDialog(page, 'External Link')
    await expect(dialog(page).getByLabel('Link URL')).toHaveAttribute('placeholder', 'https://')
    await dialog(page).getByLabel('Title').fill('Example Reading')
    await dialog(page).getByLabel('Description (optional)').fill('Something to read later')
    await dialog(page).getByLabel('Link URL').fill('https://example.com/reading')
    await submit(page).click()
    await expect(toastWith(page, 'Your link has been added to resources')).toContainText('Resource added')
    await expect(dialog(page)).toBeHidden()
    await expect(linkList(page).getByRole('listitem').first()).toContainText('Example Reading')

    await openDialog(page, 'PDF Document')
    const input = dialog(page).getByLabel('Upload PDF')
    await expect(input).toHaveAttribute('accept', '.pdf,application/pdf')
    await dialog(page).getByLabel('Title').fill('My Session Notes')
    await input.setInputFiles({
      name: 'session-notes.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('My Session Notes', 'Written in the e2e test.'),
    })
    await submit(page).click()
    await expect(toastWith(page, 'Your PDF has been added to resources')).toContainText('Resource added')
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(4)
    await expect(pdfList(page).getByRole('listitem').first()).toContainText('session-notes.pdf')

    await page.reload()
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(4)
    await expect(card(page, 'My Session Notes')).toContainText('session-notes.pdf')
    await expect(card(page, 'Example Reading')).toContainText('Something to read later')

    const text = await openPdfPopup(page, 'My Session Notes')
    expect(text).toContain('(My Session Notes) Tj')
    expect(text).toContain('(Written in the e2e test.) Tj')
  })

  test("'Open PDF' on each seeded resource opens a real PDF with its title", async ({ page }) => {
    await recordBlobUrls(page)
    await page.goto('/resources')
    for (const title of ['Daily Reflection Script', 'Deep Conversation Guide', 'Community Guidelines Handbook']) {
      expect(await openPdfPopup(page, title)).toContain(`(${title}) Tj`)
    }
  })

  test('refuses a non-PDF renamed .pdf, missing information and a javascript: URL', async ({ page }) => {
    await page.goto('/resources')
    await openDialog(page, 'PDF Document')
    await submit(page).click()
    await expect(toastWith(page, 'Missing information')).toContainText(
      'Please provide both a title and upload a PDF file',
    )
    await expect(dialog(page).getByLabel('Title')).toBeFocused()
    await dialog(page).getByLabel('Title').fill('Not really a PDF')
    await submit(page).click()
    await expect(dialog(page).getByLabel('Upload PDF')).toBeFocused()

    await dialog(page)
      .getByLabel('Upload PDF')
      .setInputFiles({
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('PK\u0003\u0004 zip, not pdf'),
      })
    await submit(page).click()
    await expect(toastWith(page, 'Not a PDF file')).toContainText(
      '"notes.pdf" is not a PDF document. Please choose a PDF file.',
    )
    await expect(dialog(page).getByText('"notes.pdf" is not a PDF document. Please choose a PDF file.')).toBeVisible()
    await expect(dialog(page)).toBeVisible()

    await dialog(page).getByRole('tab', { name: 'External Link' }).click()
    await expect(dialog(page).getByLabel('Title')).toHaveValue('Not really a PDF')
    await dialog(page).getByLabel('Title').fill('')
    await dialog(page).getByLabel('Link URL').fill('https://example.com')
    await submit(page).click()
    await expect(toastWith(page, 'Missing information')).toContainText('Please provide both a title and URL')
    await dialog(page).getByLabel('Title').fill('Sneaky')
    await dialog(page).getByLabel('Link URL').fill('javascript:alert(document.cookie)')
    await submit(page).click()
    await expect(toastWith(page, 'Invalid link')).toContainText(
      'Only web links starting with http:// or https:// can be added.',
    )
    await expect(dialog(page).getByLabel('Link URL')).toBeFocused()

    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(3)
    await expect(linkList(page).getByRole('listitem')).toHaveCount(2)
    await expect(page.getByText('Sneaky')).toHaveCount(0)
  })

  test('deletes a resource after the Delete Resource confirmation; the deletion survives a reload', async ({
    page,
  }) => {
    await page.goto('/resources')
    const deleteButton = page.getByRole('button', { name: 'Delete Greater Good Magazine' })
    await deleteButton.click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Resource' })
    await expect(confirm).toContainText(
      'Are you sure you want to delete "Greater Good Magazine"? This action cannot be undone.',
    )
    await expectNoSeriousA11yViolations(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(deleteButton).toBeFocused()
    await expect(linkList(page).getByRole('listitem')).toHaveCount(2)

    await deleteButton.click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Resource deleted')).toBeVisible()
    await expect(linkList(page).getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'External Links' })).toBeFocused()

    await page.getByRole('button', { name: 'Delete Getting Started with Mindfulness' }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('No links added yet')).toBeVisible()
    await page.reload()
    await expect(page.getByText('No links added yet')).toBeVisible()
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(3)
  })

  test('deleting an uploaded PDF deletes its stored file', async ({ page }) => {
    await page.goto('/resources')
    await openDialog(page, 'PDF Document')
    await dialog(page).getByLabel('Title').fill('Temporary')
    await dialog(page)
      .getByLabel('Upload PDF')
      .setInputFiles({ name: 'temp.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Temp') })
    await submit(page).click()
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(4)
    const storedKeys = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const request = indexedDB.open('keyval-store')
            request.onerror = () => reject(request.error)
            request.onsuccess = () => {
              const all = request.result.transaction('keyval').objectStore('keyval').getAllKeys()
              all.onsuccess = () => {
                resolve(all.result.map(String))
                request.result.close()
              }
            }
          }),
      )
    await expect.poll(storedKeys).toEqual([expect.stringMatching(/^nexus:resource-file:res-/)])
    await page.getByRole('button', { name: 'Delete Temporary' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(pdfList(page).getByRole('listitem')).toHaveCount(3)
    await expect.poll(storedKeys).toEqual([])
  })

  test('?item= scrolls to the resource, rings it and focuses it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 })
    await page.goto('/resources?item=link-greater-good')
    const target = card(page, 'Greater Good Magazine')
    await expect(target).toBeInViewport()
    await expect(target).toBeFocused()
    await expect(target).toHaveAttribute('data-highlighted', 'true')
    const ring = await target.evaluate((el) => getComputedStyle(el).boxShadow)
    expect(ring).not.toBe('none')
    await expect(card(page, 'Daily Reflection Script')).not.toHaveAttribute('data-highlighted', 'true')
    await expect(card(page, 'Daily Reflection Script')).not.toBeInViewport()

    await page.goto('/resources?item=no-such-resource')
    await expect(toastWith(page, 'Resource not found')).toBeVisible()
    await expect(page.locator('[data-highlighted]')).toHaveCount(0)
  })

  test("'Visit Link' opens the https link in a new tab without opener", async ({ page, context }) => {
    await context.route('https://greatergood.berkeley.edu/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Greater Good</title><h1>Greater Good</h1>',
      }),
    )
    await page.goto('/resources')
    const link = card(page, 'Greater Good Magazine').getByRole('link', { name: /^Visit Link/ })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const popupPromise = page.waitForEvent('popup')
    await link.click()
    const popup = await popupPromise
    await expect(popup).toHaveURL('https://greatergood.berkeley.edu/')
    await expect(popup.getByRole('heading', { name: 'Greater Good' })).toBeVisible()
    expect(await popup.evaluate(() => window.opener === null && document.referrer === '')).toBe(true)
  })

  test('the Add Resource dialog works with the keyboard only and has no serious accessibility violations', async ({
    page,
  }) => {
    await page.goto('/resources')
    const trigger = page.getByRole('button', { name: 'Add Resource' })
    // Escape closes the dialog and returns focus to its button.
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expectFocusWithin(dialog(page))
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(trigger).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const pdfTab = dialog(page).getByRole('tab', { name: 'PDF Document' })
    await expect(pdfTab).toBeFocused()
    await page.keyboard.press('ArrowRight')
    const linkTab = dialog(page).getByRole('tab', { name: 'External Link' })
    await expect(linkTab).toBeFocused()
    await expect(linkTab).toHaveAttribute('aria-selected', 'true')
    await expectNoSeriousA11yViolations(page)

    await page.keyboard.press('Tab')
    await expect(dialog(page).getByLabel('Title')).toBeFocused()
    await page.keyboard.type('Keyboard Link')
    await page.keyboard.press('Tab')
    await expect(dialog(page).getByLabel('Description (optional)')).toBeFocused()
    await page.keyboard.type('Added with keys only')
    await page.keyboard.press('Tab')
    await expect(dialog(page).getByLabel('Link URL')).toBeFocused()
    await page.keyboard.type('https://example.org/keys')
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Your link has been added to resources')).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(linkList(page).getByRole('listitem').first()).toContainText('Keyboard Link')

    // The delete confirmation by keyboard: Cancel has focus first, Tab reaches Delete.
    await card(page, 'Keyboard Link').getByRole('button', { name: 'Delete Keyboard Link' }).focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: 'Delete Resource' })
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Resource deleted')).toBeVisible()
    await expect(card(page, 'Keyboard Link')).toHaveCount(0)
  })
})
