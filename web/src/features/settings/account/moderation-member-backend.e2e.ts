import type { Page } from '@playwright/test'
import { nodeClient, seeded, type TestUser } from '../../../../e2e/backend-auth'
import { sql } from '../../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../../e2e/backend'

/**
 * The member's side of moderation (issue 41) against the real local backend: a member reports a
 * post from the room and follows the report's status in Settings → Support; its author reads the
 * statements of reasons in Settings → Account, is told that and until when they are muted (the
 * composer is disabled), sees their hidden post with a notice while others see 'Hidden by a
 * moderator', and appeals once. A post whose words suggest its author may be at risk is sent, and
 * its author sees the help card.
 */

const live = { timeout: 15_000 }
const feed = (page: Page) => page.getByRole('feed')
const postWith = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text })
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Calls the database function `fn` as `user` (signed in with their password), as the app would. */
async function rpcAs<T>(user: TestUser, fn: string, args: Record<string, unknown>): Promise<T> {
  const client = nodeClient()
  const { error: signInError } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signInError) throw new Error(`sign-in of ${user.email} failed: ${signInError.message}`)
  const { data, error } = await client.rpc(fn, args)
  await client.auth.signOut()
  if (error) throw new Error(`${fn} as ${user.email} failed: ${error.message}`)
  return data as T
}

/** Opens room `slug` and waits until its feed has loaded. */
async function openRoom(page: Page, slug: string): Promise<void> {
  await page.goto(`/rooms/${slug}`)
  await expect(page.getByRole('status', { name: 'Loading messages...' })).toHaveCount(0, live)
  await expect(feed(page)).toBeVisible(live)
}

