import type { BrowserContext, Locator, Page } from '@playwright/test'
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

/**
 * The three ways text reaches a field: a paste (one `input` event, from the clipboard), a fill
 * (one `input` event with all the text, as an autofill, a phone keyboard's suggestion or
 * dictation give it) and typing key by key (one `input` event per key).
 */
const ways = {
  paste: async (field: Locator, text: string) => {
    const page = field.page()
    await page.evaluate((t) => navigator.clipboard.writeText(t), text)
    await field.focus()
    await page.keyboard.press('ControlOrMeta+V')
  },
  fill: (field: Locator, text: string) => field.fill(text),
  'typing key by key': (field: Locator, text: string) => field.pressSequentially(text),
} satisfies Record<string, (field: Locator, text: string) => Promise<void>>

/** The open toast whose text contains `title` (the item of the toast region, 'Messages (F8)'). */
const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Messages \(/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title })

test.describe('text that reaches a field before the page is interactive is what the app holds', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  for (const [way, enter] of Object.entries(ways)) {
    test(`room composer, ${way}: Send enables and sends it`, async ({ context }) => {
      const { page, release, errors } = await openHeld(context, '/rooms/lounge')
      const text = `Words by ${way} before the app loaded`
      const box = page.getByRole('textbox', { name: 'Message' })
      await enter(box, text)
      await expectNotHydrated(page)
      await expect(box).toHaveValue(text)
      release()
      await expect(hydrated(page)).toBeAttached(loading)
      await expect(box).toHaveValue(text)
      const send = page.getByRole('button', { name: 'Send message' })
      await expect(send).toBeEnabled(loading)
      await send.click()
      await expect(page.getByRole('feed').getByRole('article').filter({ hasText: text })).toBeVisible(loading)
      await expect(box).toHaveValue('')
      expect(errors).toEqual([])
    })

    test(`room composer, ${way}, then Enter, all before hydration: the words are sent`, async ({ context }) => {
      const { page, release, errors } = await openHeld(context, '/rooms/lounge')
      const text = `Sent with Enter after ${way}`
      const box = page.getByRole('textbox', { name: 'Message' })
      await enter(box, text)
      await box.press('Enter')
      await expectNotHydrated(page)
      release()
      await expect(page.getByRole('feed').getByRole('article').filter({ hasText: text })).toBeVisible(loading)
      await expect(box).toHaveValue('')
      expect(errors).toEqual([])
    })

    test(`New Entry opened before hydration, ${way} as soon as its fields show: the entry is saved as written`, async ({
      context,
    }) => {
      const { page, release, errors } = await openHeld(context, '/journals')
      await page.getByRole('button', { name: 'New Entry' }).click()
      await expectNotHydrated(page)
      release()
      const dialog = page.getByRole('dialog', { name: 'New Entry' })
      const title = `Entry by ${way}`
      await enter(dialog.getByRole('textbox', { name: 'Title' }), title)
      await enter(dialog.getByRole('textbox', { name: 'Your Thoughts' }), `Thoughts by ${way}.`)
      await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
      await dialog.getByRole('button', { name: 'Save Entry' }).click()
      await expect(toastWith(page, 'Journal entry saved')).toBeVisible(loading)
      await expect(dialog).toBeHidden()
      const entries = page.getByRole('list', { name: 'Journal entries' })
      await expect(entries.getByRole('button', { name: title, exact: true })).toBeVisible()
      expect(errors).toEqual([])
    })

    test(`Add Event opened before hydration, ${way} as soon as its fields show: the event is added as written`, async ({
      context,
    }) => {
      const { page, release, errors } = await openHeld(context, '/calendar')
      await page.getByRole('button', { name: 'Add Event' }).click()
      await expectNotHydrated(page)
      release()
      const dialog = page.getByRole('dialog', { name: 'Add New Event' })
      const title = `Event by ${way}`
      await enter(dialog.getByRole('textbox', { name: 'Title' }), title)
      await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
      await dialog.getByRole('button', { name: 'Add Event' }).click()
      await expect(toastWith(page, 'Event Added')).toContainText(`${title} has been added to the schedule`, loading)
      await expect(dialog).toBeHidden()
      expect(errors).toEqual([])
    })
  }
})

