import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, expectFocusWithin, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

// Monday 3 March 2025, 09:00 in New York (14:00 UTC, 14:00 in London: winter time on both sides
// until 9 March in New York). Demo bookings: Tuesday 4 at 15:00 and Wednesday 5 at 16:30 London.
test.use({ timezoneId: 'America/New_York' })
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-03-03T14:00:00Z'))
})

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const day = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) })
const times = (page: Page) => page.getByRole('list', { name: 'Available Times' })
const slot = (page: Page, time: string) => times(page).getByRole('button', { name: new RegExp(`^${time}`) })
const booked = (page: Page) => page.getByRole('list', { name: 'Booked Sessions' }).getByRole('listitem')
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Booking' })

async function open(page: Page) {
  await page.goto('/book-session')
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Session' })).toBeVisible()
}

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** The unfolded content lines of an .ics text (RFC 5545 §3.1), after checking every line ends in CRLF. */
function icsLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  return text.replace(/\r\n /g, '').split('\r\n').slice(0, -1)
}

/** An iCalendar UTC date-time ('20250306T143000Z') as epoch ms. */
function icsTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  expect(m, `UTC date-time: ${value}`).not.toBeNull()
  const [, y, mo, d, h, mi, s] = m!.map(Number)
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!)
}

test.describe('Book a Session', () => {
  test('a public page naming both time zones, with the host card and demo bookings; no serious axe finding', async ({
    page,
  }) => {
    await open(page)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.locator('[data-slot="sidebar-container"]')).toHaveCount(0)
    await expect(
      page.getByText("Times shown in your time zone (America/New_York); host's time zone: Europe/London"),
    ).toBeVisible()
    const host = page.getByRole('region', { name: 'Your host' })
    await expect(host).toContainText('Jordan Lee')
    await expect(host).toContainText('Community mentor')
    await expect(host).toContainText('Available Mon to Fri, 2-6pm')
    await expect(booked(page)).toHaveCount(2)
    await expect(booked(page).first()).toContainText('Tuesday, March 4, 2025, 10:00 AM - 10:30 AM')
    await expect(booked(page).nth(1)).toContainText('Wednesday, March 5, 2025, 11:30 AM - 12:00 PM')
    for (const theme of ['dark', 'light', 'void']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await day(page, 'Tuesday, March 4th, 2025').click()
      await expect(slot(page, '9:00 AM')).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })

  test('weekends and past days cannot be chosen; booked slots are hidden', async ({ page }) => {
    await open(page)
    await expect(day(page, 'Monday, March 3rd, 2025')).toBeEnabled()
    await expect(day(page, 'Saturday, March 8th, 2025')).toBeDisabled()
    await expect(day(page, 'Sunday, March 9th, 2025')).toBeDisabled()
    await expect(page.getByRole('button', { name: /^Friday, February 28th/ })).toHaveCount(0)
    await day(page, 'Tuesday, March 4th, 2025').click()
    await expect(times(page).getByRole('button')).toHaveCount(7)
    await expect(slot(page, '10:00 AM')).toHaveCount(0)
    await expect(slot(page, '9:30 AM')).toContainText('14:30 host time')
    // Today: 09:00 in New York is 14:00 in London, so the 14:00 slot has started.
    await day(page, 'Monday, March 3rd, 2025').click()
    await expect(times(page).getByRole('button')).toHaveCount(7)
    await expect(slot(page, '9:00 AM')).toHaveCount(0)
  })

  test('books a slot end to end: .ics download, toast, slot gone, booking kept after reload', async ({ page }) => {
    await open(page)
    await day(page, 'Thursday, March 6th, 2025').click()
    await slot(page, '9:30 AM').click()
    await expect(dialog(page)).toContainText('Thursday, March 6, 2025')
    await expect(dialog(page)).toContainText('9:30 AM - 10:00 AM')
    await expect(dialog(page)).toContainText("Host's time (Europe/London)Thursday, March 6, 2025, 2:30 PM - 3:00 PM")
    await expectNoSeriousA11yViolations(page)
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(booked(page)).toHaveCount(2)

    await slot(page, '9:30 AM').click()
    await dialog(page).getByRole('checkbox', { name: 'Also download a calendar file (.ics)' }).check()
    const downloadPromise = page.waitForEvent('download')
    await dialog(page).getByRole('button', { name: 'Confirm Booking' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('nexus-session-2025-03-06-1430.ics')
    const text = await readFile((await download.path())!, 'utf8')
    const lines = icsLines(text)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)
    const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1) ?? ''
    expect(field('UID')).toMatch(/^bk-[\w-]+@nexus$/)
    expect(field('DTSTART')).toBe('20250306T143000Z')
    expect(icsTime(field('DTEND')) - icsTime(field('DTSTART'))).toBe(30 * 60_000)
    expect(field('SUMMARY')).toBe('Session with Jordan Lee')

    await expect(toastWith(page, 'Session Booked!')).toContainText(
      'Your session with Jordan Lee is on Thursday, March 6, 2025 at 9:30 AM (America/New_York).',
    )
    await expect(dialog(page)).toBeHidden()
    await expect(slot(page, '9:30 AM')).toHaveCount(0)
    await expect(booked(page)).toHaveCount(3)
    await expect(booked(page).nth(2)).toContainText('Thursday, March 6, 2025, 9:30 AM - 10:00 AM')
    await expect(booked(page).nth(2)).toContainText('Booked by You')

    await page.reload()
    await expect(booked(page).nth(2)).toContainText('Booked by You')
    await day(page, 'Thursday, March 6th, 2025').click()
    await expect(times(page).getByRole('button')).toHaveCount(7)
    await expect(slot(page, '9:30 AM')).toHaveCount(0)

    // The list's download gives the same UID and times for the same booking.
    const again = page.waitForEvent('download')
    await booked(page)
      .nth(2)
      .getByRole('button', { name: /^Add to calendar/ })
      .click()
    const second = icsLines(await readFile((await (await again).path())!, 'utf8'))
    expect(second).toContain(`UID:${field('UID')}`)
    expect(second).toContain('DTSTART:20250306T143000Z')
  })

  test('keyboard only: choose a day in the calendar, a time, then cancel and confirm the dialog', async ({ page }) => {
    await open(page)
    await tabTo(page, day(page, 'Monday, March 3rd, 2025'))
    await page.keyboard.press('ArrowRight')
    await expect(day(page, 'Tuesday, March 4th, 2025')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(day(page, 'Tuesday, March 11th, 2025')).toBeFocused()
    await page.keyboard.press('Enter')
    await tabTo(page, slot(page, '10:00 AM'))
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expectFocusWithin(dialog(page))
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(slot(page, '10:00 AM')).toBeFocused()
    await page.keyboard.press('Enter')
    await tabTo(page, dialog(page).getByRole('button', { name: 'Confirm Booking' }))
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Session Booked!')).toContainText('Tuesday, March 11, 2025 at 10:00 AM')
    await expect(page.getByRole('heading', { name: 'Available Times' })).toBeFocused()
    await expect(slot(page, '10:00 AM')).toHaveCount(0)
  })
})