test.describe('moderation, as a member sees it', () => {
  test.describe.configure({ timeout: 150_000 })

  test('a member reports a post; its author reads why it was hidden, is muted until a time, and appeals', async ({
    page,
    backend,
    browser,
  }) => {
    const [author, reporter] = await Promise.all([signUp({ name: 'Riley Author' }), signUp({ name: 'Sam Reporter' })])
    const text = unique('Cheap followers at example dot com')
    const [inserted] = await sql<{ id: string }>(
      `insert into public.posts (room_slug, author_id, body) values ('lounge', $1, $2) returning id`,
      [author.id, text],
    )
    const postId = inserted!.id

    // The reporter reports the post from the room, by its 'Report' button.
    await backend.signInBeforeLoad(reporter)
    await openRoom(page, 'lounge')
    await postWith(page, text).getByRole('button', { name: 'Report the post by Riley Author' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report' })
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.')
    await dialog.getByRole('radio', { name: 'Spam' }).check()
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('The same link in every room.')
    await expect(dialog.getByText('28 / 1,000 characters')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // The dialog, filled in, in the dark and void themes too.
    for (const theme of ['dark', 'void']) {
      await page.keyboard.press('Escape')
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await openRoom(page, 'lounge')
      await postWith(page, text).getByRole('button', { name: 'Report the post by Riley Author' }).click()
      await dialog.getByRole('radio', { name: 'Spam' }).check()
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('The same link in every room.')
      await expectNoSeriousA11yViolations(page, { coloursOnly: true })
    }
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(toastWith(page, 'Report sent')).toBeVisible()
    await expect(dialog).toHaveCount(0)

    // And the author's profile, from their member card.
    await postWith(page, text).getByRole('button', { name: 'Riley Author', exact: true }).click()
    const card = page.getByRole('dialog', { name: 'Riley Author' })
    await card.getByRole('button', { name: "Report Riley Author's profile" }).click()
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(toastWith(page, 'Report sent')).toBeVisible()
    await expect(card.getByRole('button', { name: "Report Riley Author's profile" })).toBeFocused()
    await page.keyboard.press('Escape')

    await page.goto('/settings/support')
    const reports = page.getByRole('list', { name: 'Your reports' }).getByRole('listitem')
    await expect(reports).toHaveCount(2, live)
    await expect(reports.nth(0)).toContainText('A profile: Harassment or bullying')
    await expect(reports.nth(1)).toContainText('A post or reply: Spam')
    await expect(reports.nth(1)).toContainText('Status: Open')

    // A moderator (the seed's administrator) hides the post, and mutes its author on a second report.
    const [reported] = await sql<{ case_id: string }>(
      `select r.case_id from public.reports r join public.moderation_cases c on c.id = r.case_id
        where r.reporter_id = $1 and c.target_id = $2`,
      [reporter.id, postId],
    )
    const postCase = reported!.case_id
    await rpcAs(seeded.admin, 'moderate_case', {
      case_id: postCase,
      action: 'hide',
      rule: 'spam',
      reason: 'Advertising is not allowed in the rooms.',
    })
    const [profileReport] = await sql<{ case_id: string }>(
      `select r.case_id from public.reports r join public.moderation_cases c on c.id = r.case_id
        where r.reporter_id = $1 and c.target_type = 'profile' and c.target_id = $2`,
      [reporter.id, author.id],
    )
    const profileCase = profileReport!.case_id
    await rpcAs(seeded.admin, 'moderate_case', {
      case_id: profileCase,
      action: 'mute',
      rule: 'harassment',
      reason: 'You kept writing to a member who asked you to stop.',
      until: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    })

    // The reporter learns only the status; the post is hidden from them.
    await page.reload()
    await expect(page.getByRole('list', { name: 'Your reports' }).getByRole('listitem')).toContainText(
      ['Status: Action taken', 'Status: Action taken'],
      live,
    )
    await openRoom(page, 'lounge')
    await expect(feed(page).getByText(text)).toHaveCount(0)

    // The author reads the statements, sees the mute's end, cannot post, and appeals the hide once.
    const authors = await otherBrowser(browser, author)
    try {
      await authors.page.goto('/settings/account')
      const standing = authors.page.getByRole('region', { name: 'Account standing' })
      await expect(standing.getByTestId('restriction-notice')).toContainText('You are muted until', live)
      const hidden = standing.getByRole('article', { name: 'Your post was hidden' })
      await expect(hidden).toContainText(text)
      await expect(hidden).toContainText('Spam, advertising, fundraising and recruitment')
      await expect(hidden).toContainText('Advertising is not allowed in the rooms.')
      await expect(hidden).toContainText('A moderator')
      const muted = standing.getByRole('article', { name: 'You were muted' })
      await expect(muted).toContainText('How long')
      await expect(standing).not.toContainText('Sam Reporter')
      await expectNoSeriousA11yViolations(authors.page)

      await hidden.getByRole('button', { name: 'Appeal: Your post was hidden' }).click()
      const appeal = authors.page.getByRole('dialog', { name: 'Appeal' })
      await appeal.getByRole('textbox', { name: 'Your appeal' }).fill('It was a link to a charity I volunteer for.')
      await appeal.getByRole('button', { name: 'Send appeal' }).click()
      await expect(toastWith(authors.page, 'Appeal sent')).toBeVisible()
      await expect(hidden.getByText('Appeal pending')).toBeVisible(live)
      await expect(hidden.getByRole('button', { name: /^Appeal/ })).toHaveCount(0)

      await openRoom(authors.page, 'lounge')
      await expect(authors.page.getByTestId('restricted-notice')).toContainText('You are muted until')
      await expect(authors.page.getByRole('textbox', { name: 'Message' })).toBeDisabled()
      await expect(postWith(authors.page, text)).toContainText('Hidden by a moderator: others cannot see this')
    } finally {
      await closeOther(authors)
    }
  })

  test('a post suggesting its author may be at risk is sent, and its author sees the help card', async ({
    page,
    backend,
  }) => {
    const member = await signUp({ name: 'Kai Care' })
    await backend.signInBeforeLoad(member)
    await openRoom(page, 'lounge')
    const text = unique('Some days I want to die')
    await page.getByRole('textbox', { name: 'Message' }).fill(text)
    await page.keyboard.press('Enter')
    await expect(postWith(page, text)).toBeVisible(live)
    const card = page.getByRole('region', { name: 'Help is available now' })
    await expect(card).toContainText('988 (United States)')
    await expect(card).toContainText('116 123 (United Kingdom and Ireland')
    await expect(card.getByRole('link', { name: /Find a crisis line/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    )
    await expectNoSeriousA11yViolations(page)
  })

  test("another member's 'Someone may be at risk' report brings the author a care notice with help", async ({
    page,
    backend,
  }) => {
    const [member, friend] = await Promise.all([signUp({ name: 'Ash Author' }), signUp({ name: 'Lee Lookout' })])
    const [own] = await sql<{ id: string }>(
      `insert into public.posts (room_slug, author_id, body) values ('lounge', $1, $2) returning id`,
      [member.id, unique('I have not slept in days')],
    )
    await rpcAs(friend, 'join_room', { p_room_slug: 'lounge' })
    await rpcAs(friend, 'submit_report', { target_type: 'post', target_id: own!.id, reason: 'at_risk', note: null })
    await backend.signInBeforeLoad(member)
    await page.goto('/notifications')
    const help = page.getByRole('listitem').filter({ hasText: 'Help is available now' })
    await expect(help).toHaveCount(1, live)
    await expect(help).toContainText('988')
    await expect(help.getByRole('link', { name: /Find a crisis line/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    )
    await expect(page.getByRole('list', { name: 'Recent Notifications' })).not.toContainText('Lee Lookout')
  })

  test("'Message Moderators' opens a case; the moderators' answer shows under it", async ({ page, backend }) => {
    const member = await signUp({ name: 'Mo Writer' })
    await backend.signInBeforeLoad(member)
    await page.goto('/settings/support')
    await page.getByRole('button', { name: 'Message Moderators' }).click()
    const dialog = page.getByRole('dialog', { name: 'Message Moderators' })
    await dialog.getByLabel('Subject', { exact: true }).fill('Someone follows me between rooms')
    await dialog.getByLabel('Message', { exact: true }).fill('They reply to every post I write.')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(toastWith(page, 'Message sent to the moderators')).toBeVisible()
    const cases = page.getByRole('region', { name: 'Your messages to the moderators' })
    await expect(cases).toContainText('Someone follows me between rooms', live)
    await expect(cases).toContainText('Status: Open')

    const [contact] = await sql<{ id: string }>(
      `select id from public.moderation_cases where kind = 'contact' and subject_id = $1`,
      [member.id],
    )
    await rpcAs(seeded.admin, 'answer_case', { case_id: contact!.id, body: 'Thank you. We are looking at it now.' })
    await page.reload()
    await expect(cases).toContainText('Moderators', live)
    await expect(cases).toContainText('Thank you. We are looking at it now.')
  })

  test("a member reports a friend's direct message from their chat, and its status shows in Support", async ({
    page,
    backend,
  }) => {
    const [me, friend] = await Promise.all([signUp({ name: 'Dee Reporter' }), signUp({ name: 'Flo Friend' })])
    await sql(`insert into public.friendships (requester_id, addressee_id, status) values ($1, $2, 'accepted')`, [
      me.id,
      friend.id,
    ])
    const text = unique('You will regret ignoring me')
    await sql(
      `insert into public.direct_messages (id, sender_id, recipient_id, body) values (gen_random_uuid(), $1, $2, $3)`,
      [friend.id, me.id, text],
    )
    await backend.signInBeforeLoad(me)
    await page.goto(`/friends/${friend.id}`)
    const log = page.getByRole('log', { name: 'Messages with Flo Friend' })
    await expect(log).toContainText(text, live)
    await log.getByRole('button', { name: /^Report the message from Flo Friend/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Report' })
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(toastWith(page, 'Report sent')).toBeVisible()
    expect(
      await sql<{ target_type: string; reason: string }>(
        `select c.target_type, r.reason from public.reports r join public.moderation_cases c on c.id = r.case_id
          where r.reporter_id = $1`,
        [me.id],
      ),
    ).toEqual([{ target_type: 'message', reason: 'harassment' }])
    await page.goto('/settings/support')
    await expect(page.getByRole('list', { name: 'Your reports' })).toContainText(
      'A message: Harassment or bullying',
      live,
    )
  })
})
