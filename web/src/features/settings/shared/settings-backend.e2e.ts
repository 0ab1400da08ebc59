import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { sql } from '../../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../../e2e/backend'

/**
 * The settings pages with a backend: a member's preferences (notifications, rooms and feed,
 * journal, AI) and Auto-Delete Posts are their row of member_settings, read when a page opens in
 * any browser; Download Data is the server's export of their data.
 */

type SettingsRow = { settings: Record<string, Record<string, unknown>>; auto_delete_posts: string; version: number }
const settingsOf = async (userId: string) =>
  (
    await sql<SettingsRow>(
      `select version, settings, auto_delete_posts from public.member_settings where user_id = $1`,
      [userId],
    )
  )[0]

/** A unique text, so parallel tests in the shared database never match each other's rows. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Opens a settings page and waits until the member's settings have been read. */
async function openSettings(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Loading settings...')).toHaveCount(0)
}

test.describe('settings with a backend', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a preference changed on each page is on the server, in another browser of the member and after a reload', async ({
    page,
    backend,
    browser,
  }) => {
    const member = await signUp({ name: 'Sol Settings' })
    await backend.signInBeforeLoad(member)

    await openSettings(page, '/settings/notifications', 'Notification Settings')
    await page.getByRole('switch', { name: 'Prompts' }).click()
    await expect(toastWith(page, 'Updated')).toBeVisible()

    await openSettings(page, '/settings/rooms', 'Room & Feed Preferences')
    await page.getByRole('checkbox', { name: 'Music' }).click()
    await expect(toastWith(page, 'Topic preferences updated')).toBeVisible()

    await openSettings(page, '/settings/journals', 'Journal Settings')
    await page.getByRole('switch', { name: 'Mood tracking' }).click()
    await page.getByRole('button', { name: 'Save All Settings' }).click()
    await expect(toastWith(page, 'Settings saved')).toBeVisible()

    await openSettings(page, '/settings/ai', 'AI Settings')
    await page.getByRole('radio', { name: 'Mystic' }).click()
    await expect(toastWith(page, 'Tone persona updated')).toBeVisible()

    const row = await settingsOf(member.id)
    expect(row?.version).toBe(1)
    expect(row?.settings.notifications).toMatchObject({ prompts: true, replies: true })
    expect(row?.settings.notifications).not.toHaveProperty('push')
    expect(row?.settings.roomsFeed?.topics).toEqual(['Anxiety', 'Creativity', 'Purpose', 'Music'])
    expect(row?.settings.journal).toMatchObject({ moodTracking: true })
    expect(row?.settings.journal).not.toHaveProperty('passcodeHash')
    expect(row?.settings.ai).toMatchObject({ tone: 'tone_mystic' })

    // A change made elsewhere (another device) is what the next page opened shows.
    await sql(
      `update public.member_settings set settings = jsonb_set(settings, '{notifications,events}', 'false') where user_id = $1`,
      [member.id],
    )
    const other = await otherBrowser(browser, member)
    await openSettings(other.page, '/settings/notifications', 'Notification Settings')
    await expect(other.page.getByRole('switch', { name: 'Prompts' })).toBeChecked()
    await expect(other.page.getByRole('switch', { name: 'Events' })).not.toBeChecked()
    await openSettings(other.page, '/settings/rooms', 'Room & Feed Preferences')
    await expect(other.page.getByRole('checkbox', { name: 'Music' })).toBeChecked()
    await openSettings(other.page, '/settings/journals', 'Journal Settings')
    await expect(other.page.getByRole('switch', { name: 'Mood tracking' })).toBeChecked()
    await openSettings(other.page, '/settings/ai', 'AI Settings')
    await expect(other.page.getByRole('radio', { name: 'Mystic' })).toBeChecked()
    // The other browser saves a part too; the first one's other parts stay.
    await other.page.getByRole('radio', { name: 'In-depth' }).click()
    await expect(toastWith(other.page, 'Response depth updated')).toBeVisible()
    await closeOther(other)

    await page.reload()
    await expect(page.getByRole('radio', { name: 'In-depth' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Mystic' })).toBeChecked()
    expect((await settingsOf(member.id))?.settings.notifications).toMatchObject({ prompts: true, events: false })
  })

  test('a save the server never receives says so and keeps the choice; nothing is stored', async ({
    page,
    backend,
    consoleErrors,
  }) => {
    const member = await signUp({ name: 'Ola Offline' })
    await backend.signInBeforeLoad(member)
    await openSettings(page, '/settings/notifications', 'Notification Settings')
    await page.route('**/rest/v1/member_settings**', (route) => route.abort('internetdisconnected'))
    await page.getByRole('switch', { name: 'Replies' }).click()
    await expect(toastWith(page, 'Settings not saved')).toContainText('Check your connection and try again.')
    await expect(page.getByRole('switch', { name: 'Replies' })).not.toBeChecked()
    expect(await settingsOf(member.id)).toBeUndefined()
    // Chromium logs the cut request; that one, and only that one, is expected.
    expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_INTERNET_DISCONNECTED'])
    consoleErrors.length = 0
  })

  test("Auto-Delete Posts '1h' gives the member's next anonymous post an expiry an hour ahead, and Download Data holds their rows only", async ({
    page,
    backend,
  }) => {
    const [member, stranger] = await Promise.all([signUp({ name: 'Kai Export' }), signUp({ name: 'Lu Stranger' })])
    await backend.signInBeforeLoad(member)

    await openSettings(page, '/settings/privacy', 'Privacy & Security')
    await page.getByRole('switch', { name: 'Auto-delete anonymous posts' }).click()
    await page.getByRole('combobox', { name: 'Delete after' }).click()
    await page.getByRole('option', { name: '1 hour' }).click()
    await expect(page.getByRole('combobox', { name: 'Delete after' })).toHaveText('1 hour')
    await expect.poll(async () => (await settingsOf(member.id))?.auto_delete_posts).toBe('1h')
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Delete after' })).toHaveText('1 hour')

    const confession = unique('Gone within the hour')
    await page.goto('/rooms/anonymous-confessions')
    await expect(page.getByRole('status', { name: 'Loading messages...' })).toHaveCount(0, { timeout: 15_000 })
    await page.getByRole('textbox').fill(confession)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('feed').getByRole('article').filter({ hasText: confession })).toBeVisible()
    // The post shows at once (optimistic); its row is there once the server has answered.
    const minutes = async () => {
      const [post] = await sql<{ minutes: number }>(
        `select extract(epoch from expires_at - created_at) / 60 as minutes from public.posts where body = $1`,
        [confession],
      )
      return post ? Math.round(Number(post.minutes)) : null
    }
    await expect.poll(minutes, { timeout: 15_000 }).toBe(60)

    const mine = unique('My own entry')
    const theirs = unique('Not yours')
    await sql(
      `insert into public.journal_entries (user_id, title, body, tags) values ($1, $2, 'Written on the server.', '{calm}'), ($3, $4, 'Someone else.', '{}')`,
      [member.id, mine, stranger.id, theirs],
    )
    await openSettings(page, '/settings/account', 'Account Settings')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download Data' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^nexus-data-\d{4}-\d{2}-\d{2}\.json$/)
    await expect(toastWith(page, 'Download started')).toBeVisible()
    const text = await readFile(await download.path(), 'utf8')
    const data = JSON.parse(text) as Record<string, unknown>
    expect(data.format_version).toBeGreaterThan(1)
    expect(data.journal_entries).toEqual([expect.objectContaining({ title: mine, user_id: member.id })])
    expect(data.posts).toEqual([expect.objectContaining({ body: confession, room_slug: 'anonymous-confessions' })])
    expect(data.settings).toMatchObject({ auto_delete_posts: '1h' })
    expect(data.profile).toMatchObject({ id: member.id })
    expect(data.kept_on_this_device).toMatchObject({ journalPasscodeLock: false, pushNotifications: false })
    expect(text).not.toContain(stranger.id)
    expect(text).not.toContain(theirs)
  })

  for (const theme of ['light', 'dark', 'void'] as const) {
    test(`the member's settings pages have no serious axe violation in the ${theme} theme`, async ({
      page,
      backend,
    }) => {
      const member = await signUp({ name: `Axe ${theme}` })
      await backend.signInBeforeLoad(member)
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
      for (const [path, title] of [
        ['/settings/notifications', 'Notification Settings'],
        ['/settings/rooms', 'Room & Feed Preferences'],
        ['/settings/journals', 'Journal Settings'],
        ['/settings/ai', 'AI Settings'],
        ['/settings/privacy', 'Privacy & Security'],
        ['/settings/account', 'Account Settings'],
      ] as const) {
        await openSettings(page, path, title)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'light' })
      }
    })
  }
})
