import type { Page } from '@playwright/test'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith } from '../../../e2e/backend'

/**
 * The schedule with a backend: a member's events and availability slots are their rows of
 * `schedule_events` (own rows only, under RLS), with local dates and times kept as `starts_at`
 * and `ends_at`; they follow the member to another browser and survive a reload.
 */

test.use({ timezoneId: 'Europe/London' })

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
/** Reading the schedule from the server, on a machine busy with the backend's processes too. */
const loaded = { timeout: 15_000 }

interface StoredEvent {
  title: string
  starts: string
  ends: string
  location: string
  facilitator: string
  category: string
  is_availability: boolean
}

const eventsOf = (userId: string) =>
  sql<StoredEvent>(
    `select title, to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as starts,
            to_char(ends_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as ends,
            location, facilitator, category, is_availability
       from public.schedule_events where user_id = $1 order by starts_at, title`,
    [userId],
  )

/** Today in London, 'yyyy-MM-dd', as the page's clock sees it. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

test.describe('schedule with a backend', () => {
  test.describe.configure({ timeout: 120_000 })

  test("a member's event and availability reach the database, show in another browser and after a reload; delete removes the row", async ({
    page,
    backend,
    browser,
  }) => {
    const dan = await signUp({ name: 'Dan Planner' })
    await backend.signInBeforeLoad(dan)
    await page.goto('/calendar')
    await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible()
    // A member's schedule starts empty: the guest's sample events are not theirs.
    await expect(page.getByText('No events scheduled for this day')).toBeVisible(loaded)

    await page.getByRole('button', { name: 'Add Event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Event' })
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Book circle')
    await dialog.getByRole('button', { name: 'Add Event' }).click()
    await expect(toastWith(page, 'Event Added')).toContainText('Book circle has been added to the schedule')
    await expect(dialog).toBeHidden()
    await expect(card(page, 'Book circle')).toContainText('Main Room')

    await page.getByRole('button', { name: 'Set Availability' }).click()
    const slot = page.getByRole('dialog', { name: 'Add Availability' })
    await slot.getByRole('button', { name: 'Add Availability' }).click()
    await expect(toastWith(page, 'Availability Added')).toBeVisible()
    await expect(slot).toBeHidden()

    const today = londonToday()
    await expect
      .poll(() => eventsOf(dan.id))
      .toEqual([
        {
          title: 'Book circle',
          starts: `${today} 12:00`,
          ends: `${today} 13:00`,
          location: 'Main Room',
          facilitator: 'You',
          category: 'meeting',
          is_availability: false,
        },
        {
          title: expect.stringMatching(/^My Availability - \w+day$/),
          starts: `${today} 14:00`,
          ends: `${today} 18:00`,
          location: 'Online',
          facilitator: 'You',
          category: 'availability',
          is_availability: true,
        },
      ])

    // Another browser signed in as Dan sees both.
    const other = await otherBrowser(browser, dan)
    await other.page.goto('/calendar')
    await expect(card(other.page, 'Book circle')).toContainText('12:00', loaded)
    await expect(other.page.getByRole('heading', { level: 3, name: /^My Availability - / })).toBeVisible()
    await closeOther(other)

    // A reload keeps them; delete removes the row for good.
    await page.reload()
    await expect(card(page, 'Book circle')).toContainText('Main Room', loaded)
    await card(page, 'Book circle')
      .getByRole('button', { name: /^Delete/ })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Event Deleted')).toBeVisible()
    await expect.poll(async () => (await eventsOf(dan.id)).map((e) => e.category)).toEqual(['availability'])
    await page.reload()
    await expect(page.getByRole('heading', { level: 3, name: /^My Availability - / })).toBeVisible(loaded)
    await expect(card(page, 'Book circle')).toHaveCount(0)
  })

  test('an event saved while the network is down says so and keeps the dialog open with what was typed', async ({
    page,
    backend,
    consoleErrors,
  }) => {
    const eva = await signUp({ name: 'Eva Offline' })
    await backend.signInBeforeLoad(eva)
    await page.goto('/calendar')
    await expect(page.getByText('No events scheduled for this day')).toBeVisible(loaded)
    await page.route(
      (url) => url.pathname === '/rest/v1/schedule_events',
      (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()),
    )
    await page.getByRole('button', { name: 'Add Event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Event' })
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Walk in the park')
    await dialog.getByRole('button', { name: 'Add Event' }).click()
    await expect(toastWith(page, 'Event not saved')).toContainText('could not reach the server')
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Walk in the park')
    expect(await eventsOf(eva.id)).toEqual([])
    const dropped = consoleErrors.filter((line) => /ERR_INTERNET_DISCONNECTED/.test(line))
    for (const line of dropped) consoleErrors.splice(consoleErrors.indexOf(line), 1)
  })

  test('the schedule has no serious accessibility violations in the three themes', async ({ page, backend }) => {
    const fay = await signUp({ name: 'Fay Theme' })
    await sql(
      `insert into public.schedule_events (user_id, title, starts_at, ends_at, location, facilitator, category)
       values ($1, 'Morning pages', date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London' + interval '9 hours',
               date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London' + interval '10 hours',
               'Online', 'You', 'workshop')`,
      [fay.id],
    )
    await backend.signInBeforeLoad(fay)
    for (const theme of ['dark', 'light', 'void']) {
      await page.goto('/calendar')
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(card(page, 'Morning pages')).toContainText('Online', loaded)
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })
})
