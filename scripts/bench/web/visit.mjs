// One plain (non-Lighthouse) load of a page, as the case's visitor makes it.
import { gzipSync } from 'node:zlib'
import { prerenderState, watchPrerender, withBrowser } from './browser.mjs'

/**
 * Collects every script response of `page`, in a list of promises of { path (the URL's path),
 * gzip (its body's gzip size, level 9, in bytes) }.
 */
function collectScripts(page) {
  const scripts = []
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return
    const path = new URL(res.url()).pathname
    scripts.push(
      res.buffer().then(
        (body) => ({ path, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ path, gzip: 0 }),
      ),
    )
  })
  return scripts
}

/** Collects what the page logs as a warning or an error, and its uncaught errors. */
function collectConsole(page) {
  const logged = []
  page.on('console', (msg) => {
    const type = msg.type()
    if (type !== 'warn' && type !== 'warning' && type !== 'error') return
    const where = msg.location()?.url
    logged.push(`${type}: ${msg.text().slice(0, 160)}${where ? ` (${where})` : ''}`)
  })
  page.on('pageerror', (err) => logged.push(`pageerror: ${String(err.message ?? err).slice(0, 160)}`))
  return logged
}

/**
 * Loads `url` once in a new browser (fresh profile), after the case's `prepare(page)`
 * (clock, saved data), and waits for the network to be idle. Resolves to { js (gzip bytes of
 * every script loaded), requests (script requests), scripts (their paths, in the order they
 * answered), console (warnings and errors logged),
 * prerender ('shown', 'stale' or 'none'), landed (the path the page ended on) }.
 */
export function visit(chromePath, url, prepare) {
  return withBrowser(chromePath, async (browser) => {
    const page = await browser.newPage()
    await prepare(page)
    await watchPrerender(page)
    const scripts = collectScripts(page)
    const logged = collectConsole(page)
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 })
    const prerender = await prerenderState(page)
    const loaded = await Promise.all(scripts)
    const landed = new URL(page.url()).pathname
    return {
      js: loaded.reduce((n, s) => n + s.gzip, 0),
      requests: loaded.length,
      scripts: loaded.map((s) => s.path),
      console: logged,
      prerender,
      landed,
    }
  })
}

/**
 * The id in the first `/friends/{id}` link of the page at `url` (the friends list): a real friend
 * of the case's visitor, in a new browser.
 */
export function firstFriendId(chromePath, url, prepare) {
  return withBrowser(chromePath, async (browser) => {
    const page = await browser.newPage()
    await prepare(page)
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 })
    const link = await page.waitForSelector('a[href^="/friends/"]', { timeout: 30_000 })
    const href = await link.evaluate((a) => a.getAttribute('href'))
    return decodeURIComponent(href.slice('/friends/'.length))
  })
}
