import type { Page } from '@playwright/test'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * Blocks and mutes hold live (issue 40): three members in three browsers against the real local
 * backend. `post_created` only announces a post; each page reads it through `room_posts` under
 * its member's RLS, so a blocked author's new post never reaches the blocker's open page, while a
 * third member sees it; a muted member's direct message never reaches the muter. In the anonymous
 * room 'Mute this author' hides an author without naming them.
 */

const feed = (page: Page) => page.getByRole('feed')
const composer = (page: Page) => page.getByRole('textbox')
const postWith = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text })
const members = (page: Page) => page.getByRole('complementary', { name: 'Room Members' })
const live = { timeout: 15_000 }

/** Opens room `slug` and waits until its feed has loaded and its live channel is joined (Presence lists the member). */
async function openRoom(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(`/rooms/${slug}`)
  await expect(page.getByRole('status', { name: 'Loading messages...' })).toHaveCount(0, live)
  await expect(members(page).getByRole('region', { name: /^Online - / })).toContainText(name, live)
}

/** Posts `text` from `page` and waits until the page shows it sent. */
async function post(page: Page, text: string): Promise<void> {
  await composer(page).fill(text)
  await page.keyboard.press('Enter')
  await expect(postWith(page, text)).toBeVisible(live)
}

/** A unique text, so parallel tests in the shared database never match each other's posts. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe('blocks and mutes hold live', () => {
  test.describe.configure({ timeout: 120_000 })

  test("a blocked member's new post in The Lounge never reaches the blocker's open page, and reaches a third member", async ({
    page,
    backend,
    browser,
  }) => {
    const [alice, bob, tess] = await Promise.all([
      signUp({ name: 'Alice Blocker' }),
      signUp({ name: 'Bob Blocked' }),
      signUp({ name: 'Tess Third' }),
    ])
    await sql('insert into public.blocks (blocker_id, blocked_id) values ($1, $2)', [alice.id, bob.id])
    await backend.signInBeforeLoad(alice)
    const [bobs, tesss] = await Promise.all([otherBrowser(browser, bob), otherBrowser(browser, tess)])
    await Promise.all([
      openRoom(page, 'lounge', 'Alice Blocker'),
      openRoom(bobs.page, 'lounge', 'Bob Blocked'),
      openRoom(tesss.page, 'lounge', 'Tess Third'),
    ])

    const fromBob = unique('Bob writes')
    await post(bobs.page, fromBob)
    await expect(postWith(tesss.page, fromBob)).toContainText('Bob Blocked', live)
    // Tess answers after Bob: once her post is on Alice's page, Bob's earlier one would be too.
    const fromTess = unique('Tess writes')
    await post(tesss.page, fromTess)
    await expect(postWith(page, fromTess)).toContainText('Tess Third', live)
    await expect(postWith(page, fromBob)).toHaveCount(0)

    // Nor after a reload.
    await page.reload()
    await expect(postWith(page, fromTess)).toBeVisible(live)
    await expect(postWith(page, fromBob)).toHaveCount(0)
    await Promise.all([closeOther(bobs), closeOther(tesss)])
  })

  test("a muted member's message never reaches the muter's open chat nor her badge, and reaches a third member", async ({
    page,
    backend,
    browser,
  }) => {
    const [mia, bob, tess] = await Promise.all([
      signUp({ name: 'Mia Muter' }),
      signUp({ name: 'Bob Muted' }),
      signUp({ name: 'Tess Friend' }),
    ])
    for (const friend of [mia, tess]) {
      await sql(`insert into public.friendships (requester_id, addressee_id, status) values ($1, $2, 'accepted')`, [
        bob.id,
        friend.id,
      ])
    }
    await sql('insert into public.mutes (muter_id, muted_id) values ($1, $2)', [mia.id, bob.id])
    await backend.signInBeforeLoad(mia)
    const [bobs, tesss] = await Promise.all([otherBrowser(browser, bob), otherBrowser(browser, tess)])
    const messageLog = (on: Page, name: string) => on.getByRole('log', { name: `Messages with ${name}` })
    const messageBox = (on: Page, name: string) => on.getByRole('textbox', { name: `Message ${name}` })
    await Promise.all([page.goto(`/friends/${bob.id}`), tesss.page.goto(`/friends/${bob.id}`)])
    await expect(messageLog(page, 'Bob Muted')).toBeVisible(live)
    await expect(messageLog(tesss.page, 'Bob Muted')).toBeVisible(live)

    await bobs.page.goto(`/friends/${mia.id}`)
    const toMia = unique('Hello Mia')
    await messageBox(bobs.page, 'Mia Muter').fill(toMia)
    await bobs.page.keyboard.press('Enter')
    await expect(messageLog(bobs.page, 'Mia Muter')).toContainText(toMia, live)
    await bobs.page.goto(`/friends/${tess.id}`)
    const toTess = unique('Hello Tess')
    await messageBox(bobs.page, 'Tess Friend').fill(toTess)
    await bobs.page.keyboard.press('Enter')
    await expect(messageLog(tesss.page, 'Bob Muted')).toContainText(toTess, live)

    // Bob's message to Mia went first: by now it would be on her page.
    await expect(messageLog(page, 'Bob Muted')).not.toContainText(toMia)
    await expect(page.getByTestId('nav-unread-badge')).toHaveCount(0)
    await page.reload()
    await expect(messageLog(page, 'Bob Muted')).toBeVisible(live)
    await expect(messageLog(page, 'Bob Muted')).not.toContainText(toMia)
    await Promise.all([closeOther(bobs), closeOther(tesss)])
  })

  test("'Mute this author' in the anonymous room hides that author's posts, live too, without naming them", async ({
    page,
    backend,
    browser,
  }) => {
    const [nora, bob, tess] = await Promise.all([
      signUp({ name: 'Nora Muter' }),
      signUp({ name: 'Bob Anonymous' }),
      signUp({ name: 'Tess Witness' }),
    ])
    await backend.signInBeforeLoad(nora)
    const [bobs, tesss] = await Promise.all([otherBrowser(browser, bob), otherBrowser(browser, tess)])
    await Promise.all([
      openRoom(page, 'anonymous-confessions', 'Anonymous'),
      openRoom(bobs.page, 'anonymous-confessions', 'Anonymous'),
      openRoom(tesss.page, 'anonymous-confessions', 'Anonymous'),
    ])

    const first = unique('A first confession')
    await post(bobs.page, first)
    const onNora = postWith(page, first)
    await expect(onNora).toContainText('Anonymous', live)
    await expect(postWith(page, first).getByRole('button', { name: 'Mute this author' })).toBeVisible()
    // Never on one's own post.
    await expect(postWith(bobs.page, first).getByRole('button', { name: 'Mute this author' })).toHaveCount(0)

    await onNora.getByRole('button', { name: 'Mute this author' }).click()
    await expect(toastWith(page, 'Author muted')).toBeVisible()
    await expect(postWith(page, first)).toHaveCount(0)
    await expect(page.getByText('Bob Anonymous')).toHaveCount(0)

    const second = unique('Another confession')
    await post(bobs.page, second)
    await expect(postWith(tesss.page, second)).toBeVisible(live)
    const fromTess = unique('Tess confides')
    await post(tesss.page, fromTess)
    await expect(postWith(page, fromTess)).toBeVisible(live)
    await expect(postWith(page, second)).toHaveCount(0)
    await expect(postWith(tesss.page, first)).toBeVisible()

    // Settings → Privacy lists the mute by when, never by who; Unmute brings the author back.
    await page.goto('/settings/privacy')
    const card = page.getByRole('region', { name: 'Muted anonymous authors' })
    const list = card.getByRole('list', { name: 'Muted anonymous authors' })
    await expect(list.getByRole('listitem')).toHaveCount(1, live)
    await expect(card).not.toContainText('Bob')
    await list.getByRole('button', { name: /^Unmute/ }).click()
    await expect(toastWith(page, 'Author unmuted')).toBeVisible()
    await expect(card.getByText("You haven't muted any anonymous authors.")).toBeVisible()
    await page.goto('/rooms/anonymous-confessions')
    await expect(postWith(page, second)).toBeVisible(live)
    await Promise.all([closeOther(bobs), closeOther(tesss)])
  })
})
