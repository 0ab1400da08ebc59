import type { Page } from '@playwright/test'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { nodeClient } from '../../../e2e/backend-auth'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, signUp, test, type TestUser } from '../../../e2e/backend'

/**
 * Presence the server vouches for (issue 40): who is online in a room is a fresh heartbeat of a
 * member with 'Show Online Status' on, never what a Presence payload says. The forger here is a
 * member with a client of their own (supabase-js in Node, their own session), as an attacker
 * would use, tracking Presence on the room's channel in another member's name.
 */

const members = (page: Page) => page.getByRole('complementary', { name: 'Room Members' })
const online = (page: Page) => members(page).getByRole('region', { name: /^Online - / })
const offline = (page: Page) => members(page).getByRole('region', { name: /^Offline - / })
const live = { timeout: 30_000 }

/** A supabase-js client signed in as `user`, its Realtime authorised with the session. */
async function clientOf(user: TestUser): Promise<SupabaseClient> {
  const client = nodeClient()
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`)
  await client.realtime.setAuth()
  return client
}

/** Joins the private channel of room `slug` (under Presence key `key`) and waits until it is subscribed. */
async function joinChannel(client: SupabaseClient, slug: string, key: string): Promise<RealtimeChannel> {
  const channel = client
    .channel(`room:${slug}`, { config: { private: true, presence: { key } } })
    .on('presence', { event: 'sync' }, () => {})
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED') resolve()
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`room:${slug}: ${status}`))
    }),
  )
  return channel
}

/**
 * Who the server vouches for as present in room `slug` now (a fresh heartbeat there, 'Show Online
 * Status' on; what `room_present_count` counts), read as the superuser. Other tests running at the
 * same time share the database, so a room's count is compared with this, never with a constant.
 */
async function vouchedPresent(slug: string): Promise<string[]> {
  const rows = await sql<{ user_id: string }>(
    `select m.user_id::text as user_id
       from public.room_members as m
       join private.presence_heartbeats as h on h.user_id = m.user_id and h.topic = 'room:' || m.room_slug
       join public.profiles as p on p.id = m.user_id
      where m.room_slug = $1 and h.seen_at > private.presence_fresh_after() and p.show_online_status`,
    [slug],
  )
  return rows.map((row) => row.user_id)
}

/** The number in the page's 'N present' line, or null while it shows none. */
async function shownPresent(page: Page): Promise<number | null> {
  const line = members(page).getByText(/^\d+ present$/)
  if ((await line.count()) === 0) return null
  return Number.parseInt((await line.textContent()) ?? '', 10)
}

/**
 * Waits until the server vouches for every id in `including` in room `slug` and the page's
 * 'N present' is what it vouches for (read at the same moment: others may come and go
 * meanwhile); resolves to the ids the server counted then.
 */
async function expectPresentAgrees(page: Page, slug: string, including: string[]): Promise<string[]> {
  let counted: string[] = []
  await expect
    .poll(async () => {
      const [shown, vouched] = await Promise.all([shownPresent(page), vouchedPresent(slug)])
      counted = vouched
      const missing = including.filter((id) => !vouched.includes(id))
      if (missing.length > 0) return `the server does not vouch for ${missing.join(', ')} yet`
      return shown === vouched.length
        ? 'agree'
        : `page shows ${shown} present, the server vouches for ${vouched.length}`
    }, live)
    .toBe('agree')
  return counted
}

/** Runs an RPC as the client's member and fails the test on an error. */
async function call(client: SupabaseClient, name: string, args: Record<string, unknown>): Promise<void> {
  const { error } = await client.rpc(name, args)
  if (error) throw new Error(`${name}: ${error.message}`)
}

test.describe('presence with a backend', () => {
  test.describe.configure({ timeout: 120_000 })

  test("a forged presence payload makes no one appear online, in a named room or the anonymous one; 'Show Online Status' off is online to no one", async ({
    page,
    backend,
  }) => {
    const [ana, bob, mallory, quinn] = await Promise.all([
      signUp({ name: 'Ana Watcher' }),
      signUp({ name: 'Bob Victim' }),
      signUp({ name: 'Mallory Forger' }),
      signUp({ name: 'Quinn Quiet' }),
    ])
    // Bob is a member of both rooms but has no page open; Quinn turned 'Show Online Status' off.
    await sql(
      `insert into public.room_members (room_slug, user_id)
       select slug, id from unnest($1::uuid[]) as id, unnest(array['lounge', 'anonymous-confessions']) as slug`,
      [[bob.id, quinn.id]],
    )
    await sql(`update public.profiles set show_online_status = false where id = $1`, [quinn.id])

    await backend.signInBeforeLoad(ana)
    await page.goto('/rooms/lounge')
    await expect(online(page)).toContainText('Ana Watcher', live)
    await expect(offline(page)).toContainText('Bob Victim', live)

    // Quinn is really there (a heartbeat of her own), with 'Show Online Status' off.
    const quinnClient = await clientOf(quinn)
    await call(quinnClient, 'presence_heartbeat', { p_topic: 'room:lounge' })
    // Mallory joins The Lounge, is present as herself, and tracks Presence as Bob, under his id.
    const forger = await clientOf(mallory)
    await call(forger, 'join_room', { p_room_slug: 'lounge' })
    await call(forger, 'presence_heartbeat', { p_topic: 'room:lounge' })
    const lounge = await joinChannel(forger, 'lounge', bob.id)
    await lounge.track({ user_id: bob.id, name: 'Bob Victim' })

    // Ana's page read who is online again on that signal: Mallory (a heartbeat of her own) is online...
    await expect(online(page)).toContainText('Mallory Forger', live)
    // ...and neither Bob (only named in a payload) nor Quinn (online to no one) is.
    await expect(online(page)).not.toContainText('Bob Victim')
    await expect(online(page)).not.toContainText('Quinn Quiet')
    await expect(offline(page)).toContainText('Bob Victim')
    await expect(offline(page)).toContainText('Quinn Quiet')

    // The anonymous room: a count of those present, never who; Bob named in a payload is not counted.
    // Members of other tests may be present in it too (one shared database): the page's count is
    // checked against who the server vouches for, and Ana, Mallory and Bob against that.
    await page.goto('/rooms/anonymous-confessions')
    await expect(members(page)).toContainText(/\d+ present/, live)
    await expectPresentAgrees(page, 'anonymous-confessions', [ana.id])
    await call(forger, 'join_room', { p_room_slug: 'anonymous-confessions' })
    await call(forger, 'presence_heartbeat', { p_topic: 'room:anonymous-confessions' })
    await call(quinnClient, 'presence_heartbeat', { p_topic: 'room:anonymous-confessions' })
    const confessions = await joinChannel(forger, 'anonymous-confessions', bob.id)
    await confessions.track({ user_id: bob.id, name: 'Bob Victim' })
    // The page counts Mallory (a heartbeat of her own) but neither Bob (only named in her payload:
    // he has no heartbeat anywhere) nor Quinn (her status is off).
    const counted = await expectPresentAgrees(page, 'anonymous-confessions', [ana.id, mallory.id])
    expect(counted).not.toContain(bob.id)
    expect(counted).not.toContain(quinn.id)
    expect(await sql(`select 1 from private.presence_heartbeats where user_id = $1`, [bob.id])).toEqual([])
    await expect(online(page)).toContainText('Anonymous')
    await expect(members(page)).not.toContainText('Bob Victim')
    await expect(members(page)).not.toContainText('Mallory Forger')

    await forger.removeAllChannels()
    await quinnClient.removeAllChannels()
  })

  test("friends' online dots: a friend with a page open is online; one named in a forged payload, or with 'Show Online Status' off, is not", async ({
    page,
    backend,
    browser,
  }) => {
    const [ana, ben, bob, quinn, mallory] = await Promise.all([
      signUp({ name: 'Ana Friendly' }),
      signUp({ name: 'Ben Present' }),
      signUp({ name: 'Bob Absent' }),
      signUp({ name: 'Quinn Hidden' }),
      signUp({ name: 'Mallory Mimic' }),
    ])
    await sql(
      `insert into public.friendships (requester_id, addressee_id, status)
       select $1, id, 'accepted' from unnest($2::uuid[]) as id`,
      [ana.id, [ben.id, bob.id, quinn.id]],
    )
    await sql(`update public.profiles set show_online_status = false where id = $1`, [quinn.id])
    // Mallory tracks Presence on presence:members as Bob; Quinn is there for real, with the status off.
    const forger = await clientOf(mallory)
    // A Presence handler turns Presence on for the join (presence:members is Presence only).
    const channel = forger
      .channel('presence:members', { config: { private: true, presence: { key: bob.id } } })
      .on('presence', { event: 'sync' }, () => {})
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve()
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`presence:members: ${status}`))
      }),
    )
    await channel.track({ user_id: bob.id })
    const quinnClient = await clientOf(quinn)
    await call(quinnClient, 'presence_heartbeat', { p_topic: 'presence:members' })

    await backend.signInBeforeLoad(ana)
    await page.goto('/friends')
    const friend = (name: string) =>
      page.getByRole('list', { name: 'My Friends' }).getByRole('listitem').filter({ hasText: name })
    await expect(friend('Bob Absent')).toBeVisible(live)
    // Ben opens a page: his dot turns online for Ana (a read after the forged payload).
    const other = await otherBrowser(browser, ben)
    await other.page.goto('/friends')
    await expect(friend('Ben Present').getByTestId('status-dot')).toHaveAttribute('data-status', 'online', live)
    await expect(friend('Bob Absent').getByTestId('status-dot')).toHaveAttribute('data-status', 'offline')
    await expect(friend('Quinn Hidden').getByTestId('status-dot')).toHaveAttribute('data-status', 'offline')

    // Ben logs out: his page leaves presence while his session is still valid, so Ana sees him
    // offline at once, well before his last heartbeat would have gone stale (60 s).
    await other.page.getByRole('button', { name: `Account menu: ${ben.email}` }).click()
    await other.page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(other.page).toHaveURL(/\/$/)
    await expect(friend('Ben Present').getByTestId('status-dot')).toHaveAttribute('data-status', 'offline', {
      timeout: 20_000,
    })

    await forger.removeAllChannels()
    await closeOther(other)
  })

  test('a member who leaves the room goes offline for the others', async ({ page, backend, browser }) => {
    const [ana, ben] = await Promise.all([signUp({ name: 'Ana Staying' }), signUp({ name: 'Ben Leaving' })])
    await backend.signInBeforeLoad(ana)
    const other = await otherBrowser(browser, ben)
    await Promise.all([page.goto('/rooms/dreams'), other.page.goto('/rooms/dreams')])
    await expect(online(page)).toContainText('Ben Leaving', live)
    await expect(online(other.page)).toContainText('Ana Staying', live)

    // Ben leaves the room for his dashboard: his page says so (presence_leave), and Ana's list follows.
    await other.page.getByRole('link', { name: 'Back to rooms' }).click()
    await expect(other.page).toHaveURL(/\/rooms$/)
    await expect(offline(page)).toContainText('Ben Leaving', live)
    await expect(online(page)).not.toContainText('Ben Leaving')
    await closeOther(other)
  })
})
