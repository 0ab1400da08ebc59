import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { forgetDroppedRequests } from '../../../e2e/fixtures'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * The journal with a backend: a member's entries are their rows of `journal_entries` (own rows
 * only, under RLS), so they follow the member to another browser and survive a reload; the
 * guest's sample entries are not theirs.
 */

const list = (page: Page) => page.getByRole('list', { name: 'Journal entries' })
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })
const entryDialog = (page: Page, name: 'New Entry' | 'Edit Entry') => page.getByRole('dialog', { name })
const emptyJournal = (page: Page) => page.getByText('Start writing your thoughts to see them here')
/** Reading the journal from the server, on a machine busy with the backend's processes too. */
const loaded = { timeout: 15_000 }

interface StoredEntry {
  title: string
  body: string
  prompt: string | null
  tags: string[]
  favorite: boolean
}

const entriesOf = (userId: string) =>
  sql<StoredEntry>(
    `select title, body, prompt, tags, favorite from public.journal_entries where user_id = $1 order by created_at`,
    [userId],
  )

test.describe('journal with a backend', () => {
  test.describe.configure({ timeout: 120_000 })

  test("a member's entry and favourite follow them to another browser; edit and delete reach the database; a reload keeps everything", async ({
    page,
    backend,
    browser,
  }) => {
    const ana = await signUp({ name: 'Ana Journal' })
    await backend.signInBeforeLoad(ana)
    await page.goto('/journals')
    // A member's journal starts empty: the guest's samples are not theirs.
    await expect(emptyJournal(page)).toBeVisible(loaded)

    await page.getByRole('button', { name: 'New Entry' }).click()
    const dialog = entryDialog(page, 'New Entry')
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Harbour at dawn')
    await dialog.getByRole('textbox', { name: 'Your Thoughts' }).fill('Gulls, cold air.\nA quiet start.')
    const tags = dialog.getByRole('textbox', { name: 'Tags' })
    await tags.fill('morning')
    await tags.press('Enter')
    await dialog.getByRole('button', { name: 'Save Entry' }).click()
    await expect(toastWith(page, 'Journal entry saved')).toBeVisible()
    await expect(dialog).toBeHidden()
    await card(page, 'Harbour at dawn').getByRole('button', { name: 'Favourite Harbour at dawn' }).click()
    await expect(card(page, 'Harbour at dawn').getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect
      .poll(() => entriesOf(ana.id))
      .toEqual([
        {
          title: 'Harbour at dawn',
          body: 'Gulls, cold air.\nA quiet start.',
          prompt: expect.any(String),
          tags: ['morning'],
          favorite: true,
        },
      ])

    // Another browser signed in as Ana finds the entry, favourite and all.
    const other = await otherBrowser(browser, ana)
    await other.page.goto('/journals')
    await expect(card(other.page, 'Harbour at dawn')).toContainText('#morning', loaded)
    await expect(
      card(other.page, 'Harbour at dawn').getByRole('button', { name: 'Favourite Harbour at dawn' }),
    ).toHaveAttribute('aria-pressed', 'true')
    // Search works on the member's entries too.
    await other.page.getByRole('searchbox', { name: 'Search journal entries' }).fill('GULLS')
    await expect(list(other.page).getByRole('article')).toHaveCount(1)
    await closeOther(other)

    // Edit: the row changes.
    await page.getByRole('button', { name: 'Harbour at dawn', exact: true }).click()
    await page.getByRole('dialog', { name: 'Harbour at dawn' }).getByRole('button', { name: 'Edit Entry' }).click()
    const edit = entryDialog(page, 'Edit Entry')
    await edit.getByRole('textbox', { name: 'Title' }).fill('Harbour at first light')
    await edit.getByRole('button', { name: 'Save Entry' }).click()
    await expect(toastWith(page, 'Journal entry saved')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Harbour at first light' })).toBeVisible()
    await expect.poll(async () => (await entriesOf(ana.id)).map((e) => e.title)).toEqual(['Harbour at first light'])
    await page.getByRole('dialog', { name: 'Harbour at first light' }).getByRole('button', { name: 'Close' }).click()

    // A reload keeps everything.
    await page.reload()
    await expect(card(page, 'Harbour at first light')).toContainText('#morning', loaded)
    await expect(
      card(page, 'Harbour at first light').getByRole('button', { name: 'Favourite Harbour at first light' }),
    ).toHaveAttribute('aria-pressed', 'true')

    // Delete: the row goes, and stays gone after a reload.
    await page.getByRole('button', { name: 'Delete Harbour at first light' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Journal entry deleted')).toBeVisible()
    await expect.poll(() => entriesOf(ana.id)).toEqual([])
    await page.reload()
    await expect(emptyJournal(page)).toBeVisible(loaded)
  })

  test('a save while the network is down says so and keeps the dialog open with what was typed', async ({
    page,
    backend,
    consoleErrors,
  }) => {
    const ben = await signUp({ name: 'Ben Offline' })
    await backend.signInBeforeLoad(ben)
    await page.goto('/journals')
    await expect(emptyJournal(page)).toBeVisible(loaded)

    let cut = true
    await page.route(
      (url) => url.pathname === '/rest/v1/journal_entries',
      (route) => (cut && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()),
    )
    await page.getByRole('button', { name: 'New Entry' }).click()
    const dialog = entryDialog(page, 'New Entry')
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Written on a train')
    await dialog.getByRole('textbox', { name: 'Your Thoughts' }).fill('No signal in the tunnel.')
    await dialog.getByRole('button', { name: 'Save Entry' }).click()
    await expect(toastWith(page, 'Entry not saved')).toContainText('could not reach the server')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Written on a train')
    await expect(dialog.getByRole('textbox', { name: 'Your Thoughts' })).toHaveValue('No signal in the tunnel.')
    // The optimistic card is gone again, and nothing was stored.
    await expect(emptyJournal(page)).toBeAttached()
    expect(await entriesOf(ben.id)).toEqual([])

    // Back online, the same dialog saves it.
    cut = false
    await dialog.getByRole('button', { name: 'Save Entry' }).click()
    await expect(toastWith(page, 'Journal entry saved')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect.poll(async () => (await entriesOf(ben.id)).map((e) => e.title)).toEqual(['Written on a train'])
    // The refused request is logged by Chromium as a console error: that one is expected.
    forgetDroppedRequests(consoleErrors)
  })

  test('the journal has no serious accessibility violations in the three themes', async ({ page, backend }) => {
    const cleo = await signUp({ name: 'Cleo Theme' })
    await sql(
      `insert into public.journal_entries (user_id, title, body, prompt, tags, favorite) values ($1, $2, $3, $4, $5, true)`,
      [cleo.id, 'Quiet evening', 'Tea, a book, an early night.', 'What made today gentle?', ['calm']],
    )
    await backend.signInBeforeLoad(cleo)
    for (const theme of ['dark', 'light', 'void']) {
      await page.goto('/journals')
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(card(page, 'Quiet evening')).toContainText('#calm', loaded)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })

  test("Settings > Journals exports the member's entries from the server and 'Delete All' deletes them there", async ({
    page,
    backend,
  }) => {
    const [bea, other] = await Promise.all([signUp({ name: 'Bea Export' }), signUp({ name: 'Other Writer' })])
    await sql(
      `insert into public.journal_entries (user_id, title, body) values ($1, 'Kept on the server', 'Mine'), ($2, 'Not hers', 'Theirs')`,
      [bea.id, other.id],
    )
    await backend.signInBeforeLoad(bea)
    await page.goto('/settings/journals')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export Entries' }).click()
    const download = await downloading
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { entries: { title: string }[] }
    expect(exported.entries.map((entry) => entry.title)).toEqual(['Kept on the server'])

    await page.getByRole('button', { name: 'Delete All' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete All Entries' }).click()
    await expect(toastWith(page, 'Deletion confirmed')).toBeVisible(loaded)
    expect(await entriesOf(bea.id)).toEqual([])
    expect(await entriesOf(other.id)).toHaveLength(1)
    await page.goto('/journals')
    await expect(emptyJournal(page)).toBeVisible(loaded)
  })

  test('an imported entry whose id another account holds is added under a new id, and the toast says so', async ({
    page,
    backend,
  }) => {
    const [cal, other] = await Promise.all([signUp({ name: 'Cal Import' }), signUp({ name: 'Id Holder' })])
    const taken = crypto.randomUUID()
    await sql(`insert into public.journal_entries (id, user_id, title, body) values ($1, $2, 'Not his', 'Theirs')`, [
      taken,
      other.id,
    ])
    const entry = { date: '2025-03-04', prompt: 'No prompt used', content: 'Body', tags: [], favorite: false }
    const file = {
      format: 'nexus-journal',
      version: 1,
      exportedAt: new Date().toISOString(),
      entries: [
        { ...entry, id: taken, title: 'Same id as theirs' },
        { ...entry, id: crypto.randomUUID(), title: 'A fresh one' },
      ],
    }
    await backend.signInBeforeLoad(cal)
    await page.goto('/journals')
    await expect(emptyJournal(page)).toBeVisible(loaded)
    const importFile = async () => {
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Export / Import' }).click()
      await page.getByRole('menuitem', { name: 'Import JSON' }).click()
      await (
        await chooser
      ).setFiles({ name: 'journal.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
    }
    await importFile()
    await expect(toastWith(page, 'Journal imported')).toContainText(
      '2 entries added, 0 replaced. 1 entry got a new id, as another account uses its id.',
      loaded,
    )
    await expect(card(page, 'Same id as theirs')).toBeVisible(loaded)
    await expect(card(page, 'A fresh one')).toBeVisible()
    expect((await entriesOf(cal.id)).map((e) => e.title).sort()).toEqual(['A fresh one', 'Same id as theirs'])
    expect(await entriesOf(other.id)).toEqual([expect.objectContaining({ title: 'Not his', body: 'Theirs' })])

    // The same file again replaces both, the renamed one included: nothing is doubled.
    await importFile()
    await expect(toastWith(page, '0 entries added, 2 replaced.')).toContainText('Journal imported', loaded)
    expect(await entriesOf(cal.id)).toHaveLength(2)
  })
})
