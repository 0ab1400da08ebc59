import type { Page } from '@playwright/test'
import { nodeClient } from '../../../e2e/backend-auth'
import { setSubscriber, sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith, type TestUser } from '../../../e2e/backend'

/**
 * The plan in the rooms list (issue 43), with a backend: a free member (trial over, no
 * subscription) sees the paid rooms locked and is refused a post there by the database; the Rooms
 * page's 'N active now' is who the server vouches for; the sidebar's Rooms heading links to
 * /rooms; each room has one address, titled with its name.
 */

const live = { timeout: 30_000 }
const roomsList = (page: Page) => page.getByRole('list', { name: 'Rooms' })
const card = (page: Page, name: string) =>
  roomsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The 13 public rooms a free member sees locked, by name. */
const PAID_ROOMS = [
  'The Inner Room',
  'Anonymous Confessions',
  'Overthinking',
  'Relationships',
  'Life Purpose',
  'The Void',
  'Journal Shares',
  'Dreams',
  'Weight',
  'Work',
  'Entrepreneurship',
  'Christianity',
  'Buddhism',
]

/** Makes `user` a free member: the trial ended a minute ago, no subscription. */
async function makeFree(user: TestUser): Promise<void> {
  await setSubscriber(user.id, {
    subscribed: false,
    subscription_tier: null,
    status: null,
    trial_end: new Date(Date.now() - 60_000),
  })
}

/**
 * Who the server vouches for as active in room `slug` now (a fresh heartbeat there and 'Show
 * Online Status' on: what `room_active_counts` counts), read as the superuser. Other tests share
 * the database, so the page is compared with this, never with a constant.
 */
async function vouchedActive(slug: string): Promise<string[]> {
  const rows = await sql<{ user_id: string }>(
    `select h.user_id::text as user_id
       from private.presence_heartbeats as h
       join public.profiles as p on p.id = h.user_id
      where h.topic = 'room:' || $1 and h.seen_at > private.presence_fresh_after() and p.show_online_status`,
    [slug],
  )
  return rows.map((row) => row.user_id)
}

/** Opens room `slug` and waits until the member is online there (their heartbeat is in). */
async function enterRoom(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(`/rooms/${slug}`)
  await expect(
    page.getByRole('complementary', { name: 'Room Members' }).getByRole('region', { name: /^Online - / }),
  ).toContainText(name, live)
}

