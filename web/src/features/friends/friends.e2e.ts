import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const XSS_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
]

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const friendsList = (page: Page) => page.getByRole('list', { name: 'My Friends' })
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggested Connections' })
const chatLog = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` })
const badge = (page: Page) => page.getByTestId('nav-unread-badge')

test.describe('Friends page', () => {
  test('lists friends with status, searches by name and bio, and opens a chat', async ({ page }) => {
    await page.goto('/friends')
    await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'My Friends' })).toBeVisible()
    await expect(friendsList(page).getByRole('listitem')).toHaveCount(6)
    const maya = friendsList(page).getByRole('listitem').filter({ hasText: 'Maya Chen' })
    await expect(maya).toContainText('Night owl, slow reader, asks good questions.')
    await expect(maya.getByTestId('status-dot')).toHaveAttribute('data-status', 'online')
    await expect(maya.getByText('Online')).toHaveClass(/sr-only/)
    const ava = friendsList(page).getByRole('listitem').filter({ hasText: 'Ava Thompson' })
    await expect(ava.getByTestId('status-dot')).toHaveAttribute('data-status', 'offline')

    const search = page.getByPlaceholder('Search friends...')
    await search.fill('STARGAZER')
    await expect(friendsList(page).getByRole('listitem')).toHaveCount(1)
    await expect(friendsList(page)).toContainText('Noah Patel')
    await search.fill('lena')
    await expect(friendsList(page).getByRole('listitem')).toHaveText([/Lena Okafor/])
    await search.fill('no such person')
    await expect(page.getByText('No friends match "no such person".')).toBeVisible()
    await search.fill('')

    // A click anywhere on the card opens the chat.
    await friendsList(page)
      .getByRole('listitem')
      .filter({ hasText: 'Sam Rivera' })
      .click({ position: { x: 200, y: 70 } })
    await expect(page).toHaveURL(/\/friends\/sam-rivera$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to friends' }).click()
    await expect(page).toHaveURL(/\/friends$/)
  })

  test('Add Friend shows a toast, adds a friend-request notification and the removal survives a reload', async ({
    page,
  }) => {
    await page.goto('/friends')
    await expect(badge(page)).toHaveText('3')
    await expect(suggestions(page).getByRole('listitem')).toHaveCount(4)
    await page.getByRole('button', { name: 'Add Friend: Priya Shah' }).click()
    await expect(toastWith(page, 'Friend request sent')).toBeVisible()
    await expect(suggestions(page).getByRole('listitem')).toHaveCount(3)
    await expect(suggestions(page)).not.toContainText('Priya Shah')
    await expect(badge(page)).toHaveText('4')

    await page.reload()
    await expect(suggestions(page).getByRole('listitem')).toHaveCount(3)
    await expect(suggestions(page)).not.toContainText('Priya Shah')

    await page.goto('/notifications')
    const item = page.getByRole('listitem').filter({ hasText: 'You sent a friend request to Priya Shah.' })
    await expect(item).toBeVisible()
    await expect(item.getByRole('button', { name: 'Accept' })).toBeVisible()
  })

  test('has no serious accessibility violations, dark and light', async ({ page }) => {
    await page.goto('/friends')
    await expect(friendsList(page).getByRole('listitem')).toHaveCount(6)
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await expect(friendsList(page).getByRole('listitem')).toHaveCount(6)
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
  })
})

test.describe('one-to-one chat', () => {
  test('greets, sends, gets the reply after 2 s, scrolls to the newest and keeps the chat after a reload', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/friends/maya-chen')
    // Time stands still from here; timers fire only when the test runs the clock.
    await page.clock.pauseAt(Date.now() + 60_000)
    const log = chatLog(page, 'Maya Chen')
    await expect(log).toContainText("Hi! It's Maya. How have you been lately?")
    const input = page.getByRole('textbox', { name: 'Message Maya Chen' })
    const send = page.getByRole('button', { name: 'Send message' })
    await expect(input).toHaveAttribute('placeholder', 'Type a message...')
    await expect(send).toBeDisabled()
    await input.fill('   ')
    await expect(send).toBeDisabled()

    for (let i = 1; i <= 12; i++) {
      await input.fill(`Message number ${i}`)
      await input.press('Enter')
      await expect(input).toHaveValue('')
    }
    const mine = log.locator('li[data-sender="me"]')
    const theirs = log.locator('li[data-sender="them"]')
    await expect(mine).toHaveCount(12)
    await expect(mine.last()).toContainText('Message number 12')
    await expect(mine.last()).toBeInViewport()
    await page.clock.runFor(1999)
    await expect(theirs).toHaveCount(1)
    await page.clock.runFor(1)
    await expect(theirs).toHaveCount(13)
    await expect(theirs.nth(1)).toContainText("That's really interesting! Tell me more.")
    await expect(theirs.nth(2)).toContainText('I hear you. How are you feeling about it now?')
    await expect(theirs.last()).toBeInViewport()

    // The prerendered chat starts the app after its first paint, on the page's timers.
    await page.clock.resume()
    await page.reload()
    await expect(chatLog(page, 'Maya Chen').locator('li[data-sender="me"]')).toHaveCount(12)
    await expect(chatLog(page, 'Maya Chen')).toContainText('Message number 12')
  })

  test('/chat/{id} shows the same chat; an unknown id shows "Loading chat..."', async ({ page }) => {
    await page.goto('/friends/noah-patel')
    await page.getByRole('textbox', { name: 'Message Noah Patel' }).fill('Seen from both routes')
    await page.keyboard.press('Enter')
    await page.goto('/chat/noah-patel')
    await expect(chatLog(page, 'Noah Patel')).toContainText('Seen from both routes')
    await page.goto('/friends/not-a-friend')
    await expect(page.getByText('Loading chat...')).toBeVisible()
    await page.goto('/chat/not-a-friend')
    await expect(page.getByText('Loading chat...')).toBeVisible()
  })

  test('a refused message shows a destructive toast and stays in the field', async ({ page }) => {
    await page.goto('/friends/maya-chen')
    const input = page.getByRole('textbox', { name: 'Message Maya Chen' })
    await input.fill('check out this meme')
    await input.press('Enter')
    await expect(toastWith(page, 'No memes allowed in this space.')).toBeVisible()
    await expect(input).toHaveValue('check out this meme')
    await input.fill('what the fuck')
    await input.press('Enter')
    await expect(toastWith(page, 'Keep this a safe place.')).toBeVisible()
    await expect(input).toHaveValue('what the fuck')
    await expect(chatLog(page, 'Maya Chen').locator('li[data-sender="me"]')).toHaveCount(0)
  })

  test('works with the keyboard only', async ({ page }) => {
    await page.goto('/friends')
    const link = page.getByRole('link', { name: 'Lena Okafor' })
    await page.getByPlaceholder('Search friends...').focus()
    let name = ''
    for (let i = 0; i < 10 && name !== 'Lena Okafor'; i++) {
      await page.keyboard.press('Tab')
      name = await page.evaluate(() => document.activeElement?.textContent ?? '')
    }
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/friends\/lena-okafor$/)
    const input = page.getByRole('textbox', { name: 'Message Lena Okafor' })
    await page.getByRole('log', { name: 'Messages with Lena Okafor' }).focus()
    // Past each of Lena's messages' 'Report' button, to the field.
    for (let i = 0; i < 10 && !(await input.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(input).toBeFocused()
    await page.keyboard.type('Typed with keys only')
    await page.keyboard.press('Enter')
    await expect(chatLog(page, 'Lena Okafor')).toContainText('Typed with keys only')
    await expect(input).toBeFocused()
  })

  test('hides a blocked friend behind a notice', async ({ page }) => {
    await page.addInitScript(() => {
      const privacy = {
        state: {
          blockedUsers: ['Maya Chen'],
          mutedUsers: [],
          profileVisibility: 'everyone',
          showOnlineStatus: true,
          anonymousPosting: false,
          autoDelete: false,
          autoDeleteTime: '24h',
        },
        version: 1,
      }
      localStorage.setItem('nexus:privacy', JSON.stringify(privacy))
    })
    await page.goto('/friends/maya-chen')
    await expect(page.getByTestId('hidden-notice')).toContainText('You have blocked or muted Maya Chen')
    await expect(chatLog(page, 'Maya Chen')).not.toContainText("Hi! It's Maya.")
  })

  test('XSS payloads render as literal text; nothing runs and the layout holds', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/friends/jonah-kim')
    const input = page.getByRole('textbox', { name: 'Message Jonah Kim' })
    for (const payload of XSS_PAYLOADS) {
      await input.fill(payload)
      await input.press('Enter')
      await expect(chatLog(page, 'Jonah Kim').locator('li[data-sender="me"] p').last()).toHaveText(payload)
    }
    await page.reload()
    await expect(chatLog(page, 'Jonah Kim').locator('li[data-sender="me"] p')).toHaveText(XSS_PAYLOADS)
    await expect(chatLog(page, 'Jonah Kim').locator('img, script, svg[onload]')).toHaveCount(0)
    expect(dialogs).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('has no serious accessibility violations with messages, dark and light', async ({ page }) => {
    await page.goto('/friends/ava-thompson')
    await page.getByRole('textbox', { name: 'Message Ava Thompson' }).fill('Contrast check')
    await page.keyboard.press('Enter')
    await expect(chatLog(page, 'Ava Thompson')).toContainText('Contrast check')
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await expect(chatLog(page, 'Ava Thompson')).toContainText('Contrast check')
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
  })
})
