import type { Page } from '@playwright/test'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith, type TestUser } from '../../../e2e/backend'

/**
 * Friends with a backend: members in separate browsers against the real local backend (friend
 * requests, notifications and one-to-one messages in the database under RLS, live through
 * Broadcast from the database on each member's own topic `user:<id>`).
 */

const live = { timeout: 15_000 }
const badge = (page: Page) => page.getByTestId('nav-unread-badge').first()
const messageLog = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` })
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message ${name}` })
const suggestion = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Suggested Connections' }).getByRole('listitem').filter({ hasText: name })

/** Puts `users` together in four open rooms, so each is among the others' first suggestions. */
async function shareRooms(...users: TestUser[]): Promise<void> {
  const rooms = await sql<{ slug: string }>(
    `select slug from public.rooms where not is_anonymous and slug <> 'inner-room' order by slug limit 4`,
  )
  for (const { slug } of rooms)
    for (const user of users)
      await sql(`insert into public.room_members (room_slug, user_id) values ($1, $2) on conflict do nothing`, [
        slug,
        user.id,
      ])
}

/** A unique text, so parallel tests in the shared database never match each other's messages. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe('friends with a backend', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a request, its acceptance and a chat both ways arrive live; a block refuses the next message; all is kept after a reload', async ({
    page,
    backend,
    browser,
    consoleErrors,
  }) => {
    const [ana, ben] = await Promise.all([signUp({ name: 'Ana Asker' }), signUp({ name: 'Ben Answer' })])
    await shareRooms(ana, ben)
    await backend.signInBeforeLoad(ana)
    const other = await otherBrowser(browser, ben)
    await other.page.goto('/friends')
    await expect(other.page.getByRole('heading', { name: 'My Friends' })).toBeVisible()
    await expect(badge(other.page)).toHaveCount(0)

    // Ana asks; Ben's badge goes up without a reload, and he accepts from his notifications.
    await page.goto('/friends')
    await suggestion(page, 'Ben Answer').getByRole('button', { name: 'Add Friend: Ben Answer' }).click()
    await expect(toastWith(page, 'Friend request sent')).toBeVisible()
    await expect(suggestion(page, 'Ben Answer')).toHaveCount(0)
    await expect(badge(other.page)).toHaveText('1', live)
    await expect(other.page.getByRole('list', { name: 'Friend Requests' })).toContainText('Ana Asker', live)
    await other.page
      .getByRole('link', { name: /^Notifications/ })
      .first()
      .click()
    const request = other.page.getByRole('listitem').filter({ hasText: 'Ana Asker sent you a friend request.' })
    await request.getByRole('button', { name: 'Accept' }).click()
    await expect(toastWith(other.page, 'Friend request accepted')).toBeVisible()
    await expect(badge(other.page)).toHaveCount(0)
    expect(
      await sql(`select status from public.friendships where requester_id = $1 and addressee_id = $2`, [
        ana.id,
        ben.id,
      ]),
    ).toEqual([{ status: 'accepted' }])

    // Ana sees the acceptance live: Ben is her friend, and her badge says so.
    await expect(page.getByRole('list', { name: 'My Friends' })).toContainText('Ben Answer', live)
    await expect(badge(page)).toHaveText('1', live)

    // They chat both ways, live; Ben has read Ana's message, so she sees 'Seen'.
    await page.getByRole('link', { name: 'Ben Answer' }).click()
    await other.page.goto(`/friends/${ana.id}`)
    const hello = unique('Hello Ben')
    await composer(page, 'Ben Answer').fill(hello)
    await page.keyboard.press('Enter')
    await expect(composer(page, 'Ben Answer')).toHaveValue('')
    await expect(messageLog(other.page, 'Ana Asker')).toContainText(hello, live)
    await expect(messageLog(page, 'Ben Answer').getByTestId('seen')).toBeVisible(live)
    const reply = unique('Hi Ana')
    await composer(other.page, 'Ana Asker').fill(reply)
    await other.page.keyboard.press('Enter')
    await expect(messageLog(page, 'Ben Answer')).toContainText(reply, live)
    expect(
      await sql(`select body from public.direct_messages where sender_id = $1 and recipient_id = $2`, [ben.id, ana.id]),
    ).toEqual([{ body: reply }])

    // Ben blocks Ana from her member card (her name in the chat header); her next message is
    // refused with a clear reason, and her text stays.
    await other.page.getByRole('heading', { level: 1 }).getByRole('button', { name: 'Ana Asker' }).click()
    const card = other.page.getByRole('dialog', { name: 'Ana Asker' })
    await card.getByRole('button', { name: 'Block Ana Asker' }).click()
    await expect(toastWith(other.page, 'User blocked')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Unblock Ana Asker' })).toBeVisible()
    await other.page.keyboard.press('Escape')
    await other.page.goto('/settings/privacy')
    await expect(other.page.getByRole('list', { name: 'Blocked users' })).toContainText('Ana Asker')
    const refused = unique('Are you there?')
    await composer(page, 'Ben Answer').fill(refused)
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'This member is not accepting your messages.')).toBeVisible()
    await expect(composer(page, 'Ben Answer')).toHaveValue(refused)
    // The browser itself logs the refused insert's response (400) as a console error: that one, and only it, is expected.
    const refusal = consoleErrors.findIndex((text) => text.includes('status of 400'))
    expect(refusal, 'the refused insert').toBeGreaterThanOrEqual(0)
    consoleErrors.splice(refusal, 1)
    await expect(messageLog(page, 'Ben Answer')).not.toContainText(refused)

    // A reload keeps the conversation, the friendship and the block.
    await page.reload()
    await expect(messageLog(page, 'Ben Answer')).toContainText(hello)
    await expect(messageLog(page, 'Ben Answer')).toContainText(reply)
    await other.page.reload()
    await expect(other.page.getByRole('list', { name: 'Blocked users' })).toContainText('Ana Asker')
    await closeOther(other)
  })

  test("profile visibility 'No One' hides the bio from a member who is not a friend", async ({
    page,
    backend,
    browser,
  }) => {
    const [bea, cy] = await Promise.all([signUp({ name: 'Bea Private' }), signUp({ name: 'Cy Curious' })])
    await shareRooms(bea, cy)
    await backend.signInBeforeLoad(bea)
    const bio = unique('Quiet gardener')
    await page.goto('/profile')
    await page.getByLabel('Bio').fill(bio)
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await expect(toastWith(page, 'Profile updated')).toBeVisible()
    expect(await sql(`select bio from public.profiles where id = $1`, [bea.id])).toEqual([{ bio }])

    const other = await otherBrowser(browser, cy)
    await other.page.goto('/friends')
    await expect(suggestion(other.page, 'Bea Private')).toContainText(bio, live)

    await page.goto('/settings/privacy')
    await page.getByRole('radio', { name: 'No One' }).click()
    await expect
      .poll(() => sql(`select visibility from public.profiles where id = $1`, [bea.id]))
      .toEqual([{ visibility: 'none' }])
    await other.page.reload()
    await expect(suggestion(other.page, 'Bea Private')).toBeVisible(live)
    await expect(suggestion(other.page, 'Bea Private')).not.toContainText(bio)
    await page.reload()
    await expect(page.getByRole('radio', { name: 'No One' })).toBeChecked()
    await closeOther(other)
  })

  test('friends, chat and notifications have no serious accessibility violations in the three themes', async ({
    page,
    backend,
  }) => {
    const [dee, eli] = await Promise.all([signUp({ name: 'Dee Theme' }), signUp({ name: 'Eli Theme' })])
    // Written as the service role, which the request rules leave free: an accepted friendship at once.
    await sql(`insert into public.friendships (requester_id, addressee_id, status) values ($1, $2, 'accepted')`, [
      eli.id,
      dee.id,
    ])
    await sql(
      `insert into public.direct_messages (id, sender_id, recipient_id, body) values (gen_random_uuid(), $1, $2, $3)`,
      [eli.id, dee.id, 'Hello there, how was your week?'],
    )
    await backend.signInBeforeLoad(dee)
    for (const theme of ['dark', 'light', 'void']) {
      await page.goto('/notifications')
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByRole('list', { name: 'Recent Notifications' })).toContainText('Hello there', live)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
      await page.goto('/friends')
      await expect(page.getByRole('list', { name: 'My Friends' })).toContainText('Eli Theme', live)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
      await page.goto(`/friends/${eli.id}`)
      await expect(messageLog(page, 'Eli Theme')).toContainText('Hello there', live)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })

  test("a chat with a member who deleted their account says 'This member has left Nexus' and cannot send", async ({
    page,
    backend,
  }) => {
    const [fay, gil] = await Promise.all([signUp({ name: 'Fay Stays' }), signUp({ name: 'Gil Leaves' })])
    await sql(`insert into public.friendships (requester_id, addressee_id, status) values ($1, $2, 'accepted')`, [
      gil.id,
      fay.id,
    ])
    await backend.signInBeforeLoad(fay)
    await page.goto(`/chat/${gil.id}`)
    await expect(composer(page, 'Gil Leaves')).toBeEnabled(live)

    // Gil deletes their account (as delete-account ends: the auth user and their rows go).
    await sql(`delete from auth.users where id = $1`, [gil.id])
    await page.reload()
    await expect(page.getByRole('status')).toHaveText('This member has left Nexus', live)
    await expect(page.getByText('Loading chat...')).toHaveCount(0)
    await expect(composer(page, 'this member')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
    await expectNoSeriousA11yViolations(page)
  })
})
