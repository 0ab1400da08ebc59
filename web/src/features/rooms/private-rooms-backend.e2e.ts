import type { Page } from '@playwright/test'
import { nodeClient } from '../../../e2e/backend-auth'
import { setSubscriber, sql } from '../../../e2e/backend-db'
import { expectFocusWithin } from '../../../e2e/fixtures'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith, type TestUser } from '../../../e2e/backend'

/**
 * Private rooms (issue 43) against the real local backend, in several browsers: a Pro member
 * creates one, invites a friend who accepts and posts; a third member never sees it (list,
 * sidebar, its address gives the 404 page); the owner removes a post and a member; when the
 * owner's Pro lapses the room turns read-only for everyone. The new dialogs pass axe in the three
 * themes.
 */

const live = { timeout: 15_000 }
const DAY = 86_400_000
const feed = (page: Page) => page.getByRole('feed')
const postWith = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text })
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const makePro = (id: string) =>
  setSubscriber(id, {
    subscribed: true,
    subscription_tier: 'premium',
    status: 'active',
    subscription_end: new Date(Date.now() + 30 * DAY),
  })
const makeFree = (id: string) =>
  setSubscriber(id, {
    subscribed: false,
    subscription_tier: null,
    status: null,
    trial_end: new Date(Date.now() - 60_000),
  })
const befriend = (a: string, b: string) =>
  sql("insert into public.friendships (requester_id, addressee_id, status) values ($1, $2, 'accepted')", [a, b])

/** A client of the backend signed in as `user` (from Node). */
async function clientOf(user: TestUser) {
  const client = nodeClient()
  const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signedIn.error) throw new Error(signedIn.error.message)
  return client
}

/** Runs the database function `name` as `user`, failing on a refusal. */
async function rpcAs<T>(user: TestUser, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await (await clientOf(user)).rpc(name, args)
  if (error) throw new Error(`${name}: ${error.message}`)
  return data as T
}

/** Posts `body` in room `slug` as `user`, as the composer does (an insert under their RLS). */
async function postAs(user: TestUser, slug: string, body: string): Promise<void> {
  const { error } = await (await clientOf(user)).from('posts').insert({ room_slug: slug, body })
  if (error) throw new Error(`post: ${error.message}`)
}

/** A private room of `owner` with `friend` in it (made through the database's own functions). */
async function roomWithFriend(owner: TestUser, friend: TestUser, name: string): Promise<string> {
  const slug = await rpcAs<string>(owner, 'create_private_room', { name, description: 'Just us', icon: 'moon' })
  const invitation = await rpcAs<string>(owner, 'invite_to_room', { slug, user_id: friend.id })
  await rpcAs(friend, 'respond_to_room_invitation', { invitation_id: invitation, accept: true })
  return slug
}

/** Opens the room's page and waits until its posts have loaded. */
async function openRoom(page: Page, slug: string) {
  await page.goto(`/rooms/${slug}`)
  await expect(page.getByRole('status', { name: 'Loading messages...' })).toHaveCount(0, live)
}

