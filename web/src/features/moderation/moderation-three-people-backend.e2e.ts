import type { Page } from '@playwright/test'
import { seeded } from '../../../e2e/backend-auth'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * Moderation of an anonymous post with the people it concerns, each in their own browser and
 * every step through the screens (issue 41), against the real local backend: a member reports an
 * anonymous confession from the room; the moderator, with /moderation open, sees the case arrive
 * live, reads it without learning who wrote it, and suspends the author; the author reads the
 * statement of reasons (notification, then Settings → Account → Account standing), finds the
 * composer closed with the suspension's message, and appeals; the moderator who acted cannot
 * decide the appeal, the seed's administrator overturns it; the author is told and can post again;
 * the reporter's report goes from 'Open' to 'Action taken' in Settings → Support.
 */

const live = { timeout: 15_000 }
const ROOM = 'anonymous-confessions'
/** A tag unique to this run, so parallel runs in the shared database never match each other's data. */
const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })
const feed = (page: Page) => page.getByRole('feed')
const postWith = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text })
const recent = (page: Page) => page.getByRole('list', { name: 'Recent Notifications' }).getByRole('listitem')
const standing = (page: Page) => page.getByRole('region', { name: 'Account standing' })

/**
 * Opens the anonymous room and waits until its posts have loaded and its live channel is joined
 * (the members list shows the member online, as 'Anonymous').
 */
async function openConfessions(page: Page): Promise<void> {
  await page.goto(`/rooms/${ROOM}`)
  await expect(page.getByRole('status', { name: 'Loading messages...' })).toHaveCount(0, live)
  await expect(
    page.getByRole('complementary', { name: 'Room Members' }).getByRole('region', { name: /^Online - / }),
  ).toContainText('Anonymous', live)
}

