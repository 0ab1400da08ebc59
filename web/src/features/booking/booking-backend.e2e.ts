import type { Page } from '@playwright/test'
import { addDays, format, isSameMonth, isWeekend, startOfDay } from 'date-fns'
import { SEED_PASSWORD } from '../../../e2e/backend-auth'
import { sql } from '../../../e2e/backend-db'
import { closeOther, otherBrowser, type OtherBrowser } from '../../../e2e/other-browser'
import { expect, expectNoSeriousA11yViolations, signUp, test, toastWith, type TestUser } from '../../../e2e/backend'

/**
 * Booking with the real host against the local backend: the seeded advice host (Jordan Lee,
 * Europe/London), bookings in the database (overlaps refused with 23P01), free times from
 * host_busy_slots(). The browsers run in London's time, so the times read as the host's.
 */

test.use({ timezoneId: 'Europe/London' })

/** The seeded advice host (supabase/seed.sql). */
const HOST: TestUser = {
  id: '5eed0000-0000-4000-8000-000000000005',
  email: 'host@example.com',
  password: SEED_PASSWORD,
  name: 'Jordan Lee',
}

/** The `n`th weekday after today (n = 2: at least a day away, so no time of it has passed). */
function weekdayAhead(n: number): Date {
  let day = startOfDay(new Date())
  for (let found = 0; found < n;) {
    day = addDays(day, 1)
    if (!isWeekend(day)) found += 1
  }
  return day
}

const times = (page: Page) => page.getByRole('list', { name: 'Available Times' })
const slot = (page: Page, time: string) => times(page).getByRole('button', { name: new RegExp(`^${time}`) })
const booked = (page: Page) => page.getByRole('list', { name: 'Booked Sessions' }).getByRole('listitem')
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Booking' })
/** The host's listed sessions on `day` (their /calendar). */
const hostedOn = (page: Page, day: Date) =>
  page
    .getByRole('list', { name: 'Sessions Booked With You' })
    .getByRole('listitem')
    .filter({ hasText: format(day, 'EEEE, MMMM d, yyyy') })
const live = { timeout: 15_000 }

/** Opens /book-session and chooses `day` in the calendar (moving to its month first). */
async function chooseDay(page: Page, day: Date) {
  await page.goto('/book-session')
  await expect(page.getByRole('region', { name: 'Your host' })).toContainText('Jordan Lee')
  if (!isSameMonth(day, new Date())) await page.getByRole('button', { name: /Next Month/i }).click()
  await page.getByRole('button', { name: new RegExp(`^(Today, )?${format(day, 'EEEE, MMMM do, yyyy')}`) }).click()
  await expect(times(page)).toBeVisible()
}

/** The live bookings of the seeded host starting at `start`. */
function liveBookingsAt(start: Date) {
  return sql<{ booked_by: string; status: string }>(
    `select booked_by, status from public.bookings where host_id = $1 and lower(slot) = $2 order by created_at`,
    [HOST.id, start.toISOString()],
  )
}

/** `day` at `hh:mm` in London (the browsers' and the host's zone). */
function londonTime(day: Date, clock: string): Date {
  const [h, m] = clock.split(':').map(Number)
  const local = new Date(day)
  local.setHours(h!, m!, 0, 0)
  return local
}

/** Forgets the one 400 the loser of a race logged (the database's 23P01, as PostgREST answers it). */
function forgiveConflict(other: OtherBrowser) {
  const at = other.errors.findIndex((e) => e.includes('status of 400'))
  if (at >= 0) other.errors.splice(at, 1)
}

