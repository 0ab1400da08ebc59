import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

// Wednesday 5 March 2025, 10:00 in London: the sample week is Monday 3 to Sunday 9 March.
test.use({ timezoneId: 'Europe/London' })
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-03-05T10:00:00Z'))
})

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const dayHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\w+day, \w+ \d+, \d{4}$/ })
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
const week = (page: Page) => page.getByRole('region', { name: 'Week' })
const stripDay = (page: Page, name: string) => week(page).getByRole('button', { name: new RegExp(`^${name}\\b`) })
const calendarDay = (page: Page, isoDate: string) =>
  page.locator(`[data-slot="calendar"] button[data-day="${isoDate}"]`)
const focusedDay = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('data-day') ?? null)

/** Presses Tab until `target` has focus (a date or time field takes one Tab per part). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function open(page: Page) {
  await page.goto('/calendar')
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible()
  await expect(dayHeading(page)).toHaveText('Wednesday, March 5, 2025')
}

test.describe('My Schedule', () => {
  test('shows today with its events, the legend, upcoming events and the week; no serious axe finding in any theme', async ({
    page,
  }) => {
    await open(page)
    await expect(page.locator('[data-slot="badge"]', { hasText: /^Today$/ })).toBeVisible()
    await expect(card(page, 'My Availability - Wednesday')).toContainText('You (You)')
    await expect(card(page, 'My Availability - Wednesday')).not.toContainText('attendee')
    await expect(card(page, 'Gratitude Script')).toContainText('Resource Available')
    await expect(card(page, 'Gratitude Script')).toContainText('Maya Chen (Host)')
    await expect(page.getByRole('list', { name: 'Upcoming Events' }).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'Events Legend' }).getByRole('listitem')).toHaveText([
      'Meeting',
      'Workshop',
      'Social',
      'Special Event',
      'Daily Script',
      'My Availability',
    ])
    await expect(week(page).locator('button[data-date]')).toHaveCount(7)
    await expect(week(page).locator('button[data-date]').first()).toHaveAttribute('data-date', '2025-03-03')
    await expect(stripDay(page, 'Monday, March 3')).toHaveAccessibleName(
      'Monday, March 3: Daily Script, Meeting, My Availability',
    )
    await expect(calendarDay(page, '2025-03-03').locator('xpath=..')).toHaveClass(/font-bold/)
    for (const theme of ['dark', 'light', 'void']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(card(page, 'Gratitude Script')).toBeVisible()
      await expectNoSeriousA11yViolations(page, { coloursOnly: theme !== 'dark' })
    }
  })

  test('Previous Week / Next Week step by 7 days across a month boundary', async ({ page }) => {
    await open(page)
    for (const expected of ['Wednesday, March 12, 2025', 'Wednesday, March 19, 2025', 'Wednesday, March 26, 2025']) {
      await page.getByRole('button', { name: 'Next Week' }).click()
      await expect(dayHeading(page)).toHaveText(expected)
    }
    await page.getByRole('button', { name: 'Next Week' }).click()
    await expect(dayHeading(page)).toHaveText('Wednesday, April 2, 2025')
    await expect(week(page).locator('button[data-date]').first()).toHaveAttribute('data-date', '2025-03-31')
    await expect(page.locator('[data-slot="calendar"]')).toContainText('April 2025')
    await page.getByRole('button', { name: 'Previous Week' }).click()
    await expect(dayHeading(page)).toHaveText('Wednesday, March 26, 2025')
    await expect(page.getByText('No events scheduled for this day')).toBeVisible()
    await expect(page.getByText('Select another day or check back later')).toBeVisible()
  })

  test('the month calendar moves by day, week, month and year from the keyboard; Enter selects', async ({ page }) => {
    await open(page)
    await calendarDay(page, '2025-03-05').focus()
    expect(await focusedDay(page)).toBe('2025-03-05')
    await page.keyboard.press('ArrowRight')
    expect(await focusedDay(page)).toBe('2025-03-06')
    await page.keyboard.press('ArrowDown')
    expect(await focusedDay(page)).toBe('2025-03-13')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowUp')
    expect(await focusedDay(page)).toBe('2025-03-05')
    await page.keyboard.press('PageDown')
    await expect.poll(() => focusedDay(page)).toBe('2025-04-05')
    await expect(page.locator('[data-slot="calendar"]')).toContainText('April 2025')
    await page.keyboard.press('Shift+PageDown')
    await expect.poll(() => focusedDay(page)).toBe('2026-04-05')
    await expect(page.locator('[data-slot="calendar"]')).toContainText('April 2026')
    await page.keyboard.press('PageUp')
    await expect.poll(() => focusedDay(page)).toBe('2026-03-05')
    await page.keyboard.press('Enter')
    await expect(dayHeading(page)).toHaveText('Thursday, March 5, 2026')
    await expect(stripDay(page, 'Thursday, March 5')).toHaveAttribute('aria-pressed', 'true')
  })

  test('adds, edits and deletes an event with every toast; it survives a reload', async ({ page }) => {
    await open(page)
    await page.getByRole('button', { name: 'Add Event' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Event' })
    await expect(add.getByLabel('Date')).toHaveValue('2025-03-05')
    await expect(add.getByLabel('Start Time')).toHaveValue('12:00')
    await expect(add.getByLabel('End Time')).toHaveValue('13:00')
    await expect(add.getByLabel('Location')).toHaveValue('Main Room')
    await expect(add.getByLabel('Host')).toHaveValue('You')
    await expect(add.getByRole('combobox', { name: 'Category' })).toHaveText('Meeting')
    await expectNoSeriousA11yViolations(page)
    await add.getByLabel('Title').fill('Poetry Circle')
    await add.getByLabel('Date').fill('2025-03-06')
    await add.getByRole('combobox', { name: 'Category' }).click()
    await expect(page.getByRole('option')).toHaveText([
      'Meeting',
      'Workshop',
      'Social',
      'Special Event',
      'Daily Script',
    ])
    await page.getByRole('option', { name: 'Social' }).click()
    await add.getByRole('button', { name: 'Add Event' }).click()
    await expect(toastWith(page, 'Poetry Circle has been added to the schedule')).toContainText('Event Added')
    await expect(add).toBeHidden()
    await expect(dayHeading(page)).toHaveText('Thursday, March 6, 2025')
    await expect(card(page, 'Poetry Circle')).toContainText('Social')
    await expect(card(page, 'Poetry Circle')).toContainText('0 attendees')

    await card(page, 'Poetry Circle').getByRole('button', { name: 'Edit Poetry Circle' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Event' })
    await expect(edit.getByLabel('Title')).toHaveValue('Poetry Circle')
    await edit.getByLabel('Title').fill('Poetry Night')
    await edit.getByLabel('End Time').fill('14:30')
    await edit.getByRole('button', { name: 'Update Event' }).click()
    await expect(toastWith(page, 'Poetry Night has been updated')).toContainText('Event Updated')
    await expect(card(page, 'Poetry Night')).toContainText('12:00 - 14:30')

    await page.reload()
    await stripDay(page, 'Thursday, March 6').click()
    await expect(card(page, 'Poetry Night')).toBeVisible()

    await card(page, 'Poetry Night').getByRole('button', { name: 'Delete Poetry Night' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Event' })
    await expect(confirm).toContainText('Are you sure you want to delete "Poetry Night"? This action cannot be undone.')
    await expectNoSeriousA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toastWith(page, 'Poetry Night has been permanently removed from the schedule')).toContainText(
      'Event Deleted',
    )
    await expect(card(page, 'Poetry Night')).toHaveCount(0)
    await page.reload()
    await stripDay(page, 'Thursday, March 6').click()
    await expect(card(page, 'Moderators Sync')).toBeVisible()
    await expect(card(page, 'Poetry Night')).toHaveCount(0)
  })

  test('an end time not after the start is refused and nothing is saved', async ({ page }) => {
    await open(page)
    await page.getByRole('button', { name: 'Add Event' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Event' })
    await add.getByLabel('Title').fill('Backwards')
    await add.getByLabel('Start Time').fill('15:00')
    await add.getByLabel('End Time').fill('14:00')
    await add.getByRole('button', { name: 'Add Event' }).click()
    await expect(add.getByRole('alert')).toHaveText('End time must be after start time')
    await expect(add.getByLabel('End Time')).toHaveAttribute('aria-invalid', 'true')
    await expect(toastWith(page, 'End time must be after start time')).toBeVisible()
    await add.getByLabel('End Time').fill('15:00')
    await add.getByRole('button', { name: 'Add Event' }).click()
    await expect(add.getByRole('alert')).toHaveText('End time must be after start time')
    await add.getByRole('button', { name: 'Cancel' }).click()
    await page.reload()
    await expect(card(page, 'Backwards')).toHaveCount(0)
    const stored = await page.evaluate(() => localStorage.getItem('nexus:schedule') ?? '')
    expect(stored).not.toContain('Backwards')
  })

  test('sets and edits availability with its toasts', async ({ page }) => {
    await open(page)
    await stripDay(page, 'Thursday, March 6').click()
    await page.getByRole('button', { name: 'Set Availability' }).click()
    const add = page.getByRole('dialog', { name: 'Add Availability' })
    await expect(add.getByLabel('Date')).toHaveValue('2025-03-06')
    await expect(add.getByLabel('Start Time')).toHaveValue('14:00')
    await expect(add.getByLabel('End Time')).toHaveValue('18:00')
    await expect(add.getByLabel('Location')).toHaveValue('Online')
    await expect(add.getByLabel('Description')).toHaveValue('Available for meetings and consultations')
    await expectNoSeriousA11yViolations(page)
    await add.getByRole('button', { name: 'Add Availability' }).click()
    await expect(toastWith(page, 'Your availability for Thursday has been added')).toContainText('Availability Added')
    const slot = card(page, 'My Availability - Thursday')
    await expect(slot).toContainText('14:00 - 18:00')
    await expect(slot.getByRole('button', { name: /^View Availability/ })).toBeVisible()

    await slot.getByRole('button', { name: 'Edit My Availability - Thursday' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Availability' })
    await edit.getByLabel('Date').fill('2025-03-07')
    await edit.getByLabel('End Time').fill('13:00')
    await edit.getByRole('button', { name: 'Update Availability' }).click()
    await expect(edit.getByRole('alert')).toHaveText('End time must be after start time')
    await edit.getByLabel('End Time').fill('16:00')
    await edit.getByRole('button', { name: 'Update Availability' }).click()
    await expect(toastWith(page, 'Availability Updated')).toBeVisible()
    await expect(dayHeading(page)).toHaveText('Friday, March 7, 2025')
    await expect(page.getByRole('heading', { name: 'My Availability - Friday' })).toHaveCount(2)

    await page.getByRole('button', { name: 'My Availability', exact: true, pressed: true }).click()
    await expect(page.getByRole('heading', { name: 'My Availability - Friday' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'My Availability', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await page.reload()
    await stripDay(page, 'Friday, March 7').click()
    await expect(page.getByRole('heading', { name: 'My Availability - Friday' })).toHaveCount(2)
  })

  test("'Join Event' on a meeting opens the meeting room; other events toast 'Joining {title}...'", async ({
    page,
  }) => {
    await open(page)
    await stripDay(page, 'Saturday, March 8').click()
    await card(page, 'Full Moon Reflection')
      .getByRole('button', { name: /^Join Event/ })
      .click()
    await expect(toastWith(page, 'Joining Full Moon Reflection...')).toBeVisible()
    await stripDay(page, 'Thursday, March 6').click()
    await card(page, 'Moderators Sync')
      .getByRole('button', { name: /^Join Event/ })
      .click()
    await expect(page).toHaveURL(/\/meeting-room$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Community Meeting Room' })).toBeVisible()
  })

  test("'View Resource' opens the daily script's resource", async ({ page }) => {
    await open(page)
    await card(page, 'Gratitude Script')
      .getByRole('button', { name: /^View Resource/ })
      .click()
    await expect(page).toHaveURL(/\/resources\?item=pdf-deep-conversation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
  })

  test('every dialog works from the keyboard alone, and focus comes back', async ({ page }) => {
    await open(page)
    const addButton = page.getByRole('button', { name: 'Add Event' })
    await addButton.focus()
    await page.keyboard.press('Enter')
    const add = page.getByRole('dialog', { name: 'Add New Event' })
    await expect(add.getByLabel('Title')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(add).toBeHidden()
    await expect(addButton).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(add.getByLabel('Title')).toBeFocused()
    await page.keyboard.type('Keyboard Club')
    await tabTo(page, add.getByRole('combobox', { name: 'Category' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('option', { name: 'Meeting' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    // Radix Select moves focus on a timer: Enter before it lands would choose the old option.
    await expect(page.getByRole('option', { name: 'Workshop' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(add.getByRole('combobox', { name: 'Category' })).toHaveText('Workshop')
    await tabTo(page, add.getByRole('button', { name: 'Add Event' }))
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Keyboard Club has been added to the schedule')).toBeVisible()
    await expect(addButton).toBeFocused()
    await expect(card(page, 'Keyboard Club')).toContainText('Workshop')

    const remove = card(page, 'Keyboard Club').getByRole('button', { name: 'Delete Keyboard Club' })
    await remove.focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: 'Delete Event' })
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(confirm).toBeHidden()
    await expect(remove).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Keyboard Club has been permanently removed from the schedule')).toBeVisible()
    await expect(dayHeading(page)).toBeFocused()

    const setAvailability = page.getByRole('button', { name: 'Set Availability' })
    await setAvailability.focus()
    await page.keyboard.press('Enter')
    const availability = page.getByRole('dialog', { name: 'Add Availability' })
    await expect(availability.getByLabel('Date')).toBeFocused()
    await tabTo(page, availability.getByLabel('Location'))
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Your availability for Wednesday has been added')).toBeVisible()
    await expect(setAvailability).toBeFocused()
  })
})
