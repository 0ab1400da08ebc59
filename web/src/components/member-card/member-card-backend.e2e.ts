import type { Page } from '@playwright/test'
import { sql } from '../../../e2e/backend-db'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * The member card with a backend (issue 40: block and mute pick a person, never a name): a member
 * blocks the author of a post in The Lounge from the card on their name (the very member, though
 * another has the same name), Settings > Privacy lists them with Unblock; and a member finds
 * someone who shares no room with them by name and befriends them from their card.
 */

const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const postWith = (page: Page, text: string) => page.getByRole('feed').getByRole('article').filter({ hasText: text })

test.describe('the member card with a backend', () => {
  test.describe.configure({ timeout: 90_000 })

  test('blocks the author of a Lounge post from the card on their name, never a look-alike; Privacy lists them with Unblock', async ({
    page,
    backend,
  }) => {
    const name = unique('Sam Lookalike')
    const [ana, sam, twin] = await Promise.all([signUp({ name: 'Ana Blocker' }), signUp({ name }), signUp({ name })])
    const text = unique('Hello from the real Sam')
    await sql(`insert into public.room_members (room_slug, user_id) values ('lounge', $1) on conflict do nothing`, [
      sam.id,
    ])
    await sql(`insert into public.posts (room_slug, author_id, body) values ('lounge', $1, $2)`, [sam.id, text])

    await backend.signInBeforeLoad(ana)
    await page.goto('/rooms/lounge')
    const post = postWith(page, text)
    await post.getByRole('button', { name, exact: true }).click()
    const card = page.getByRole('dialog', { name })
    await expect(card.getByRole('button', { name: 'Add Friend' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await card.getByRole('button', { name: `Block ${name}` }).click()
    await expect(toastWith(page, 'User blocked')).toBeVisible()
    await expect(card.getByRole('button', { name: `Unblock ${name}` })).toBeVisible()
    expect(await sql(`select blocked_id from public.blocks where blocker_id = $1`, [ana.id])).toEqual([
      { blocked_id: sam.id },
    ])
    expect(twin.id).not.toBe(sam.id)
    await page.keyboard.press('Escape')
    await expect(card).toHaveCount(0)
    // The open feed reads its newest posts again: the blocked member's post is gone at once.
    await expect(post).toHaveCount(0)

    await page.goto('/settings/privacy')
    const blocked = page.getByRole('list', { name: 'Blocked users' })
    await expect(blocked.getByRole('listitem')).toHaveCount(1)
    await expect(blocked).toContainText(name)
    await expect(page.getByLabel('Username to block')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await blocked.getByRole('button', { name: `Unblock ${name}` }).click()
    await expect(toastWith(page, 'User unblocked')).toBeVisible()
    await expect(page.getByText("You haven't blocked anyone.")).toBeVisible()
    expect(await sql(`select 1 from public.blocks where blocker_id = $1`, [ana.id])).toEqual([])
  })

  test('finds a member who shares no room by name and befriends them from their card', async ({ page, backend }) => {
    const name = unique('Dev Faraway')
    const [cleo, dev] = await Promise.all([signUp({ name: 'Cleo Finder' }), signUp({ name })])
    await backend.signInBeforeLoad(cleo)
    await page.goto('/friends')
    const field = page.getByRole('searchbox', { name: 'Search members by name' })
    await field.fill(name.slice(0, -2).toLowerCase())
    await page.keyboard.press('Enter')
    const found = page.getByRole('list', { name: 'Members found' })
    await found.getByRole('button', { name }).click()
    const card = page.getByRole('dialog', { name })
    await card.getByRole('button', { name: 'Add Friend' }).click()
    await expect(toastWith(page, 'Friend request sent')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Request Sent' })).toBeDisabled()
    expect(
      await sql(`select status from public.friendships where requester_id = $1 and addressee_id = $2`, [
        cleo.id,
        dev.id,
      ]),
    ).toEqual([{ status: 'pending' }])
  })
})
