import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const list = (page: Page) => page.getByRole('list', { name: 'Recent Notifications' })
const items = (page: Page) => list(page).getByRole('listitem')
const item = (page: Page, title: string) => items(page).filter({ hasText: title })
const badge = (page: Page) => page.getByTestId('nav-unread-badge')
const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.describe('Notifications', () => {
  test('shows the notifications with unread borders, check buttons and times', async ({ page }) => {
    await page.goto('/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Recent Notifications' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear All' })).toBeVisible()
    await expect(items(page)).toHaveCount(5)
    await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(3)
    const first = item(page, 'New Friend Request')
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/)
    const unreadBorder = await first.evaluate((el) => getComputedStyle(el).borderLeftWidth)
    expect(unreadBorder).toBe('4px')
    const readBorder = await item(page, 'Welcome to Nexus').evaluate((el) => getComputedStyle(el).borderLeftColor)
    expect(readBorder).toBe('rgba(0, 0, 0, 0)')
    await expect(item(page, 'Welcome to Nexus').getByRole('button')).toHaveCount(0)
  })

  test('the theme toggle switches between light and dark', async ({ page }) => {
    await page.goto('/notifications')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await main.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })

  test('marking read lowers the sidebar badge and survives a reload', async ({ page }) => {
    await page.goto('/notifications')
    await expect(badge(page)).toHaveText('3')
    const meeting = item(page, 'Meeting Reminder')
    await meeting.getByRole('button', { name: 'Mark as read' }).click()
    await expect(meeting.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
    await expect(badge(page)).toHaveText('2')
    await expect(meeting).toBeFocused()

    await page.reload()
    await expect(badge(page)).toHaveText('2')
    await expect(item(page, 'Meeting Reminder').getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
    await item(page, 'Journal Prompt').getByRole('button', { name: 'Mark as read' }).click()
    await expect(badge(page)).toHaveText('1')
  })

  test('Accept and Decline mark friend requests read, with a toast', async ({ page }) => {
    await page.goto('/friends')
    await page.getByRole('button', { name: 'Add Friend: Hana Sato' }).click()
    await page.goto('/notifications')
    await expect(badge(page)).toHaveText('4')

    const sent = item(page, 'You sent a friend request to Hana Sato.')
    await sent.getByRole('button', { name: 'Decline' }).click()
    await expect(toastWith(page, 'Friend request declined')).toBeVisible()
    await expect(sent.getByRole('button', { name: 'Decline' })).toHaveCount(0)
    await expect(badge(page)).toHaveText('3')

    const alex = item(page, 'Alex Morgan sent you a friend request.')
    await alex.getByRole('button', { name: 'Accept' }).click()
    await expect(toastWith(page, 'Friend request accepted')).toBeVisible()
    await expect(alex.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await expect(alex.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
    await expect(badge(page)).toHaveText('2')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await expect(badge(page)).toHaveText('2')
  })

  test('Clear All empties the list, shows the empty state and stays cleared after a reload', async ({ page }) => {
    await page.goto('/notifications')
    await page.getByRole('button', { name: 'Clear All' }).click()
    await expect(page.getByText('No notifications', { exact: true })).toBeVisible()
    await expect(page.getByText("You're all caught up! New notifications will appear here.")).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0)
    await expect(badge(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await page.reload()
    await expect(page.getByText('No notifications', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0)
  })

  test('works with the keyboard only', async ({ page }) => {
    await page.goto('/notifications')
    await page.getByRole('button', { name: 'Clear All' }).focus()
    await page.keyboard.press('Tab')
    await expect(item(page, 'New Friend Request').getByRole('button', { name: 'Accept' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(badge(page)).toHaveText('2')
    await expect(item(page, 'New Friend Request')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(item(page, 'Meeting Reminder').getByRole('button', { name: 'Mark as read' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(badge(page)).toHaveText('1')
  })

  test('has no serious accessibility violations, dark and light', async ({ page }) => {
    await page.goto('/notifications')
    await expect(items(page)).toHaveCount(5)
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await expect(items(page)).toHaveCount(5)
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
  })
})