test.describe('booking with the real host', () => {
  test.describe.configure({ timeout: 120_000 })

  test('two members race for one slot: one books it, the other is told it is already booked; the host sees it on /calendar; cancelling frees it', async ({
    page,
    backend,
    browser,
  }) => {
    const day = weekdayAhead(3)
    const start = londonTime(day, '15:00')
    const [ana, ben] = await Promise.all([signUp({ name: 'Ana Racer' }), signUp({ name: 'Ben Racer' })])
    await backend.signInBeforeLoad(ana)
    const other = await otherBrowser(browser, ben)
    backend.expectHttpError(400)
    const host = await otherBrowser(browser, HOST)
    await host.page.goto('/calendar')
    await expect(host.page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hostedOn(host.page, day)).toHaveCount(0)

    await Promise.all([chooseDay(page, day), chooseDay(other.page, day)])
    await Promise.all([slot(page, '3:00 PM').click(), slot(other.page, '3:00 PM').click()])
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(other.page)).toBeVisible()
    await Promise.all([
      dialog(page).getByRole('button', { name: 'Confirm Booking' }).click(),
      dialog(other.page).getByRole('button', { name: 'Confirm Booking' }).click(),
    ])

    // Exactly one of them has it; the other is told so, and the time leaves their list.
    const outcome = async (p: Page) =>
      (await toastWith(p, 'Session Booked!').count()) > 0
        ? 'booked'
        : (await toastWith(p, 'Time no longer available').count()) > 0
          ? 'refused'
          : 'pending'
    await expect
      .poll(async () => [await outcome(page), await outcome(other.page)].sort().join(','), { timeout: 15_000 })
      .toBe('booked,refused')
    const anaWon = (await outcome(page)) === 'booked'
    const [winner, loser] = anaWon ? [page, other.page] : [other.page, page]
    const [winnerUser, loserUser] = anaWon ? [ana, ben] : [ben, ana]
    await expect(toastWith(loser, 'Time no longer available')).toContainText('already booked')
    await expect(slot(loser, '3:00 PM')).toHaveCount(0)
    await expect(slot(winner, '3:00 PM')).toHaveCount(0)
    await expect(booked(winner)).toHaveCount(1)
    await expect(booked(winner).first()).toContainText('3:00 PM - 3:30 PM')
    await expect(booked(winner).first()).toContainText('Booked by You')
    await expect(booked(loser)).toHaveCount(0)
    expect(await liveBookingsAt(start)).toEqual([{ booked_by: winnerUser.id, status: 'booked' }])

    // Reloading keeps it.
    await winner.reload()
    await expect(booked(winner)).toHaveCount(1)

    // The host, on /calendar since before the race, sees it arrive, with who booked it.
    await expect(hostedOn(host.page, day)).toContainText(`Booked by ${winnerUser.name}`, live)

    // The winner cancels: the time is free again for the other member.
    await booked(winner)
      .first()
      .getByRole('button', { name: /^Cancel/ })
      .click()
    await expect(toastWith(winner, 'Session cancelled')).toBeVisible()
    await expect(booked(winner)).toHaveCount(0)
    expect(await liveBookingsAt(start)).toEqual([{ booked_by: winnerUser.id, status: 'cancelled' }])
    await expect(hostedOn(host.page, day)).toHaveCount(0, live)
    await chooseDay(loser, day)
    await expect(slot(loser, '3:00 PM')).toBeVisible()
    expect(loserUser.id).not.toBe(winnerUser.id)

    forgiveConflict(other)
    await closeOther(host)
    await closeOther(other)
  })

  test('a visitor who confirms is sent to sign in and comes back to /book-session', async ({ page }) => {
    const member = await signUp({ name: 'Vera Visitor' })
    const day = weekdayAhead(4)
    await chooseDay(page, day)
    await expect(page.getByRole('list', { name: 'Booked Sessions' })).toHaveCount(0)
    await expect(page.getByText('Sign in to see your booked sessions')).toBeVisible()
    await slot(page, '2:00 PM').click()
    await dialog(page).getByRole('button', { name: 'Sign In to Book' }).click()
    await expect(page).toHaveURL(/\/auth\?next=%2Fbook-session$/)
    const form = page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill(member.email)
    await form.getByLabel('Password').fill(member.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/book-session$/)

    await chooseDay(page, day)
    await slot(page, '2:00 PM').click()
    await dialog(page).getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(toastWith(page, 'Session Booked!')).toContainText('Jordan Lee')
    expect(await liveBookingsAt(londonTime(day, '14:00'))).toEqual([{ booked_by: member.id, status: 'booked' }])
  })

  test('a member with three upcoming sessions is refused a fourth with the server’s message, which says when', async ({
    page,
    backend,
  }) => {
    const member = await signUp({ name: 'Fay Fourth' })
    const day = weekdayAhead(6)
    const starts = ['14:00', '14:30', '15:00'].map((clock) => londonTime(day, clock))
    // Three upcoming sessions, written as an operator (not limited); the times are freed first.
    await sql(`delete from public.bookings where host_id = $1 and lower(slot) = any($2::timestamptz[])`, [
      HOST.id,
      [...starts, londonTime(day, '16:00')].map((d) => d.toISOString()),
    ])
    for (const start of starts) {
      await sql(
        `insert into public.bookings (host_id, booked_by, slot) values ($1, $2, tstzrange($3, $3::timestamptz + interval '30 minutes', '[)'))`,
        [HOST.id, member.id, start.toISOString()],
      )
    }
    await backend.signInBeforeLoad(member)
    backend.expectHttpError(400)
    await chooseDay(page, day)
    await expect(booked(page)).toHaveCount(3)
    await slot(page, '4:00 PM').click()
    await dialog(page).getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(toastWith(page, 'Session not booked')).toContainText(
      `You already have 3 upcoming sessions. You can book another after your next one ends (${format(day, 'EEE dd MMM yyyy')}, 14:30 Europe/London), or cancel one.`,
    )
    await expect(booked(page)).toHaveCount(3)
    expect(await liveBookingsAt(londonTime(day, '16:00'))).toEqual([])
  })

  test('the real host card and free times pass axe in three themes', async ({ page, backend }) => {
    const member = await signUp({ name: 'Axel Themes' })
    await backend.signInBeforeLoad(member)
    const day = weekdayAhead(5)
    await chooseDay(page, day)
    const host = page.getByRole('region', { name: 'Your host' })
    await expect(host).toContainText('Community mentor')
    await expect(host).toContainText('Available Mon to Fri, 2-6pm')
    await expect(host).toContainText("Host's time zone: Europe/London")
    // The database takes 14:00 to 17:30 starts, as the sample host offers.
    await expect(times(page).getByRole('button')).toHaveCount(8)
    await expect(slot(page, '5:30 PM')).toBeVisible()
    for (const theme of ['dark', 'light', 'void']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await chooseDay(page, day)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(slot(page, '2:00 PM')).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })
})
