import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, waitForInteractive } from './fixtures'

/** Whether the page on screen is the prerendered markup hydrated in place, or a fresh render. */
const mounted = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const html = document.documentElement
    return {
      prerendered: html.hasAttribute('data-prerendered'),
      stale: html.hasAttribute('data-prerender-stale'),
      interactive: html.hasAttribute('data-hydrated'),
      keptMarkup: document.querySelector('#root h1')?.hasAttribute('data-probe') ?? false,
    }
  })

/** Every app page the guest build prerendered ('/dashboard', '/rooms/lounge', ...): its `<path>.html` files. */
function prerenderedPaths(): string[] {
  const out = join('web', `dist-e2e-${process.env.E2E_PORT ?? 4318}`)
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets'))
    .map((file) => `/${file.replace(/\.html$/, '')}`)
    .filter((path) => path !== '/index' && path !== '/landing')
    .sort()
}

/** Marks the prerendered <h1> as it is parsed, so a test can tell whether hydration kept that node. */
async function probeFirstHeading(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('#root h1')?.setAttribute('data-probe', ''),
    )
  })
}

test.describe('prerendered pages of the guest build', () => {
  test('a first visit is readable without JavaScript: the page, not a spinner, and no desktop sidebar on a phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
    const page = await context.newPage()
    for (const [path, heading] of [
      ['/dashboard', 'Welcome to Nexus'],
      ['/rooms/lounge', 'The Lounge'],
      ['/calendar', 'My Schedule'],
      ['/settings/ai', 'AI Settings'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    }
    await page.goto('/rooms/lounge')
    await expect(page.getByText('Good morning, everyone!', { exact: false })).toBeVisible()
    await context.close()
  })

  test('the document names its scripts instead of loading them; they start after the first paint', async ({
    request,
  }) => {
    const html = await (await request.get('/dashboard')).text()
    expect(html).toMatch(/<html[^>]* data-prerendered="\d{4}-\d{2}-\d{2}"/)
    expect(html).toMatch(/ data-entry="\/assets\/[^"]+\.js"/)
    expect(html).not.toMatch(/<script type="module"/)
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).toContain('Welcome to Nexus')
  })

  for (const [path, heading, chunk] of [
    ['/settings/ai', 'AI Settings', /\/assets\/ai-[\w-]+\.js$/],
    // Pages that show the guest's own data also need its source (a store and its samples), loaded before their first render.
    ['/rooms/lounge', 'The Lounge', /\/assets\/local-rooms-source-[\w-]+\.js$/],
    ['/calendar', 'My Schedule', /\/assets\/local-schedule-source-[\w-]+\.js$/],
    ['/resources', 'Resources', /\/assets\/local-resources-source-[\w-]+\.js$/],
  ] as const) {
    test(`every script ${path} needs is named up front: the entry's imports, its route modules' chunks and its guest data`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text()
      const entry = /data-entry="([^"]+)"/.exec(html)![1]!
      const named = /data-modulepreload="([^"]+)"/.exec(html)![1]!.split(' ')
      expect(named.some((file) => chunk.test(file))).toBe(true)
      const loaded: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname)
      })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(new Set(loaded)).toEqual(new Set([entry, ...named]))
    })
  }

  test("a page with no prerendered document gets index.html, which names the entry's stages up front", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/reset-password')).text()
    expect(html).not.toMatch(/<html[^>]* data-prerendered=/)
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!
    const named = [...html.matchAll(/<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)"/g)].map((m) => m[1])
    const entryCode = await (await request.get(entry)).text()
    const stages = [...entryCode.matchAll(/import\(`\.\/([\w-]+\.js)`\)/g)].map((m) => `/assets/${m[1]}`)
    expect(stages.length).toBeGreaterThanOrEqual(2)
    for (const stage of stages) expect(named).toContain(stage)
    const loaded: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname)
    })
    await page.goto('/reset-password')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const stage of stages) expect(loaded).toContain(stage)
  })

  test('a first visit hydrates the prerendered page in place, and it works', async ({ page, request }) => {
    // On the build's day, even when the run crosses midnight.
    const built = /data-prerendered="([\d-]+)"/.exec(await (await request.get('/friends')).text())![1]!
    await page.clock.install({ time: new Date(`${built}T12:00:00`) })
    await probeFirstHeading(page)
    await page.goto('/friends')
    expect(await mounted(page)).toEqual({ prerendered: true, stale: false, interactive: true, keptMarkup: true })
    await page
      .getByRole('button', { name: /Add Friend/ })
      .first()
      .click()
    await expect(page.getByText('Friend request sent', { exact: false }).first()).toBeVisible()
  })

  test('with saved state the prerendered page stays hidden and the app shows the saved state', async ({ page }) => {
    await page.goto('/dashboard')
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await probeFirstHeading(page)
    await page.goto('/settings/themes')
    expect(await mounted(page)).toEqual({ prerendered: true, stale: false, interactive: true, keptMarkup: false })
    await expect(page.getByText('Current theme: Light')).toBeVisible()
    await expect(page.locator('#root')).toBeVisible()
  })

  test('a query, or another day than the build, renders afresh instead of hydrating', async ({ page }) => {
    await probeFirstHeading(page)
    await page.goto('/resources?item=link-greater-good')
    expect(await mounted(page)).toMatchObject({ prerendered: true, stale: false, keptMarkup: false })

    await page.clock.install({ time: Date.now() + 2 * 24 * 60 * 60 * 1000 })
    await page.goto('/dashboard')
    expect(await mounted(page)).toMatchObject({ prerendered: true, stale: false, keptMarkup: false })
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nexus' })).toBeVisible()
  })

  test('every prerendered page hydrates in place with no mismatch, in another time zone at another hour of the build day', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const paths = prerenderedPaths()
    expect(paths.length).toBeGreaterThan(40)
    const built = /data-prerendered="(\d{4}-\d{2}-\d{2})"/.exec(await (await request.get('/dashboard')).text())?.[1]
    expect(built).toBeTruthy()
    // Noon in New York on the build day: a first visit on that day, hours away from the build,
    // with clock times and dates that differ from the build machine's (React reports a mismatch
    // as a console error).
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4318}`,
      timezoneId: 'America/New_York',
    })
    const page = await context.newPage()
    await page.clock.install({ time: new Date(`${built}T12:00:00-05:00`) })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    for (const path of paths) {
      await probeFirstHeading(page)
      await page.goto(path)
      await waitForInteractive(page)
      // A frame-only page (a sample friend's chat, sent as it opens) is rendered afresh instead.
      const frameOnly = await page.evaluate(() => document.documentElement.hasAttribute('data-prerender-frame-only'))
      expect(await mounted(page), path).toMatchObject({
        prerendered: true,
        stale: false,
        interactive: true,
        ...(frameOnly ? { keptMarkup: false } : {}),
      })
    }
    await context.close()
    expect(errors).toEqual([])
  })
})
