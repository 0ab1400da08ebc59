import { sql } from './backend-db'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from './backend'

/**
 * Moving in: a guest's own journal entry and PDF, kept in this browser before they had an
 * account, are offered once on their first sign-in and brought into the account (rows and the
 * PDF in Storage); a repeat changes nothing.
 */

const ENTRY_ID = '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b'
const PDF_ID = 'res-9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'

test('a guest entry and PDF are offered once at the first sign-in and brought into the new account', async ({
  page,
  backend,
}) => {
  const member = await signUp({ name: 'Gia Guest' })
  // The guest's own data, as the guest build keeps it in this browser (samples are never offered).
  await page.goto('/auth')
  await page.evaluate(
    async ({ entryId, pdfId }) => {
      localStorage.setItem(
        'nexus:journal',
        JSON.stringify({
          state: {
            entries: [
              {
                id: entryId,
                title: 'Written before I joined',
                date: '2026-11-20',
                prompt: 'No prompt used',
                content: 'Kept in the browser.',
                tags: ['guest'],
                favorite: true,
              },
            ],
          },
          version: 1,
        }),
      )
      localStorage.setItem(
        'nexus:resources',
        JSON.stringify({
          state: {
            resources: [
              {
                kind: 'pdf',
                id: pdfId,
                title: 'My reading list',
                description: '',
                fileName: 'reading.pdf',
                dateAdded: '2026-11-20',
              },
            ],
          },
          version: 1,
        }),
      )
      const bytes = new TextEncoder().encode('%PDF-1.4\n% a guest PDF\n%%EOF\n')
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite')
          tx.objectStore('keyval').put(bytes.buffer, `nexus:resource-file:${pdfId}`)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      })
    },
    { entryId: ENTRY_ID, pdfId: PDF_ID },
  )

  await backend.signInBeforeLoad(member)
  await page.goto('/dashboard')
  const offer = page.getByRole('alertdialog', { name: 'Bring your guest data along?' })
  await expect(offer).toContainText('1 journal entry and 1 resource', { timeout: 15_000 })
  await expectNoSeriousA11yViolations(page)
  await offer.getByRole('button', { name: 'Bring them in' }).click()
  await expect(toastWith(page, 'Brought into your account')).toContainText('1 journal entry and 1 resource', {
    timeout: 15_000,
  })
  await expect(offer).toBeHidden()

  const resourceId = PDF_ID.replace(/^res-/, '')
  expect(
    await sql(`select id, title, tags, favorite from public.journal_entries where user_id = $1`, [member.id]),
  ).toEqual([{ id: ENTRY_ID, title: 'Written before I joined', tags: ['guest'], favorite: true }])
  expect(await sql(`select id, kind, file_name from public.resources where user_id = $1`, [member.id])).toEqual([
    { id: resourceId, kind: 'pdf', file_name: 'reading.pdf' },
  ])
  expect(
    await sql(`select name from storage.objects where bucket_id = 'resources' and owner_id = $1`, [member.id]),
  ).toEqual([{ name: `${member.id}/${resourceId}.pdf` }])

  // Offered once: a reload asks nothing, and the entry and PDF are the account's now.
  await page.reload()
  await page.goto('/journals')
  await expect(page.getByRole('article', { name: 'Written before I joined', exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expect(offer).toHaveCount(0)
  await page.goto('/resources')
  await expect(page.getByRole('heading', { name: 'My reading list' })).toBeVisible({ timeout: 15_000 })
})