test.describe('the Sign In and Sign Up tabs before hydration', () => {
  const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign In' })
  const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign Up' })

  test("'Sign Up' clicked before hydration shows the Sign Up form, and what is typed goes there", async ({
    context,
  }) => {
    const { page, release, errors } = await openHeld(context, '/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expectNotHydrated(page)
    release()
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true', loading)
    const form = signUpForm(page)
    await form.getByLabel('Full Name').pressSequentially('Nia Nova')
    await form.getByLabel('Email').fill('nia@example.com')
    await form.getByLabel('Password', { exact: true }).fill('a-long-password')
    await form.getByLabel('Confirm Password').fill('a-long-password')
    await expect(signInForm(page)).toBeHidden()
    await expect(form.getByLabel('Email')).toHaveValue('nia@example.com')
    await form.getByRole('button', { name: 'Create Account' }).click()
    // The guest build has no backend: the sign-up itself is refused, the form keeps what was typed.
    await expect(toastWith(page, 'Signup failed')).toContainText('Accounts need a configured backend.')
    await expect(form.getByLabel('Full Name')).toHaveValue('Nia Nova')
    expect(errors).toEqual([])
  })

  test("'Sign Up' clicked as soon as it shows, with the CPU slowed, keeps the Sign Up form", async ({ context }) => {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await page.goto('/auth', { waitUntil: 'commit' })
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = signUpForm(page)
    await form.getByLabel('Email').pressSequentially('nia@example.com')
    await form.getByLabel('Password', { exact: true }).fill('a-long-password')
    await expect(hydrated(page)).toBeAttached(loading)
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    await expect(form.getByLabel('Email')).toHaveValue('nia@example.com')
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('a-long-password')
    await expect(signInForm(page)).toBeHidden()
  })
})

test.describe('a stale prerendered page shows its frame', () => {
  /** A returning guest: something saved in this browser, so the prerendered page is stale. */
  const returning = async (context: BrowserContext) =>
    context.addInitScript(() => window.localStorage.setItem('theme', 'light'))

  test('the sidebar and the headings paint before any script runs; the page data waits for the app', async ({
    context,
  }) => {
    await returning(context)
    const { page, release, errors } = await openHeld(context, '/journals')
    await expect(page.locator('html')).toHaveAttribute('data-prerender-stale', '')
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible()
    await expect(page.getByText('A private place to reflect and put your thoughts into words')).toBeVisible()
    await expect(page.getByRole('button', { name: 'New Entry' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Friends' }),
    ).toBeVisible()
    // The sample entries show while the journal is not saved here, without their dates.
    const entries = page.getByRole('list', { name: 'Journal entries' })
    await expect(entries.getByRole('listitem').first()).toBeVisible()
    await expect(entries.locator('time').first()).toBeHidden()
    // Not the counts or badges of the build's first visit: this visitor's may differ.
    await expect(page.getByTestId('nav-unread-badge')).toBeHidden()
    await expect(page.getByTestId('rooms-total-badge')).toBeHidden()
    release()
    await expect(hydrated(page)).toBeAttached(loading)
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale')
    await expect(entries.locator('time').first()).toBeVisible()
    await expect(page.getByTestId('nav-unread-badge')).toBeVisible()
    expect(errors).toEqual([])
  })

  test("a guest's own saved journal is not shown as the samples: the entries wait for the app", async ({ context }) => {
    const mine = {
      id: 1,
      title: 'Back again',
      date: '2026-01-02',
      prompt: 'No prompt used',
      content: 'Mine.',
      tags: [],
      favorite: false,
    }
    await context.addInitScript((entry) => {
      window.localStorage.setItem('nexus:journal', JSON.stringify({ state: { entries: [entry] }, version: 1 }))
    }, mine)
    const { page, release, errors } = await openHeld(context, '/journals')
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible()
    const entries = page.getByRole('list', { name: 'Journal entries' })
    await expect(entries).toBeHidden()
    release()
    await expect(entries.getByRole('listitem')).toHaveCount(1, loading)
    await expect(entries.getByRole('button', { name: 'Back again', exact: true })).toBeVisible()
    expect(errors).toEqual([])
  })

  test("'New Entry' clicked on the frame opens the entry dialog once the app has rendered", async ({ context }) => {
    await returning(context)
    const { page, release, errors } = await openHeld(context, '/journals')
    await page.getByRole('button', { name: 'New Entry' }).click()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
    release()
    await expect(page.getByRole('dialog', { name: 'New Entry' })).toBeVisible(loading)
    expect(errors).toEqual([])
  })

  test('a sidebar link clicked on the frame navigates once the app has rendered', async ({ context }) => {
    await returning(context)
    const { page, release, errors } = await openHeld(context, '/calendar')
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Friends' }).click()
    await expect(page).toHaveURL(/\/calendar$/)
    release()
    await expect(page).toHaveURL(/\/friends$/, loading)
    await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible(loading)
    expect(errors).toEqual([])
  })

  test("a sample friend's chat paints its frame and greeting before any script on any visit, then the app renders it", async ({
    context,
  }) => {
    const { page, release, errors } = await openHeld(context, '/friends/maya-chen')
    await expect(page.locator('html')).toHaveAttribute('data-prerender-frame-only', '')
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible()
    const log = page.getByRole('log', { name: 'Messages with Maya Chen' })
    await expect(log.getByText("Hi! It's Maya. How have you been lately?")).toBeVisible()
    await expect(log.locator('time')).toBeHidden()
    const input = page.getByRole('textbox', { name: 'Message Maya Chen' })
    await input.pressSequentially('Typed on the frame')
    release()
    await expect(hydrated(page)).toBeAttached(loading)
    await expect(log.locator('time')).toBeVisible()
    await expect(input).toHaveValue('Typed on the frame')
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled()
    expect(errors).toEqual([])
  })

  test('with the sidebar collapsed nothing of the page shows until the app renders it', async ({
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'sidebar:state', value: 'false', url: baseURL! }])
    const { page, release, errors } = await openHeld(context, '/journals')
    await expect(page.locator('html')).toHaveAttribute('data-prerender-stale', '')
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeHidden()
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible(loading)
    expect(errors).toEqual([])
  })
})
