import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Nothing a visitor does on a prerendered page is lost while the app is still loading: the
 * app's scripts are held back (and the CPU slowed 4×) so each action certainly lands between the
 * first paint and hydration; once the scripts arrive, the action takes effect.
 */

interface HeldPage {
  page: Page
  /** Lets the app's scripts load. */
  release: () => void
  errors: string[]
}

/** A new page, CPU 4× slower, whose app scripts wait until `release()`; opened at `path`. */
async function openHeld(context: BrowserContext, path: string): Promise<HeldPage> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return { page, release, errors }
}

/** The app loads with the CPU slowed on a busy machine: allow it time. */
const loading = { timeout: 15_000 }

const hydrated = (page: Page) => page.locator('html[data-hydrated]')

async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-prerendered'))).toBe(true)
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
}

test.describe('input before hydration', () => {
  test('text typed into the room composer before hydration enables Send and sends', async ({ context }) => {
    const { page, release, errors } = await openHeld(context, '/rooms/lounge')
    const box = page.getByRole('textbox', { name: 'Message' })
    await box.pressSequentially('Typed before the app loaded')
    await expectNotHydrated(page)
    release()
    await expect(hydrated(page)).toBeAttached(loading)
    await expect(box).toHaveValue('Typed before the app loaded')
    const send = page.getByRole('button', { name: 'Send message' })
    await expect(send).toBeEnabled(loading)
    await send.click()
    await expect(
      page.getByRole('feed').getByRole('article').filter({ hasText: 'Typed before the app loaded' }),
    ).toBeVisible(loading)
    await expect(box).toHaveValue('')
    expect(errors).toEqual([])
  })

  test('Enter pressed in the composer before hydration sends the message once the app is ready', async ({
    context,
  }) => {
    const { page, release, errors } = await openHeld(context, '/rooms/lounge')
    const box = page.getByRole('textbox', { name: 'Message' })
    await box.pressSequentially('Sent with Enter early')
    await box.press('Enter')
    await expectNotHydrated(page)
    await expect(box).toHaveValue('Sent with Enter early')
    release()
    await expect(page.getByRole('feed').getByRole('article').filter({ hasText: 'Sent with Enter early' })).toBeVisible(
      loading,
    )
    await expect(box).toHaveValue('')
    expect(errors).toEqual([])
  })

  test("'New Entry' clicked before hydration opens the entry dialog", async ({ context }) => {
    const { page, release, errors } = await openHeld(context, '/journals')
    await page.getByRole('button', { name: 'New Entry' }).click()
    await expectNotHydrated(page)
    release()
    await expect(page.getByRole('dialog', { name: 'New Entry' })).toBeVisible(loading)
    expect(errors).toEqual([])
  })

  test("'Add Event' clicked before hydration opens the event dialog", async ({ context }) => {
    const { page, release, errors } = await openHeld(context, '/calendar')
    await page.getByRole('button', { name: 'Add Event' }).click()
    await expectNotHydrated(page)
    release()
    await expect(page.getByRole('dialog', { name: 'Add New Event' })).toBeVisible(loading)
    expect(errors).toEqual([])
  })
})
