import type { Page } from '@playwright/test'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * A member's resources with a backend: links and PDFs are rows of public.resources, the PDFs
 * objects of the private bucket 'resources' at <user id>/<resource id>.pdf, opened through
 * short-lived signed URLs; the local backend serves Storage under RLS.
 */

/** A small valid one-page PDF (a user's own file). */
function tinyPdf(line: string): Buffer {
  const text = `BT /F1 14 Tf 72 720 Td (${line}) Tj ET`
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

const pdfList = (page: Page) => page.getByRole('list', { name: 'PDF Documents' })
const linkList = (page: Page) => page.getByRole('list', { name: 'External Links' })
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Resource' })
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Add Resource' })

/** Opens /resources and waits for the member's (empty or not) list. */
async function openResources(page: Page) {
  await page.goto('/resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
  await expect(page.getByText('Loading…')).toHaveCount(0)
}

/** Opens 'Add Resource' and picks the mode. */
async function openDialog(page: Page, mode: 'PDF Document' | 'External Link') {
  await page.getByRole('button', { name: 'Add Resource' }).click()
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByRole('tab', { name: mode }).click()
}

/** The member's rows and Storage objects, as the database has them. */
async function stored(userId: string) {
  const rows = await sql<{ id: string; kind: string; title: string; url: string | null; storage_path: string | null }>(
    `select id, kind, title, url, storage_path from public.resources where user_id = $1 order by created_at`,
    [userId],
  )
  const objects = await sql<{ name: string }>(
    `select name from storage.objects where bucket_id = 'resources' and name like $1 order by name`,
    [`${userId}/%`],
  )
  return { rows, objects: objects.map((o) => o.name) }
}

test.describe('resources with a backend', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a link and a PDF added in one browser are in the next, the PDF opens from Storage, deleting removes row and object, reload keeps the rest', async ({
    page,
    backend,
    browser,
  }) => {
    const member = await signUp({ name: 'Rhea Resources' })
    await backend.signInBeforeLoad(member)
    await openResources(page)
    // A member starts with their own (empty) library, not the guest's samples.
    await expect(page.getByText('No PDF documents yet')).toBeVisible()
    await expect(page.getByText('No links added yet')).toBeVisible()

    // A link typed without its scheme is kept with https:// in front.
    await openDialog(page, 'External Link')
    await dialog(page).getByLabel('Title').fill('Reading list')
    await dialog(page).getByLabel('Link URL').fill('example.org/page')
    await submit(page).click()
    await expect(toastWith(page, 'Resource added')).toBeVisible()
    await expect(card(page, 'Reading list')).toContainText('https://example.org/page')

    // A PDF goes to Storage, then its row.
    await openDialog(page, 'PDF Document')
    await dialog(page).getByLabel('Title').fill('Field guide')
    await dialog(page).getByLabel('Description (optional)').fill('Notes for the walk')
    await dialog(page)
      .getByLabel('Upload PDF')
      .setInputFiles({ name: 'field-guide.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Field guide') })
    await submit(page).click()
    await expect(toastWith(page, 'Resource added')).toContainText('Your PDF has been added to resources')
    await expect(card(page, 'Field guide')).toContainText('field-guide.pdf')

    let db = await stored(member.id)
    expect(db.rows.map((r) => [r.kind, r.title, r.url])).toEqual([
      ['link', 'Reading list', 'https://example.org/page'],
      ['pdf', 'Field guide', null],
    ])
    const pdfRow = db.rows[1]!
    expect(pdfRow.storage_path).toBe(`${member.id}/${pdfRow.id}.pdf`)
    expect(db.objects).toEqual([`${member.id}/${pdfRow.id}.pdf`])

    // A second browser signed in as the same member finds both; the PDF opens through a signed URL.
    const other = await otherBrowser(browser, member)
    await openResources(other.page)
    await expect(card(other.page, 'Reading list')).toBeVisible()
    await expect(card(other.page, 'Field guide')).toContainText('Notes for the walk')
    const signedDownload = other.context.waitForEvent(
      'response',
      (r) => r.request().method() === 'GET' && r.url().includes(`/storage/v1/object/sign/resources/${member.id}/`),
    )
    await card(other.page, 'Field guide')
      .getByRole('button', { name: /^Open PDF/ })
      .click()
    const response = await signedDownload
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/)
    expect(new URL(response.url()).searchParams.get('token')).toBeTruthy()
    for (const popup of other.context.pages().filter((p) => p !== other.page)) await popup.close()

    // Deleting the PDF removes its object and its row; the link stays, after a reload too.
    await card(page, 'Field guide').getByRole('button', { name: 'Delete Field guide' }).click()
    await page.getByRole('alertdialog', { name: 'Delete Resource' }).getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Resource deleted')).toBeVisible()
    await expect(card(page, 'Field guide')).toHaveCount(0)
    await expect.poll(async () => (await stored(member.id)).objects).toEqual([])
    db = await stored(member.id)
    expect(db.rows.map((r) => r.title)).toEqual(['Reading list'])

    await page.reload()
    await openResources(page)
    await expect(linkList(page).getByRole('listitem')).toHaveCount(1)
    await expect(card(page, 'Reading list')).toBeVisible()
    await expect(pdfList(page)).toHaveCount(0)
    await expect(page.getByText('No PDF documents yet')).toBeVisible()
    await other.page.reload()
    await openResources(other.page)
    await expect(card(other.page, 'Field guide')).toHaveCount(0)
    await closeOther(other)
  })

  test('a link that cannot reach the server says so and keeps what was typed', async ({
    page,
    backend,
    consoleErrors,
  }) => {
    const member = await signUp({ name: 'Otto Offline' })
    await backend.signInBeforeLoad(member)
    await openResources(page)
    await page.route(
      (url) => url.pathname === '/rest/v1/resources',
      (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()),
    )
    await openDialog(page, 'External Link')
    await dialog(page).getByLabel('Title').fill('Kept title')
    await dialog(page).getByLabel('Link URL').fill('https://example.org/kept')
    await submit(page).click()
    await expect(toastWith(page, 'Resource not added')).toContainText('Nexus could not reach the server.')
    await expect(dialog(page).getByLabel('Title')).toHaveValue('Kept title')
    await expect(dialog(page).getByLabel('Link URL')).toHaveValue('https://example.org/kept')
    expect((await stored(member.id)).rows).toEqual([])
    // The aborted request is the one error the browser logged.
    const aborted = consoleErrors.findIndex((text) => text.includes('ERR_INTERNET_DISCONNECTED'))
    if (aborted >= 0) consoleErrors.splice(aborted, 1)

    await page.unroute((url) => url.pathname === '/rest/v1/resources')
  })

  test('the member’s resources pass axe in three themes', async ({ page, backend }) => {
    const member = await signUp({ name: 'Ada Axe' })
    await backend.signInBeforeLoad(member)
    await sql(
      `insert into public.resources (user_id, kind, title, description, url) values ($1, 'link', 'A calm place', 'Breathing notes', 'https://example.org/calm')`,
      [member.id],
    )
    for (const theme of ['dark', 'light', 'void']) {
      await page.goto('/resources')
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await openResources(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(card(page, 'A calm place')).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })
})
