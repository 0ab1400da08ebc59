import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../../e2e/fixtures'

const FALLBACK =
  "I'm sorry, I don't have specific information about that. Would you like to speak with a team member instead?"
const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Nexus Assistant' })
const input = (page: Page) => page.getByRole('textbox', { name: 'Message Nexus Assistant' })
const send = (page: Page) => page.getByRole('button', { name: 'Send message' })
const assistantMessages = (page: Page) => log(page).locator('li[data-role="assistant"]')

test.describe('Nexus Assistant', () => {
  test('answers by keyword with a 1 s typing indicator and keeps the exchange after a reload', async ({ page }) => {
    await page.clock.install()
    await page.goto('/ai-assistant')
    // Time stands still from here; timers fire only when the test runs the clock.
    await page.clock.pauseAt(Date.now() + 60_000)
    await expect(page.getByRole('heading', { level: 1, name: 'Nexus Assistant' })).toBeVisible()
    await expect(page.getByText('Always here to help')).toBeVisible()
    await expect(assistantMessages(page)).toHaveCount(1)
    await expect(send(page)).toBeDisabled()
    await input(page).fill('   ')
    await expect(send(page)).toBeDisabled()

    await input(page).fill('When is the next meeting?')
    await send(page).click()
    await expect(page.getByTestId('typing-indicator')).toBeVisible()
    await expect(input(page)).toHaveValue('')
    await input(page).fill('and then?')
    await expect(send(page)).toBeDisabled()
    await input(page).press('Enter')
    await expect(log(page).locator('li[data-role="user"]')).toHaveCount(1)
    await page.clock.runFor(1000)
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0)
    await expect(assistantMessages(page).last()).toContainText('Schedule tab')
    await expect(send(page)).toBeEnabled()

    await input(page).fill('Can you tell me about this?')
    await input(page).press('Enter')
    await page.clock.runFor(1000)
    await expect(assistantMessages(page).last().locator('p')).toHaveText(FALLBACK)
    await expect(log(page).locator('li[data-role="user"]').first()).toContainText('You')
    await expect(log(page).locator('li time').first()).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/)

    // The prerendered page starts the app after its first paint, on the page's timers.
    await page.clock.resume()
    await page.reload()
    await expect(log(page).locator('li[data-role="user"]')).toHaveText([
      /When is the next meeting\?/,
      /Can you tell me about this\?/,
    ])
    await expect(assistantMessages(page)).toHaveCount(3)
  })

  test('the typing indicator shows for exactly one second', async ({ page }) => {
    await page.clock.install()
    await page.goto('/ai-assistant')
    // Time stands still from here; timers fire only when the test runs the clock.
    await page.clock.pauseAt(Date.now() + 60_000)
    await input(page).fill('hello')
    await input(page).press('Enter')
    await expect(page.getByTestId('typing-indicator')).toBeVisible()
    await page.clock.runFor(999)
    await expect(page.getByTestId('typing-indicator')).toBeVisible()
    await expect(assistantMessages(page)).toHaveCount(1)
    await page.clock.runFor(1)
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0)
    await expect(assistantMessages(page)).toHaveCount(2)
    await expect(assistantMessages(page).last()).toContainText('Hello!')
  })

  test('Contact a Team Member goes to /contact; help points there', async ({ page }) => {
    await page.goto('/ai-assistant')
    await input(page).fill('I need some help')
    await input(page).press('Enter')
    await expect(assistantMessages(page).last()).toContainText('Contact a Team Member')
    await page.getByRole('link', { name: 'Contact a Team Member' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('works with the keyboard only', async ({ page }) => {
    await page.goto('/ai-assistant')
    await page.getByRole('link', { name: 'Contact a Team Member' }).focus()
    await page.keyboard.press('Tab')
    await expect(log(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('any rooms for me?')
    await page.keyboard.press('Enter')
    await expect(assistantMessages(page).last()).toContainText('Community Rooms')
    await expect(input(page)).toBeFocused()
  })

  test('XSS payloads render as literal text; nothing runs and the layout holds', async ({ page }) => {
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
    await page.goto('/ai-assistant')
    for (const payload of payloads) {
      await input(page).fill(payload)
      await input(page).press('Enter')
      await expect(log(page).locator('li[data-role="user"] p').last()).toHaveText(payload)
      await expect(page.getByTestId('typing-indicator')).toHaveCount(0)
    }
    await page.reload()
    await expect(log(page).locator('li[data-role="user"] p')).toHaveText(payloads)
    await expect(log(page).locator('img, script, svg[onload]')).toHaveCount(0)
    expect(dialogs).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('has no serious accessibility violations, with the typing indicator too, dark and light', async ({ page }) => {
    await page.goto('/ai-assistant')
    await input(page).fill('friends?')
    await input(page).press('Enter')
    await expect(assistantMessages(page)).toHaveCount(2)
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await expect(assistantMessages(page)).toHaveCount(2)
    await expectNoSeriousA11yViolations(page)
  })
})