/** Opens the owner's 'Manage room' menu item `item` and resolves to its dialog, focus inside. */
async function manage(page: Page, item: 'Invite' | 'Members' | 'Room settings') {
  await page.getByRole('button', { name: 'Manage room' }).click()
  await page.getByRole('menuitem', { name: item }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectFocusWithin(dialog)
  return dialog
}

test.describe('private rooms', () => {
  test.describe.configure({ timeout: 150_000 })

  test('a Pro member creates a private room and invites a friend, who accepts and posts; a third member never sees it; the owner removes a post and a member', async ({
    page,
    backend,
    browser,
  }) => {
    const [olga, fred, tess] = await Promise.all([
      signUp({ name: 'Olga Owner' }),
      signUp({ name: 'Fred Friend' }),
      signUp({ name: 'Tess Third' }),
    ])
    await Promise.all([makePro(olga.id), makePro(tess.id), befriend(olga.id, fred.id), befriend(tess.id, olga.id)])
    const name = unique('Book Club')
    await backend.signInBeforeLoad(olga)

    // Olga creates the room from the Rooms page.
    await page.goto('/rooms')
    await page.getByRole('button', { name: 'Create Private Room' }).click()
    const create = page.getByRole('dialog', { name: 'Create Private Room' })
    await create.getByRole('textbox', { name: 'Name' }).fill(name)
    await create.getByRole('textbox', { name: 'Description (optional)' }).fill('Novels we love')
    await create.getByRole('radio', { name: 'Moon' }).check()
    await create.getByRole('button', { name: 'Create room' }).click()
    await expect(page).toHaveURL(/\/rooms\/p-[0-9a-f]{10}$/, live)
    const slug = new URL(page.url()).pathname.split('/').pop()!
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(live)

    // She invites Fred, her friend.
    const invite = await manage(page, 'Invite')
    await invite.getByRole('button', { name: 'Invite Fred Friend' }).click()
    await expect(invite.getByText('Invited')).toBeVisible(live)
    await invite.getByRole('button', { name: 'Done' }).click()

    // Fred accepts from his notifications and posts.
    const freds = await otherBrowser(browser, fred)
    await freds.page.goto('/notifications')
    const item = freds.page.getByRole('listitem').filter({ hasText: name })
    await item.getByRole('button', { name: 'Accept' }).click()
    await expect(freds.page).toHaveURL(new RegExp(`/rooms/${slug}$`), live)
    await expect(freds.page.getByRole('heading', { level: 1, name })).toBeVisible(live)
    const fromFred = unique('Fred writes')
    await freds.page.getByRole('textbox', { name: 'Message' }).fill(fromFred)
    await freds.page.keyboard.press('Enter')
    await expect(postWith(freds.page, fromFred)).toBeVisible(live)
    await expect(postWith(page, fromFred)).toContainText('Fred Friend', live)

    // Tess, a Pro member and Olga's friend but not invited, never sees the room.
    const tesss = await otherBrowser(browser, tess)
    await tesss.page.goto('/rooms')
    await expect(tesss.page.getByRole('heading', { name: 'Community Rooms' })).toBeVisible()
    await expect(tesss.page.getByRole('list', { name: 'Rooms' })).toBeVisible()
    await expect(tesss.page.getByText(name)).toHaveCount(0)
    await expect(tesss.page.locator(`a[href="/rooms/${slug}"]`)).toHaveCount(0)
    await tesss.page.goto(`/rooms/${slug}`)
    await expect(tesss.page).toHaveURL(/\/404$/, live)
    await expect(tesss.page.getByText(name)).toHaveCount(0)

    // Olga removes Fred's post, with the reason Fred will read.
    await postWith(page, fromFred).getByRole('button', { name: 'Moderate the post by Fred Friend' }).click()
    const moderate = page.getByRole('dialog', { name: 'Moderate' })
    await moderate.getByRole('radio', { name: 'Remove' }).check()
    await moderate.getByRole('textbox', { name: 'Reason (sent to the author)' }).fill('Off topic for the club')
    await moderate.getByRole('button', { name: 'Remove' }).click()
    await expect(toastWith(page, 'Post removed')).toBeVisible(live)
    await expect(postWith(page, fromFred)).toHaveCount(0, live)
    await expect(postWith(freds.page, fromFred)).toHaveCount(0, live)

    // Then she removes Fred from the room: he loses it at once.
    const members = await manage(page, 'Members')
    await members.getByRole('button', { name: 'Remove Fred Friend' }).click()
    await members.getByRole('button', { name: 'Remove member' }).click()
    await expect(toastWith(page, 'Member removed')).toBeVisible(live)
    await expect(members.getByText('Nobody else is here yet. Invite your friends.')).toBeVisible(live)
    await freds.page.goto(`/rooms/${slug}`)
    await expect(freds.page).toHaveURL(/\/404$/, live)

    await Promise.all([closeOther(freds), closeOther(tesss)])
  })

  test("a lapsed owner's room turns read-only for everyone: no composer, and the reason", async ({
    page,
    backend,
    browser,
  }) => {
    const [olga, fred] = await Promise.all([signUp({ name: 'Lapsed Owner' }), signUp({ name: 'Fred Reader' })])
    await Promise.all([makePro(olga.id), befriend(olga.id, fred.id)])
    const name = unique('Lapsing Room')
    const slug = await roomWithFriend(olga, fred, name)
    const before = unique('Written while Pro')
    await postAs(fred, slug, before)

    await backend.signInBeforeLoad(olga)
    await openRoom(page, slug)
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()

    await makeFree(olga.id)
    await page.reload()
    await expect(postWith(page, before)).toBeVisible(live)
    await expect(page.getByTestId('room-read-only')).toHaveText(
      'This room is read-only until its owner renews Pro.',
      live,
    )
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0)

    const freds = await otherBrowser(browser, fred)
    await openRoom(freds.page, slug)
    await expect(postWith(freds.page, before)).toBeVisible(live)
    await expect(freds.page.getByTestId('room-read-only')).toBeVisible(live)
    await expect(freds.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
    await closeOther(freds)
  })

  test('the private room dialogs have no serious accessibility violations in the three themes', async ({
    page,
    backend,
  }) => {
    const [olga, fred, owen] = await Promise.all([
      signUp({ name: 'Axe Owner' }),
      signUp({ name: 'Axe Friend' }),
      signUp({ name: 'Axe Outsider' }),
    ])
    await Promise.all([makePro(olga.id), befriend(olga.id, fred.id), befriend(owen.id, olga.id)])
    const name = unique('Axe Room')
    const slug = await roomWithFriend(olga, fred, name)
    await postAs(fred, slug, 'A post to moderate')
    await backend.signInBeforeLoad(olga)

    for (const theme of ['dark', 'light', 'void']) {
      const scan = () => expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
      await page.goto('/rooms')
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)

      await page.getByRole('button', { name: 'Create Private Room' }).click()
      await expect(
        page.getByRole('dialog', { name: 'Create Private Room' }).getByRole('textbox', { name: 'Name' }),
      ).toBeVisible(live)
      await scan()
      await page.keyboard.press('Escape')

      await openRoom(page, slug)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(live)
      const invite = await manage(page, 'Invite')
      await expect(invite.getByRole('button', { name: 'Invite Axe Outsider' })).toBeVisible(live)
      await expect(invite.getByRole('listitem').filter({ hasText: 'Axe Friend' })).toContainText('In the room', live)
      await scan()
      await page.keyboard.press('Escape')
      await expect((await manage(page, 'Members')).getByRole('button', { name: 'Ban Axe Friend' })).toBeVisible(live)
      await scan()
      await page.getByRole('dialog').getByRole('button', { name: 'Ban Axe Friend' }).click()
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ban Axe Friend?' })).toBeFocused()
      await scan()
      await page.keyboard.press('Escape')
      const settings = await manage(page, 'Room settings')
      await scan()
      await settings.getByRole('button', { name: 'Delete room' }).click()
      await expect(page.getByRole('alertdialog').getByText(/Its 1 post goes with it\./)).toBeVisible(live)
      await scan()
      await page.getByRole('button', { name: 'Keep the room' }).click()
      await page.keyboard.press('Escape')
      await postWith(page, 'A post to moderate')
        .getByRole('button', { name: /^Moderate the post by / })
        .click()
      await expect(page.getByRole('dialog', { name: 'Moderate' })).toBeVisible()
      await scan()
      await page.keyboard.press('Escape')
    }

    // A member without Pro sees what Pro adds.
    await makeFree(olga.id)
    await page.goto('/rooms')
    await page.getByRole('button', { name: 'Create Private Room' }).click()
    const upsell = page.getByRole('dialog', { name: 'Create Private Room' })
    await expect(upsell.getByText('Private rooms are available on Pro.')).toBeVisible(live)
    await expect(upsell.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
  })
})
