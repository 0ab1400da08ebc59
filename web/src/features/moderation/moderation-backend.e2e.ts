import type { Page } from '@playwright/test'
import { nodeClient, type TestUser } from '../../../e2e/backend-auth'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * /moderation against the real local backend (issue 41): only moderators and administrators get
 * it (and the 'Moderation' link); a report of an anonymous post appears in the moderator's queue
 * live, the case names nobody, and 'Suspend the author' restricts whoever wrote it at once; the
 * moderator who acted cannot decide the author's appeal, an administrator overturns it.
 */

const live = { timeout: 15_000 }
const ROOM = 'anonymous-confessions'
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A Node client signed in as `user`. */
async function clientOf(user: TestUser) {
  const client = nodeClient()
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`)
  return client
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

test.describe('moderation screen', () => {
  test.describe.configure({ timeout: 120_000 })

  test("a member without a role gets the not-found page at /moderation, and no 'Moderation' link", async ({
    page,
    backend,
  }) => {
    const member = await signUp({ name: 'Mia Member' })
    await backend.signInBeforeLoad(member)
    await page.goto('/dashboard')
    await expect(navigation(page).getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
    await page.goto('/moderation')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await page.goto('/dashboard')
    await expect(navigation(page).getByRole('link', { name: 'Notifications' })).toBeVisible()
    await expect(navigation(page).getByRole('link', { name: 'Moderation' })).toHaveCount(0)
  })

  test('a report of an anonymous post appears live; the moderator suspends the author unnamed; an administrator overturns the appeal', async ({
    page,
    backend,
    browser,
  }) => {
    const [mo, ann, rex] = await Promise.all([
      signUp({ name: 'Mo Moderator' }),
      signUp({ name: 'Ann Anonymous' }),
      signUp({ name: 'Rex Reporter' }),
    ])
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'moderator')`, [mo.id])
    const [annDb, rexDb] = await Promise.all([clientOf(ann), clientOf(rex)])
    for (const client of [annDb, rexDb]) {
      const { error } = await client.rpc('join_room', { p_room_slug: ROOM })
      expect(error).toBeNull()
    }
    const text = unique('Everyone here is pathetic')
    const posted = await annDb
      .from('posts')
      .insert({ room_slug: ROOM, author_id: ann.id, body: text })
      .select('id')
      .single()
    expect(posted.error).toBeNull()
    const postId = (posted.data as { id: string }).id

    await backend.signInBeforeLoad(mo)
    await page.goto('/dashboard')
    await navigation(page).getByRole('link', { name: 'Moderation' }).click()
    await expect(page).toHaveURL(/\/moderation$/)
    await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible()
    const queue = page.getByRole('region', { name: 'Open cases' })
    await expect(queue.getByText('Loading the queue...')).toHaveCount(0, live)

    const report = await rexDb.rpc('submit_report', {
      target_type: 'post',
      target_id: postId,
      reason: 'harassment',
      note: 'Insults everyone',
    })
    expect(report.error).toBeNull()
    const row = queue.getByRole('link').filter({ hasText: text })
    await expect(row).toBeVisible(live)
    await expect(row).toContainText('Anonymous author')
    await expect(row).toContainText('Harassment or bullying')
    await expect(row).not.toContainText('Ann Anonymous')

    await row.click()
    const view = page.getByTestId('case-view')
    await expect(view.getByTestId('case-snapshot')).toContainText(text)
    await expect(view).toContainText('Rex Reporter')
    await expect(view).toContainText('Insults everyone')
    await expect(view).not.toContainText('Ann Anonymous')
    await expectNoSeriousA11yViolations(page)

    const form = view.getByRole('form', { name: 'Take action' })
    await form.getByRole('radio', { name: 'Suspend the author' }).check()
    await form.getByRole('combobox', { name: 'Rule of the guidelines' }).click()
    await page.getByRole('option', { name: 'Harassment, threats and personal attacks.' }).click()
    await form.getByRole('combobox', { name: 'Duration' }).click()
    await page.getByRole('option', { name: 'Until lifted' }).click()
    await form.getByLabel('Reason written to the member').fill('Insulting other members in Anonymous Confessions.')
    await form.getByRole('button', { name: 'Suspend the author' }).click()
    await expect(toastWith(page, 'Author suspended')).toBeVisible(live)
    await expect(view.getByTestId('case-status')).toHaveText('Action taken', live)
    await expect(row).toHaveCount(0, live)

    const restrictions = await sql<{ kind: string; ends_at: Date | null }>(
      'select kind, ends_at from public.member_restrictions where user_id = $1',
      [ann.id],
    )
    expect(restrictions).toEqual([{ kind: 'suspend', ends_at: null }])
    const refused = await annDb.from('posts').insert({ room_slug: ROOM, author_id: ann.id, body: unique('Still here') })
    expect(refused.error?.message).toContain('suspended')

    // The author appeals; the moderator who acted cannot decide it, an administrator overturns it.
    const statements = await annDb.rpc('my_statements')
    const statement = (statements.data as { id: string; action: string }[]).find((s) => s.action === 'suspend')!
    const appealText = unique('I was quoting a song, please look again')
    const appealed = await annDb.rpc('appeal_action', { action_id: statement.id, body: appealText })
    expect(appealed.error).toBeNull()
    await page.getByRole('tab', { name: 'Appeals' }).click()
    const mine = page.getByRole('list', { name: 'Appeals' }).getByRole('article').filter({ hasText: appealText })
    await expect(mine).toContainText('You took this action, so another moderator decides its appeal.', live)
    await expect(mine.getByRole('button', { name: 'Decide' })).toBeDisabled()

    const ada = await signUp({ name: 'Ada Admin' })
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [ada.id])
    const admin = await otherBrowser(browser, ada)
    await admin.page.goto('/moderation?tab=appeals')
    const theirs = admin.page
      .getByRole('list', { name: 'Appeals' })
      .getByRole('article')
      .filter({ hasText: appealText })
    await expect(theirs).toContainText('Appeal of: Suspend', live)
    await theirs.getByRole('radio', { name: 'Overturn: reverse the action' }).check()
    await theirs.getByLabel('Reason written to the member').fill('A quotation, not an insult.')
    await theirs.getByRole('button', { name: 'Decide' }).click()
    await expect(toastWith(admin.page, 'Appeal overturned')).toBeVisible(live)
    await expect(theirs).toContainText('Overturned', live)
    await closeOther(admin)
    const again = await annDb.from('posts').insert({ room_slug: ROOM, author_id: ann.id, body: unique('Back again') })
    expect(again.error).toBeNull()
  })

  test('an administrator makes a member found by name a moderator, who gets /moderation at once, and revokes it', async ({
    page,
    backend,
    browser,
  }) => {
    const surname = `Candidate${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`
    const [ada, nia] = await Promise.all([signUp({ name: 'Ada Admin' }), signUp({ name: `Nia ${surname}` })])
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [ada.id])
    const niaBrowser = await otherBrowser(browser, nia)
    await niaBrowser.page.goto('/moderation')
    await expect(niaBrowser.page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(live)

    await backend.signInBeforeLoad(ada)
    await page.goto('/moderation?tab=roles')
    await page.getByLabel('Find a member by name').fill(surname)
    const found = page.getByRole('list', { name: 'Members found' }).getByRole('listitem').filter({ hasText: surname })
    await found.getByRole('button', { name: 'Make moderator' }).click()
    await expect(toastWith(page, 'Moderator added')).toBeVisible(live)
    await expect(page.getByRole('region', { name: 'Moderators and administrators' })).toContainText(`Nia ${surname}`)
    expect(await sql('select role from public.user_roles where user_id = $1', [nia.id])).toEqual([
      { role: 'moderator' },
    ])

    // The next request counts: no new sign-in.
    await niaBrowser.page.goto('/moderation')
    await expect(niaBrowser.page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible(live)
    await expect(
      niaBrowser.page.getByRole('region', { name: 'Open cases' }).getByText('Loading the queue...'),
    ).toHaveCount(0, live)
    // She leaves the page before the role goes (an open page would read again and be refused: a 403 in her console).
    await niaBrowser.page.goto('/dashboard')
    await expect(niaBrowser.page.getByRole('heading', { level: 1 })).toBeVisible(live)

    await page.getByRole('button', { name: `Revoke moderator from Nia ${surname}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
    await expect(toastWith(page, 'Role revoked')).toBeVisible(live)
    await niaBrowser.page.goto('/moderation')
    await expect(niaBrowser.page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(live)
    await closeOther(niaBrowser)
  })

  for (const theme of ['light', 'dark', 'void'] as const) {
    test(`an administrator's /moderation (queue, appeals, log, roles) has no serious axe violation in the ${theme} theme`, async ({
      page,
      backend,
    }) => {
      const admin = await signUp({ name: 'Ada Admin' })
      await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [admin.id])
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await backend.signInBeforeLoad(admin)
      await page.goto('/moderation')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByRole('region', { name: 'Open cases' }).getByText('Loading the queue...')).toHaveCount(
        0,
        live,
      )
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
      for (const tab of ['Appeals', 'Log', 'Roles']) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible()
        await expect(page.getByRole('tabpanel', { name: tab }).getByRole('status', { name: /^Loading/ })).toHaveCount(
          0,
          live,
        )
        await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
      }
    })
  }
})
