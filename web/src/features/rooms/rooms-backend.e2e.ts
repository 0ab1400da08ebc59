import type { Page, WebSocketRoute } from '@playwright/test'
import { nodeClient, passwordSession } from '../../../e2e/backend-auth'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { forgetDroppedRequests } from '../../../e2e/fixtures'
import { backendEnv } from '../../../e2e/backend-env'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * Rooms with a backend: two members in two browsers against the real local backend (posts in the
 * database under RLS, live through Realtime Broadcast from the database, Presence for who is online).
 */

const feed = (page: Page) => page.getByRole('feed')
const composer = (page: Page) => page.getByRole('textbox')
const postWith = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text })
const members = (page: Page) => page.getByRole('complementary', { name: 'Room Members' })

/** Opens room `slug` and waits until its feed has loaded and its live channel is joined (Presence lists the member). */
async function openRoom(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(`/rooms/${slug}`)
  // Joining the channel takes a few round trips (more under load): wait longer than the default.
  await expect(page.getByRole('status', { name: 'Loading messages...' })).toHaveCount(0, { timeout: 15_000 })
  await expect(members(page).getByRole('region', { name: /^Online - / })).toContainText(name, { timeout: 15_000 })
}

/** A unique text, so parallel tests in the shared database never match each other's posts. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe('rooms with a backend', () => {
  test.describe.configure({ timeout: 90_000 })

  test('two members: a post, a reply and a delete reach the other without reloading; all is there after a reload', async ({
    page,
    backend,
    browser,
  }) => {
    const [ana, ben] = await Promise.all([signUp({ name: 'Ana Author' }), signUp({ name: 'Ben Reader' })])
    await backend.signInBeforeLoad(ana)
    const other = await otherBrowser(browser, ben)
    await Promise.all([openRoom(page, 'lounge', 'Ana Author'), openRoom(other.page, 'lounge', 'Ben Reader')])
    // Presence: each sees the other online.
    const live = { timeout: 15_000 }
    await expect(members(page).getByRole('region', { name: /^Online - / })).toContainText('Ben Reader', live)
    await expect(members(other.page).getByRole('region', { name: /^Online - / })).toContainText('Ana Author', live)

    const text = unique('Hello from Ana')
    await composer(page).fill(text)
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Message sent')).toBeVisible()
    await expect(postWith(page, text)).toContainText('You')
    // Ben sees it live, under Ana's name, and cannot delete it.
    const onBen = postWith(other.page, text)
    await expect(onBen).toContainText('Ana Author')
    await expect(onBen.getByRole('button', { name: 'Delete message' })).toHaveCount(0)
    expect(await sql(`select body from public.posts where body = $1 and author_id = $2`, [text, ana.id])).toHaveLength(
      1,
    )

    // Ben replies; Ana sees the reply under her post.
    const reply = unique('Welcome, Ana')
    await onBen.getByRole('button', { name: 'Reply to Ana Author' }).click()
    await composer(other.page).fill(reply)
    await other.page.keyboard.press('Enter')
    await expect(onBen.getByRole('list', { name: 'Replies to Ana Author' })).toContainText('You')
    await expect(postWith(page, text).getByRole('list', { name: 'Replies to You' })).toContainText(reply)
    await expect(postWith(page, text).getByRole('list', { name: 'Replies to You' })).toContainText('Ben Reader')

    // Everything is still there after a reload, on both sides.
    await page.reload()
    await other.page.reload()
    await expect(postWith(page, text).getByRole('list')).toContainText(reply)
    await expect(postWith(other.page, text).getByRole('list')).toContainText(reply)

    // Ben deletes his reply, Ana her post: each disappears on the other side too.
    await postWith(other.page, text).getByRole('button', { name: 'Delete reply' }).click()
    await expect(toastWith(other.page, 'Reply deleted')).toBeVisible()
    await expect(postWith(page, text)).not.toContainText(reply)
    await postWith(page, text).getByRole('button', { name: 'Delete message' }).click()
    await expect(toastWith(page, 'Message deleted')).toBeVisible()
    await expect(postWith(other.page, text)).toHaveCount(0)
    await other.page.reload()
    await expect(feed(other.page).or(other.page.getByText('No messages yet. Start the conversation.'))).toBeVisible()
    await expect(postWith(other.page, text)).toHaveCount(0)
    await closeOther(other)
  })

  test('the anonymous room: both see Anonymous, and no REST read reveals the author', async ({
    page,
    backend,
    browser,
  }) => {
    const [ana, ben] = await Promise.all([signUp({ name: 'Ana Secret' }), signUp({ name: 'Ben Curious' })])
    await backend.signInBeforeLoad(ana)
    const other = await otherBrowser(browser, ben)
    await openRoom(page, 'anonymous-confessions', 'Anonymous')
    await openRoom(other.page, 'anonymous', 'Anonymous')

    const text = unique('A quiet confession')
    await composer(page).fill(text)
    await page.keyboard.press('Enter')
    const mine = postWith(page, text)
    await expect(mine).toContainText('Anonymous')
    await expect(mine).not.toContainText('You')
    await expect(mine.getByRole('button', { name: 'Delete message' })).toBeVisible()
    const theirs = postWith(other.page, text)
    await expect(theirs).toContainText('Anonymous')
    await expect(theirs).not.toContainText('Ana Secret')
    await expect(theirs.getByRole('button', { name: 'Delete message' })).toHaveCount(0)
    await expect(members(other.page)).not.toContainText('Ana Secret')

    // Ben's own REST reads: the author id can be neither selected nor filtered on, and the feed hides it.
    const { supabaseUrl, anonKey } = backendEnv()
    const token = (await passwordSession(ben)).access_token
    const rest = (path: string) =>
      fetch(`${supabaseUrl}/rest/v1/${path}`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } })
    const selected = await rest('posts?select=author_id&room_slug=eq.anonymous-confessions')
    expect(selected.status).toBeGreaterThanOrEqual(400)
    expect(JSON.stringify(await selected.json())).not.toContain(ana.id)
    const filtered = await rest(`posts?select=id&author_id=eq.${ana.id}`)
    expect(filtered.status).toBeGreaterThanOrEqual(400)
    const feedRows = (await (
      await fetch(`${supabaseUrl}/rest/v1/rpc/room_feed`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ p_room_slug: 'anonymous-confessions' }),
      })
    ).json()) as { body: string; author_id: string | null; author_name: string; is_mine: boolean }[]
    expect(feedRows.find((row) => row.body === text)).toMatchObject({
      author_id: null,
      author_name: 'Anonymous',
      is_mine: false,
    })
    await closeOther(other)
  })

  test("the anonymous room: the member's own post from another device is theirs there too, live", async ({
    page,
    backend,
    browser,
  }) => {
    const ana = await signUp({ name: 'Ana Two Devices' })
    await backend.signInBeforeLoad(ana)
    const phone = await otherBrowser(browser, ana)
    await openRoom(page, 'anonymous-confessions', 'Anonymous')
    await openRoom(phone.page, 'anonymous-confessions', 'Anonymous')

    const text = unique('Posted from my laptop')
    await composer(page).fill(text)
    await page.keyboard.press('Enter')
    await expect(postWith(page, text).getByRole('button', { name: 'Delete message' })).toBeVisible()
    // On her phone, without a reload: Anonymous, with her delete control.
    const onPhone = postWith(phone.page, text)
    await expect(onPhone).toContainText('Anonymous')
    await expect(onPhone.getByRole('button', { name: 'Delete message' })).toBeVisible({ timeout: 15_000 })
    await onPhone.getByRole('button', { name: 'Delete message' }).click()
    await expect(toastWith(phone.page, 'Message deleted')).toBeVisible()
    await expect(postWith(page, text)).toHaveCount(0)
    await closeOther(phone)
  })

  test('a non-member is refused the channel of a room', async () => {
    const stranger = await signUp({ name: 'Sam Stranger' })
    const client = nodeClient()
    await client.auth.signInWithPassword({ email: stranger.email, password: stranger.password })
    await client.realtime.setAuth()
    const status = await new Promise<string>((resolve) => {
      client.channel('room:lounge', { config: { private: true } }).subscribe((state) => {
        if (state !== 'SUBSCRIBED') resolve(state)
        else resolve('SUBSCRIBED')
      })
    })
    await client.removeAllChannels()
    expect(status).toBe('CHANNEL_ERROR')
  })

  test('the next member to open a full capped room gets Access Denied and goes to the dashboard', async ({
    page,
    backend,
    browser,
  }) => {
    const slug = `e2e-full-${Date.now().toString(36)}`
    await sql(`insert into public.rooms (slug, name, description, capacity) values ($1, 'The Small Room', '', 1)`, [
      slug,
    ])
    const [first, next] = await Promise.all([signUp({ name: 'First In' }), signUp({ name: 'Next Door' })])
    const other = await otherBrowser(browser, first)
    await openRoom(other.page, slug, 'First In')
    await closeOther(other)

    await backend.signInBeforeLoad(next)
    backend.expectHttpError(400)
    await page.goto(`/rooms/${slug}`)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(toastWith(page, 'Access Denied')).toContainText(
      'The Small Room has reached its maximum capacity of 1 members.',
    )
    expect(await sql(`select user_id from public.room_members where room_slug = $1`, [slug])).toEqual([
      { user_id: first.id },
    ])
  })

  test('The Inner Room, full at 250 members, refuses the next one with its own words', async ({ page, backend }) => {
    // No other test opens The Inner Room. Members made as the sign-up does (auth.users, whose
    // trigger adds the profile), enough to fill it, then removed with their memberships.
    const tag = `inner-full-${Date.now().toString(36)}`
    const [room] = await sql<{ free: number }>(
      `select (r.capacity - (select count(*) from public.room_members as m where m.room_slug = r.slug))::int as free
         from public.rooms as r where r.slug = 'inner-room'`,
    )
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                               confirmation_token, recovery_token, email_change_token_new, email_change)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
              $1 || '-' || g || '@example.com', '', now(), '{"provider": "email", "providers": ["email"]}',
              jsonb_build_object('name', 'Inner ' || g), now(), now(), '', '', '', ''
         from generate_series(1, $2::int) as g`,
      [tag, room?.free ?? 0],
    )
    try {
      await sql(
        `insert into public.room_members (room_slug, user_id)
         select 'inner-room', id from auth.users where email like $1 || '-%'`,
        [tag],
      )
      const next = await signUp({ name: 'One Too Many' })
      await backend.signInBeforeLoad(next)
      backend.expectHttpError(400)
      await page.goto('/rooms/inner-room')
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(toastWith(page, 'Access Denied')).toContainText(
        'The Inner Room has reached its maximum capacity of 250 members.',
      )
      const [members] = await sql<{ count: number }>(
        `select count(*)::int as count from public.room_members where room_slug = 'inner-room'`,
      )
      expect(members?.count).toBe(250)
    } finally {
      await sql(`delete from auth.users where email like $1 || '-%'`, [tag])
    }
  })

  test('history: the newest 50 posts first, older ones as the member scrolls up', async ({ page, backend }) => {
    const slug = `e2e-history-${Date.now().toString(36)}`
    await sql(`insert into public.rooms (slug, name, description) values ($1, 'History Room', '')`, [slug])
    const member = await signUp({ name: 'Hana History' })
    await sql(`insert into public.room_members (room_slug, user_id) values ($1, $2)`, [slug, member.id])
    await sql(
      `insert into public.posts (room_slug, author_id, body, created_at)
       select $1, $2, 'History post ' || n, now() - (130 - n) * interval '1 minute' from generate_series(1, 120) as n`,
      [slug, member.id],
    )
    await backend.signInBeforeLoad(member)
    const calls: string[] = []
    page.on('request', (request) => {
      const fn = /\/rest\/v1\/rpc\/(join_room|room_feed|room_members_of)$/.exec(request.url())?.[1]
      if (fn && request.method() === 'POST') calls.push(fn)
    })
    await openRoom(page, slug, 'Hana History')
    await expect(page.getByTestId('post-count')).toHaveText('50 posts')
    // Opened as the app loaded, and joined once; the members list is read after the posts.
    expect(calls.filter((fn) => fn === 'join_room')).toHaveLength(1)
    expect(calls.indexOf('room_feed')).toBeLessThan(calls.indexOf('room_members_of'))
    await expect(feed(page).getByText('History post 120', { exact: true })).toBeInViewport()
    await expect(feed(page).getByText('History post 70', { exact: true })).toHaveCount(0)

    const scroller = page.getByTestId('room-feed-scroll')
    await expect(async () => {
      await scroller.evaluate((element) => element.scrollTo({ top: 0 }))
      await expect(page.getByTestId('post-count')).toHaveText('120 posts', { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }))
    await expect(feed(page).getByText('History post 1', { exact: true })).toBeVisible()
    await expect(feed(page).getByRole('article')).not.toHaveCount(120)
  })

  test("the database's content check refuses with the moderation notice; nothing is stored", async ({
    page,
    backend,
  }) => {
    const member = await signUp({ name: 'Mo Moderated' })
    await backend.signInBeforeLoad(member)
    await openRoom(page, 'dreams', 'Mo Moderated')
    const text = unique('best meme ever')
    await composer(page).fill(text)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText('No memes allowed in this space.')
    await expect(composer(page)).toHaveValue(text)
    expect(backend.callsTo('/rest/v1/rpc/check_message')).toHaveLength(1)
    expect(backend.callsTo('/rest/v1/posts')).toHaveLength(0)
  })

  test("the 11th post in a minute is refused with the server's message; the text stays", async ({ page, backend }) => {
    const member = await signUp({ name: 'Quinn Quick' })
    // Ten posts in the last minute, through the API as the member.
    const api = nodeClient()
    await api.auth.signInWithPassword({ email: member.email, password: member.password })
    await api
      .from('room_members')
      .upsert({ room_slug: 'work' }, { onConflict: 'room_slug,user_id', ignoreDuplicates: true })
    for (let n = 1; n <= 10; n++) {
      const { error } = await api
        .from('posts')
        .insert({ id: crypto.randomUUID(), room_slug: 'work', body: `Warm-up ${n}` })
      expect(error).toBeNull()
    }
    await backend.signInBeforeLoad(member)
    await openRoom(page, 'work', 'Quinn Quick')
    backend.expectHttpError(429)
    const text = unique('One post too many')
    await composer(page).fill(text)
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Message not sent')).toContainText(
      /You're posting too fast\. You can post again in (\d+ seconds|1 minute)\./,
    )
    await expect(composer(page)).toHaveValue(text)
    await expect(postWith(page, text)).toHaveCount(0)
    expect(await sql(`select 1 from public.posts where body = $1`, [text])).toEqual([])
  })

  test('the dashboard shows the real member count of a featured room once the member has joined it', async ({
    page,
    backend,
  }) => {
    const member = await signUp({ name: 'Dara Dreamer' })
    await backend.signInBeforeLoad(member)
    // Life Purpose: no other test opens it, but this one may run twice at once (--repeat-each):
    // members only join it, so the page's count lies between the counts read before and after it.
    await openRoom(page, 'life-purpose', 'Dara Dreamer')
    const memberCount = async () =>
      Number(
        (
          await sql<{ count: string }>(
            `select count(*)::text as count from public.room_members where room_slug = 'life-purpose'`,
          )
        )[0]?.count ?? '0',
      )
    const before = await memberCount()
    expect(before).toBeGreaterThan(0)
    await page.goto('/dashboard')
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Life Purpose' }) })
    await expect
      .poll(async () => {
        const shown = (await card.getByTestId('room-count').textContent()) ?? ''
        const after = await memberCount()
        return /^\d+$/.test(shown) && Number(shown) >= before && Number(shown) <= after
          ? 'the real count'
          : `'${shown}' is not between ${before} and ${after}`
      })
      .toBe('the real count')
  })

  test('a room that is not in the database shows the 404 page', async ({ page, backend }) => {
    await backend.signInBeforeLoad(await signUp({ name: 'Lost Member' }))
    await page.goto('/rooms/no-such-room')
    await expect(page).toHaveURL(/\/404$/)
  })

  test('a member who was offline catches up when the connection is back: new posts appear, deleted ones disappear', async ({
    page,
    backend,
    browser,
    consoleErrors,
  }) => {
    const [ana, ben] = await Promise.all([signUp({ name: 'Ana Away' }), signUp({ name: 'Ben Online' })])
    // Ana's Realtime connection runs through a switch: off, it is cut and refused (as offline).
    let offline = false
    const sockets = new Set<WebSocketRoute>()
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      if (offline) return void ws.close({ code: 4000, reason: 'offline' })
      ws.connectToServer()
      sockets.add(ws)
    })
    await backend.signInBeforeLoad(ana)
    const other = await otherBrowser(browser, ben)
    await openRoom(page, 'intros', 'Ana Away')
    await openRoom(other.page, 'intros', 'Ben Online')
    // A post both see before Ana goes offline; Ben deletes it while she is away.
    const earlier = unique('Deleted while Ana was away')
    await composer(other.page).fill(earlier)
    await other.page.keyboard.press('Enter')
    // Stored for good (the toast says so), so no later toast of this send replaces the delete's.
    await expect(toastWith(other.page, 'Message sent')).toBeVisible()
    await expect(postWith(page, earlier)).toContainText('Ben Online')

    offline = true
    await page.context().setOffline(true)
    for (const ws of sockets) await ws.close({ code: 4000, reason: 'offline' })
    // (Presence: a dead connection drops off once its heartbeat is a minute old, issue 40; see
    // supabase/tests/database/40-presence.test.sql and presence-backend.e2e.ts.)
    await postWith(other.page, earlier).getByRole('button', { name: 'Delete message' }).click()
    await expect(toastWith(other.page, 'Message deleted')).toBeVisible()
    await expect(postWith(other.page, earlier)).toHaveCount(0)
    const missed = unique('Posted while Ana was away')
    await composer(other.page).fill(missed)
    await other.page.keyboard.press('Enter')
    await expect(postWith(other.page, missed)).toBeVisible()
    await page.waitForTimeout(1500)
    await expect(postWith(page, missed)).toHaveCount(0)
    await expect(postWith(page, earlier)).toBeVisible()

    offline = false
    await page.context().setOffline(false)
    // Without a reload: the new post is there, the deleted one is gone.
    await expect(postWith(page, missed)).toContainText('Ben Online', { timeout: 30_000 })
    await expect(postWith(page, earlier)).toHaveCount(0)
    // The channel is joined again: Ana is (still) online for Ben, and new posts arrive live.
    await expect(members(other.page).getByRole('region', { name: /^Online - / })).toContainText('Ana Away', {
      timeout: 30_000,
    })
    const live = unique('And this one live')
    await composer(other.page).fill(live)
    await other.page.keyboard.press('Enter')
    await expect(postWith(page, live)).toContainText('Ben Online')
    await closeOther(other)
    // A request Ana's page had under way when the network dropped is logged by Chromium: expected.
    forgetDroppedRequests(consoleErrors)
  })

  test('the room has no serious accessibility violations in the three themes', async ({ page, backend }) => {
    const member = await signUp({ name: 'Tess Theme' })
    await backend.signInBeforeLoad(member)
    await openRoom(page, 'overthinking', 'Tess Theme')
    await composer(page).fill(unique('Checking contrast of my own name'))
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Message sent')).toBeVisible()
    for (const theme of ['dark', 'light', 'void']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(feed(page).getByRole('article').first()).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })
})