test.describe('moderation with the people it concerns', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a reported anonymous confession: the moderator suspends its author unnamed, the author appeals, the administrator overturns, the reporter sees the status', async ({
    page,
    backend,
    browser,
  }) => {
    const tag = uniqueTag()
    const [mo, ann, rex] = await Promise.all([
      signUp({ name: `Mo Moderator ${tag}` }),
      signUp({ name: `Ann Writer ${tag}` }),
      signUp({ name: `Rex Reporter ${tag}` }),
    ])
    // The test's database helper grants the role, as an administrator does under Moderation → Roles.
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'moderator')`, [mo.id])

    const author = await otherBrowser(browser, ann)
    const reporter = await otherBrowser(browser, rex)
    let admin: Awaited<ReturnType<typeof otherBrowser>> | undefined
    try {
      // The author confesses in the anonymous room.
      const text = `Everyone in this room is pathetic ${tag}`
      await openConfessions(author.page)
      await author.page.getByRole('textbox', { name: 'Message' }).fill(text)
      await author.page.keyboard.press('Enter')
      await expect(postWith(author.page, text)).toContainText('Anonymous', live)

      // The moderator has the queue open.
      await backend.signInBeforeLoad(mo)
      await page.goto('/dashboard')
      await navigation(page).getByRole('link', { name: 'Moderation' }).click()
      await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible()
      const queue = page.getByRole('region', { name: 'Open cases' })
      await expect(queue.getByText('Loading the queue...')).toHaveCount(0, live)
      const row = queue.getByRole('link').filter({ hasText: text })
      await expect(row).toHaveCount(0)

      // The reporter reports the confession from the room, by its 'Report' button.
      await openConfessions(reporter.page)
      const confession = postWith(reporter.page, text)
      await expect(confession).toContainText('Anonymous', live)
      await confession.getByRole('button', { name: 'Report the post by Anonymous' }).click()
      const dialog = reporter.page.getByRole('dialog', { name: 'Report' })
      await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check()
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Insults everyone who posts here.')
      await dialog.getByRole('button', { name: 'Send report' }).click()
      await expect(toastWith(reporter.page, 'Report sent')).toBeVisible(live)
      await expect(dialog).toHaveCount(0)
      await reporter.page.goto('/settings/support')
      const myReport = reporter.page.getByRole('list', { name: 'Your reports' }).getByRole('listitem')
      await expect(myReport).toHaveCount(1, live)
      await expect(myReport).toContainText('A post or reply: Harassment or bullying')
      await expect(myReport).toContainText('Status: Open')

      // The case arrives in the moderator's queue without a reload, and names nobody as its author.
      await expect(row).toBeVisible(live)
      await expect(row).toContainText('Anonymous author')
      await expect(row).toContainText('Harassment or bullying')
      await row.click()
      const view = page.getByTestId('case-view')
      await expect(view.getByTestId('case-snapshot')).toContainText(text)
      await expect(view).toContainText('Anonymous author')
      await expect(view).toContainText('Insults everyone who posts here.')
      await expect(view).toContainText(rex.name)
      await expect(page.locator('body')).not.toContainText(ann.name)
      await expect(page.locator('body')).not.toContainText(ann.email)

      const form = view.getByRole('form', { name: 'Take action' })
      await form.getByRole('radio', { name: 'Suspend the author' }).check()
      await form.getByRole('combobox', { name: 'Rule of the guidelines' }).click()
      await page.getByRole('option', { name: 'Harassment, threats and personal attacks.' }).click()
      await form.getByRole('combobox', { name: 'Duration' }).click()
      await page.getByRole('option', { name: 'Until lifted' }).click()
      const reason = 'You insulted other members in Anonymous Confessions.'
      await form.getByLabel('Reason written to the member').fill(reason)
      await form.getByRole('button', { name: 'Suspend the author' }).click()
      await expect(toastWith(page, 'Author suspended')).toBeVisible(live)
      await expect(view.getByTestId('case-status')).toHaveText('Action taken', live)
      await expect(row).toHaveCount(0, live)
      await expect(page.locator('body')).not.toContainText(ann.name)

      // The author is told why: a notification, then Account standing.
      await navigation(author.page).getByRole('link', { name: 'Notifications' }).click()
      const notice = recent(author.page).filter({ hasText: 'Your account is suspended until a moderator lifts it' })
      await expect(notice).toHaveCount(1, live)
      await expect(notice).toContainText(reason)
      await expect(notice).toContainText(text)
      await expect(notice).not.toContainText(rex.name)
      await notice.getByRole('link', { name: 'Account standing' }).click()
      await expect(author.page).toHaveURL(/\/settings\/account#account-standing$/)
      await expect(standing(author.page).getByTestId('restriction-notice')).toHaveText(
        'Your account is suspended until a moderator lifts it.',
        live,
      )
      const statement = standing(author.page).getByRole('article', { name: 'Your account was suspended' })
      await expect(statement).toContainText('Harassment, threats and personal attacks.')
      await expect(statement).toContainText(reason)
      await expect(statement).toContainText('Until a moderator lifts it')
      await expect(standing(author.page)).not.toContainText(rex.name)

      // The author cannot post: the composer is closed with the suspension's message.
      await openConfessions(author.page)
      await expect(author.page.getByTestId('restricted-notice')).toHaveText(
        'Your account is suspended until a moderator lifts it.',
        live,
      )
      await expect(author.page.getByRole('textbox', { name: 'Message' })).toBeDisabled()
      await expect(author.page.getByRole('button', { name: 'Send message' })).toBeDisabled()

      // The author appeals from Account standing.
      await author.page.goto('/settings/account#account-standing')
      const appealText = `I was quoting a song, please look again ${tag}`
      await statement.getByRole('button', { name: 'Appeal: Your account was suspended' }).click()
      const appeal = author.page.getByRole('dialog', { name: 'Appeal' })
      await appeal.getByRole('textbox', { name: 'Your appeal' }).fill(appealText)
      await appeal.getByRole('button', { name: 'Send appeal' }).click()
      await expect(toastWith(author.page, 'Appeal sent')).toBeVisible(live)
      await expect(statement.getByText('Appeal pending')).toBeVisible(live)
      await expect(statement.getByRole('button', { name: /^Appeal/ })).toHaveCount(0)

      // The moderator who acted cannot decide it.
      await page.getByRole('tab', { name: 'Appeals' }).click()
      const theirAppeal = page
        .getByRole('list', { name: 'Appeals' })
        .getByRole('article')
        .filter({ hasText: appealText })
      await expect(theirAppeal).toContainText('You took this action, so another moderator decides its appeal.', live)
      await expect(theirAppeal.getByRole('button', { name: 'Decide' })).toBeDisabled()

      // The administrator decides it from Moderation → Appeals.
      admin = await otherBrowser(browser, seeded.admin)
      await admin.page.goto('/dashboard')
      await navigation(admin.page).getByRole('link', { name: 'Moderation' }).click()
      await expect(admin.page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible(live)
      await admin.page.getByRole('tab', { name: 'Appeals' }).click()
      const toDecide = admin.page
        .getByRole('list', { name: 'Appeals' })
        .getByRole('article')
        .filter({ hasText: appealText })
      await expect(toDecide).toContainText('Appeal of: Suspend', live)
      await expect(admin.page.locator('body')).not.toContainText(ann.name)
      await toDecide.getByRole('radio', { name: 'Overturn: reverse the action' }).check()
      await toDecide.getByLabel('Reason written to the member').fill('A quotation, not an insult.')
      await toDecide.getByRole('button', { name: 'Decide' }).click()
      await expect(toastWith(admin.page, 'Appeal overturned')).toBeVisible(live)
      await expect(toDecide).toContainText('Overturned', live)

      // The author is told the outcome, and can post again.
      await navigation(author.page).getByRole('link', { name: 'Notifications' }).click()
      const outcome = recent(author.page).filter({ hasText: 'Your appeal was decided: the decision was reversed' })
      await expect(outcome).toHaveCount(1, live)
      await expect(outcome).toContainText('A quotation, not an insult.')
      await outcome.getByRole('link', { name: 'Account standing' }).click()
      await expect(statement.getByText('Appeal accepted: the action was reversed')).toBeVisible(live)
      await expect(standing(author.page).getByTestId('restriction-notice')).toHaveCount(0)
      await openConfessions(author.page)
      await expect(author.page.getByTestId('restricted-notice')).toHaveCount(0)
      await expect(author.page.getByRole('textbox', { name: 'Message' })).toBeEnabled()

      // The reporter sees the status of their report change, and nothing more of the outcome.
      await reporter.page.reload()
      await expect(myReport).toHaveCount(1, live)
      await expect(myReport).toContainText('Status: Action taken', live)
      await expect(myReport).not.toContainText(ann.name)
    } finally {
      if (admin) await closeOther(admin)
      await closeOther(reporter)
      await closeOther(author)
    }
  })
})
