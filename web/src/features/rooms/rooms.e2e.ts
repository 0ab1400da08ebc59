import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const toastWith = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })
const feed = (page: Page) => page.getByRole('feed')
const composer = (page: Page) => page.getByRole('textbox')
const postWith = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text })

test.describe('Community Rooms list', () => {
  test('opens a room from its card and from its Join Room button; back goes to the dashboard', async ({ page }) => {
    await page.goto('/rooms')
    await expect(page.getByRole('heading', { level: 1, name: 'Community Rooms' })).toBeVisible()
    await expect(page.getByText('Join conversations that matter to you')).toBeVisible()
    const cards = page.getByRole('list', { name: 'Rooms' }).getByRole('listitem')
    await expect(cards).toHaveCount(8)
    const lounge = cards.filter({ has: page.getByRole('heading', { name: 'The Lounge' }) })
    await expect(lounge).toContainText('87 members')
    await expect(lounge).toContainText('active now')

    // A click on the card itself (its gradient band), not on the button.
    await lounge.click({ position: { x: 20, y: 20 } })
    await expect(page).toHaveURL(/\/rooms\/lounge$/)
    await expect(page.getByRole('heading', { level: 1, name: 'The Lounge' })).toBeVisible()

    await page.getByRole('link', { name: 'Back to rooms' }).click()
    await expect(page).toHaveURL(/\/rooms$/)
    await page.getByRole('link', { name: /^Join Room\W+Overthinking$/ }).click()
    await expect(page).toHaveURL(/\/rooms\/overthinking$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Overthinking' })).toBeVisible()

    await page.goto('/rooms')
    await page.getByRole('link', { name: 'Back to dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('has no serious accessibility violations, light and dark', async ({ page }) => {
    await page.goto('/rooms')
    await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('listitem')).toHaveCount(8)
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Community Rooms' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
  })
})

test.describe('room chat', () => {
  test('posts with Enter, breaks lines with Shift+Enter, and keeps the post after a reload', async ({ page }) => {
    await page.goto('/rooms/lounge')
    await expect(page.getByTestId('post-count')).toHaveText('4 posts')
    const send = page.getByRole('button', { name: 'Send message' })
    await expect(composer(page)).toHaveAttribute('placeholder', 'Type your message...')
    await expect(send).toBeDisabled()
    await composer(page).fill('   ')
    await expect(send).toBeDisabled()
    await composer(page).fill('')
    await composer(page).pressSequentially('Line one')
    await page.keyboard.press('Shift+Enter')
    await composer(page).pressSequentially('line two')
    await expect(composer(page)).toHaveValue('Line one\nline two')
    await page.keyboard.press('Enter')

    await expect(toastWith(page, 'Message sent')).toContainText('Your message has been posted to the room')
    await expect(composer(page)).toHaveValue('')
    const mine = postWith(page, 'Line one')
    await expect(mine).toContainText('You')
    await expect(mine).toContainText('Just now')
    await expect(mine).toBeInViewport()
    expect(await mine.locator('p').first().innerText()).toBe('Line one\nline two')
    await expect(page.getByTestId('post-count')).toHaveText('5 posts')

    await page.reload()
    await expect(postWith(page, 'Line one')).toContainText('You')
    await expect(page.getByTestId('post-count')).toHaveText('5 posts')
  })

  test('replies with the keyboard only, and the reply survives a reload', async ({ page }) => {
    await page.goto('/rooms/intros')
    await page.getByRole('button', { name: 'Members' }).focus()
    let focused = ''
    for (let i = 0; i < 10 && focused !== 'Reply to Moderator'; i++) {
      await page.keyboard.press('Tab')
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
    }
    expect(focused).toBe('Reply to Moderator')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('reply-bar')).toHaveText(/Replying to Moderator/)
    await expect(composer(page)).toBeFocused()
    await expect(composer(page)).toHaveAttribute('placeholder', 'Type your reply...')
    await page.keyboard.type('Thanks for the welcome')
    await page.keyboard.press('Enter')

    const replies = postWith(page, 'Welcome to Introductions').getByRole('list', { name: 'Replies to Moderator' })
    await expect(replies).toContainText('Thanks for the welcome')
    await expect(replies).toContainText('You')
    await expect(page.getByTestId('reply-bar')).toHaveCount(0)
    await expect(toastWith(page, 'Message sent')).toBeVisible()

    await page.reload()
    await expect(
      postWith(page, 'Welcome to Introductions').getByRole('list', { name: 'Replies to Moderator' }),
    ).toContainText('Thanks for the welcome')
  })

  test('PageDown and PageUp move focus between posts of the feed', async ({ page }) => {
    await page.goto('/rooms/lounge')
    await page.getByRole('button', { name: 'Reply to Maya' }).focus()
    await page.keyboard.press('PageDown')
    const second = feed(page).locator('article[aria-posinset="2"]')
    await expect(second).toBeFocused()
    await expect(second).toHaveAttribute('aria-setsize', '4')
    await expect(second).toContainText('Sam')
    await page.keyboard.press('PageDown')
    await expect(feed(page).locator('article[aria-posinset="3"]')).toBeFocused()
    await page.keyboard.press('PageUp')
    await expect(second).toBeFocused()
  })

  test('cancels a reply with Cancel and with Escape', async ({ page }) => {
    await page.goto('/rooms/lounge')
    await page.getByRole('button', { name: 'Reply to Sam' }).click()
    await expect(page.getByTestId('reply-bar')).toHaveText(/Replying to Sam/)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('reply-bar')).toHaveCount(0)
    await expect(composer(page)).toHaveAttribute('placeholder', 'Type your message...')
    await page.getByRole('button', { name: 'Reply to Ava' }).click()
    await expect(page.getByTestId('reply-bar')).toHaveText(/Replying to Ava/)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('reply-bar')).toHaveCount(0)
  })

  test('deletes own posts and replies only, with their toasts', async ({ page }) => {
    await page.goto('/rooms/overthinking')
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
    await composer(page).fill('A post to delete')
    await page.keyboard.press('Enter')
    await expect(postWith(page, 'A post to delete')).toBeVisible()
    await page.getByRole('button', { name: 'Reply to Noah' }).click()
    await composer(page).fill('A reply to delete')
    await page.keyboard.press('Enter')
    await expect(page.getByText('A reply to delete')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(2)

    await page.getByRole('button', { name: 'Delete reply' }).click()
    await expect(toastWith(page, 'Reply deleted')).toBeVisible()
    await expect(page.getByText('A reply to delete')).toHaveCount(0)
    await page.getByRole('button', { name: 'Delete message' }).click()
    await expect(toastWith(page, 'Message deleted')).toBeVisible()
    await expect(page.getByText('A post to delete')).toHaveCount(0)

    await page.reload()
    await expect(page.getByTestId('post-count')).toHaveText('3 posts')
    await expect(page.getByText('A post to delete')).toHaveCount(0)
  })

  test('the moderation notice shows the reason for about 3 s and nothing is posted', async ({ page }) => {
    await page.goto('/rooms/lounge')
    const notice = page.getByRole('alert').filter({ hasText: /./ })
    await composer(page).fill('you are a bastard')
    await page.keyboard.press('Enter')
    await expect(notice).toHaveText('Keep this a safe place.')
    await expect(composer(page)).toHaveValue('you are a bastard')
    await expect(notice).toHaveCount(0, { timeout: 4500 })

    await composer(page).fill('best meme ever')
    const shownAt = Date.now()
    await page.keyboard.press('Enter')
    await expect(notice).toHaveText('No memes allowed in this space.')
    await page.waitForTimeout(2000)
    await expect(notice).toHaveText('No memes allowed in this space.')
    await expect(notice).toHaveCount(0, { timeout: 3000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900)
    await expect(composer(page)).toHaveValue('best meme ever')
    await expect(page.getByTestId('post-count')).toHaveText('4 posts')
    await expect(toastWith(page, 'Message sent')).toHaveCount(0)
  })

  test("alias paths redirect to the room's one address, titled with its name", async ({ page }) => {
    await page.goto('/rooms/void')
    await expect(page).toHaveURL(/\/rooms\/the-void$/)
    await expect(page.getByRole('heading', { level: 1, name: 'The Void' })).toBeVisible()
    await composer(page).fill('Said into the void')
    await page.keyboard.press('Enter')
    await expect(postWith(page, 'Said into the void')).toBeVisible()
    await page.goto('/rooms/the-void')
    await expect(page.getByRole('heading', { level: 1, name: 'The Void' })).toBeVisible()
    await expect(postWith(page, 'Said into the void')).toContainText('You')

    await page.goto('/rooms/anonymous-confessions')
    await expect(page.getByText('Anonymous', { exact: true }).first()).toBeVisible()
    await expect(composer(page)).toHaveAttribute('placeholder', 'Type your anonymous message...')
    await composer(page).fill('A quiet confession')
    await page.keyboard.press('Enter')
    await page.goto('/rooms/anonymous')
    await expect(page).toHaveURL(/\/rooms\/anonymous-confessions$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Anonymous Confessions' })).toBeVisible()
    const mine = postWith(page, 'A quiet confession')
    await expect(mine).toContainText('Anonymous')
    await expect(mine).not.toContainText('You')
    await expect(mine.getByRole('button', { name: 'Delete message' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Delete message' })).toHaveCount(1)
  })

  test('an unknown room shows the default welcome set', async ({ page }) => {
    await page.goto('/rooms/unknown-id')
    await expect(page.getByRole('heading', { level: 1, name: 'unknown id' })).toBeVisible()
    await expect(feed(page)).toContainText('Welcome to this room!')
    await expect(page.getByRole('complementary', { name: 'Room Members' })).toContainText('Online - 2')
  })

  test('collapses and reopens the members sidebar; on a phone it opens over the chat', async ({ page }) => {
    await page.goto('/rooms/lounge')
    const members = page.getByRole('complementary', { name: 'Room Members' })
    const toggle = page.getByRole('button', { name: 'Members' })
    await expect(members).toContainText('Online - 4')
    await expect(members).toContainText('Offline - 2')
    await toggle.click()
    await expect(members).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(members).toBeVisible()

    await page.setViewportSize({ width: 375, height: 812 })
    await page.reload()
    await expect(members).toBeHidden()
    const feedWidth = async () => (await page.getByTestId('room-feed-scroll').boundingBox())!.width
    const closedWidth = await feedWidth()
    await toggle.click()
    await expect(members).toBeVisible()
    expect(await feedWidth()).toBe(closedWidth)
    expect(closedWidth).toBeGreaterThan(300)
    await page.getByRole('button', { name: 'Close room members' }).click()
    await expect(members).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('XSS payloads in posts and replies render as text; nothing runs and the layout holds', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '"><svg onload=alert(1)>',
    ]
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/rooms/lounge')
    for (const payload of payloads) {
      await composer(page).fill(payload)
      await page.keyboard.press('Enter')
      await expect(feed(page).getByText(payload, { exact: true })).toBeVisible()
    }
    for (const payload of payloads) {
      await page.getByRole('button', { name: 'Reply to Leo' }).click()
      await composer(page).fill(payload)
      await page.keyboard.press('Enter')
      await expect(postWith(page, 'Nils Frahm').getByRole('list').getByText(payload, { exact: true })).toBeVisible()
    }
    await page.reload()
    await expect(page.getByTestId('post-count')).toHaveText('8 posts')
    await expect(feed(page).locator('img, script, svg:not([aria-hidden="true"]), a[href^="javascript"]')).toHaveCount(0)
    expect(dialogs).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('has no serious accessibility violations with own posts, light and dark', async ({ page }) => {
    await page.goto('/rooms/lounge')
    await composer(page).fill('Checking contrast of my own name')
    await page.keyboard.press('Enter')
    await expect(postWith(page, 'Checking contrast')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.goto('/rooms/anonymous')
    await expect(feed(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.goto('/rooms/lounge')
    await expect(postWith(page, 'Checking contrast')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { coloursOnly: true })
  })
})

test.describe('the Inner Room', () => {
  test('a full room denies a new browser and sends it to the dashboard', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('innerRoomUserCount', '250'))
    await page.goto('/rooms/inner-room')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(toastWith(page, 'Access Denied')).toContainText(
      'The Inner Room has reached its maximum capacity of 250 members.',
    )
    expect(await page.evaluate(() => localStorage.getItem('innerRoomAccess'))).toBeNull()
  })

  test('a room under capacity lets the browser in once and remembers it', async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('innerRoomUserCount') === null) localStorage.setItem('innerRoomUserCount', '249')
    })
    await page.goto('/rooms/inner-room')
    await expect(page.getByRole('heading', { level: 1, name: 'The Inner Room' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('innerRoomUserCount'))).toBe('250')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'The Inner Room' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('innerRoomUserCount'))).toBe('250')
  })
})