test.describe('plans in the rooms list with a backend', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a free member sees the paid rooms locked, the room page shows the lock, and the database refuses a post there', async ({
    page,
    backend,
  }) => {
    const fay = await signUp({ name: 'Fay Free' })
    await makeFree(fay)
    await backend.signInBeforeLoad(fay)
    await page.goto('/rooms')
    // The Rooms page: The Lounge and Introductions open, the 13 others locked, linking to /pricing.
    await expect(card(page, 'The Lounge').getByRole('link', { name: /^Join Room\W+The Lounge$/ })).toBeVisible(live)
    await expect(card(page, 'Introductions').getByRole('link', { name: /^Join Room\W+Introductions$/ })).toBeVisible()
    const dreams = card(page, 'Dreams').getByRole('link', { name: /^Available on Basic and Pro\W+Dreams$/ })
    await expect(dreams).toHaveAttribute('href', '/pricing')
    // Every paid public room is locked (other tests may add rooms to the shared database: name them, never count).
    for (const name of PAID_ROOMS) {
      await expect(card(page, name).getByTestId('room-locked')).toHaveAttribute('href', '/pricing')
    }
    // The sidebar says the same.
    const sidebarRooms = page.getByRole('group', { name: 'Rooms' })
    await expect(sidebarRooms.getByRole('link', { name: /^Dreams\W+Available on Basic and Pro$/ })).toHaveAttribute(
      'href',
      '/pricing',
      live,
    )
    await expect(sidebarRooms.getByRole('link', { name: 'Lounge', exact: true })).toHaveAttribute(
      'href',
      '/rooms/lounge',
    )

    // The room page of a locked room: its name, the lock, no composer. The join is refused (403).
    backend.expectHttpError(403)
    await page.goto('/rooms/dreams')
    await expect(page.getByRole('heading', { level: 1, name: 'Dreams' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Available on Basic and Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(page.getByRole('textbox')).toHaveCount(0)

    // A post forced through the API is refused with the same words; The Lounge takes one.
    const client = nodeClient()
    const { error: signInError } = await client.auth.signInWithPassword({ email: fay.email, password: fay.password })
    expect(signInError).toBeNull()
    const refused = await client.from('posts').insert({ room_slug: 'dreams', body: 'Let me in' })
    expect(refused.error).toMatchObject({ code: '42501', message: 'Available on Basic and Pro' })
    // The Lounge is free: the page posts there.
    await page.goto('/rooms/lounge')
    await expect(page.getByRole('heading', { level: 1, name: 'The Lounge' })).toBeVisible()
    await page.getByRole('textbox').fill('Hello from the free plan')
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Message sent')).toBeVisible()
    expect(await sql(`select room_slug from public.posts where author_id = $1`, [fay.id])).toEqual([
      { room_slug: 'lounge' },
    ])
  })

  test('the Rooms page shows who is active now as the server vouches for it, with two members online in two browsers', async ({
    page,
    backend,
    browser,
  }) => {
    const [ann, bob] = await Promise.all([signUp({ name: 'Ann Active' }), signUp({ name: 'Bob Active' })])
    await backend.signInBeforeLoad(ann)
    const other = await otherBrowser(browser, bob)
    await Promise.all([enterRoom(page, 'work', 'Ann Active'), enterRoom(other.page, 'work', 'Bob Active')])

    // Ann opens the Rooms page in a second tab while both are in Work.
    const rooms = await page.context().newPage()
    await rooms.goto('/rooms')
    const shownIn = async (name: string) => {
      const text = await card(rooms, name).getByTestId('room-active').textContent()
      return text && /^\d+$/.test(text) ? Number(text) : null
    }
    await expect
      .poll(
        async () => {
          const [shown, vouched] = await Promise.all([shownIn('Work'), vouchedActive('work')])
          if (![ann.id, bob.id].every((id) => vouched.includes(id))) return 'the server does not vouch for both yet'
          return shown === vouched.length ? 'agrees' : `page ${shown}, server ${vouched.length}`
        },
        { timeout: 60_000 },
      )
      .toBe('agrees')
    // The same figures on every visit: real ones, never the sample '42' / '23'.
    await rooms.reload()
    await expect
      .poll(async () => {
        const [shown, vouched] = await Promise.all([shownIn('The Inner Room'), vouchedActive('inner-room')])
        return shown === vouched.length
      }, live)
      .toBe(true)
    await expect(card(rooms, 'Work').getByTestId('room-active')).not.toHaveText('–')
    await rooms.close()
    await closeOther(other)
  })

  test("the sidebar's Rooms heading links to /rooms, and /rooms/anonymous lands on /rooms/anonymous-confessions titled with the room's name", async ({
    page,
    backend,
  }) => {
    const cat = await signUp({ name: 'Cat Clicker' })
    await backend.signInBeforeLoad(cat)
    await page.goto('/dashboard')
    await page.getByRole('group', { name: 'Rooms' }).getByRole('link', { name: 'Rooms', exact: true }).click()
    await expect(page).toHaveURL(/\/rooms$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Community Rooms' })).toBeVisible()
    await expect(card(page, 'Anonymous Confessions').getByRole('link')).toHaveAttribute(
      'href',
      '/rooms/anonymous-confessions',
      live,
    )
    await expect(
      page.getByRole('group', { name: 'Rooms' }).getByRole('link', { name: 'Anonymous Confessions' }),
    ).toHaveAttribute('href', '/rooms/anonymous-confessions')

    await page.goto('/rooms/anonymous')
    await expect(page).toHaveURL(/\/rooms\/anonymous-confessions$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Anonymous Confessions' })).toBeVisible()
    await page.goto('/rooms/lounge')
    await expect(page.getByRole('heading', { level: 1, name: 'The Lounge' })).toBeVisible()
  })

  for (const theme of ['light', 'dark', 'void'] as const) {
    test(`a free member's Rooms page, locked room, trial-ended dialog and profile have no serious axe violation in the ${theme} theme`, async ({
      page,
      backend,
    }) => {
      const gil = await signUp({ name: 'Gil Gauge' })
      await makeFree(gil)
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      await backend.signInBeforeLoad(gil)
      const coloursOnly = theme !== 'light'

      await page.goto('/dashboard')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const dialog = page.getByRole('dialog', { name: 'Your 7-Day Journey Has Ended' })
      await expect(dialog).toBeVisible(live)
      await expect(dialog.getByRole('region', { name: 'The free plan keeps' })).toContainText(
        'The Lounge and Introductions',
      )
      await expectNoSeriousA11yViolations(page, { coloursOnly })
      await dialog.getByRole('button', { name: 'Later' }).click()
      await expect(dialog).toBeHidden()
      // The dashboard's featured rooms say the same as the Rooms page.
      await expect(page.getByRole('link', { name: /^Available on Basic and Pro\W+Dreams$/ })).toHaveAttribute(
        'href',
        '/pricing',
        live,
      )

      await page.goto('/rooms')
      await expect(card(page, 'Dreams').getByTestId('room-locked')).toBeVisible(live)
      await expect(
        page.getByRole('group', { name: 'Rooms' }).getByRole('link', { name: /^Dreams\W+Available on Basic and Pro$/ }),
      ).toBeVisible(live)
      await expectNoSeriousA11yViolations(page, { coloursOnly })

      backend.expectHttpError(403)
      await page.goto('/rooms/overthinking')
      await expect(page.getByRole('main').getByRole('link', { name: 'Available on Basic and Pro' })).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly })

      await page.goto('/settings/profile')
      await expect(page.getByText('Name Color & Badge is available on Pro.')).toBeVisible(live)
      await expectNoSeriousA11yViolations(page, { coloursOnly })
    })
  }
})
