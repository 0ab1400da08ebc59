// Debian's Chromium through puppeteer-core (the version Lighthouse itself depends on), and what a
// case does to a page before the measured load: fake the clock, seed storage, watch the prerender.
/* global window, document, MutationObserver -- page.evaluate* functions run in the page */
import puppeteer from 'puppeteer-core'
import { onCleanup } from './cleanup.mjs'

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium 156 still builds its window's omnibox popup (a WebUI page in a renderer of
  // its own, about 300 ms of CPU) while the first page loads: no phone's page load shares its
  // cores with that.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
]

/**
 * Runs `use(browser)` with a new headless Chromium with a fresh profile (no cache, no storage),
 * and closes it after, also when the benchmark is stopped (Ctrl-C, SIGTERM) meanwhile.
 * Resolves to what `use` resolves to.
 */
export async function withBrowser(chromePath, use) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args,
    defaultViewport: null,
    // The benchmark's own handlers stop everything in order (cleanup.mjs); puppeteer's would exit at once.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  const close = onCleanup('Chromium', () => browser.close())
  try {
    return await use(browser)
  } finally {
    await close()
  }
}

/**
 * Makes every document the page loads believe it is `offsetMs` later than it is: `Date.now()`,
 * `new Date()` and `Date()` are shifted before any of the page's scripts runs (performance.now and
 * timers are left alone, so Lighthouse's timings are not affected).
 */
export async function shiftClock(page, offsetMs) {
  await page.evaluateOnNewDocument((offset) => {
    const RealDate = Date
    const now = () => RealDate.now() + offset
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, params, newTarget) => Reflect.construct(target, params.length ? params : [now()], newTarget),
      apply: () => new RealDate(now()).toString(),
      get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
    })
  }, offsetMs)
}

/**
 * The milliseconds from now to the same local time `days` days later (a calendar shift, so a
 * daylight-saving change in between still lands on the intended day).
 */
export function daysAheadMs(days, from = new Date()) {
  const later = new Date(from)
  later.setDate(later.getDate() + days)
  return later.getTime() - from.getTime()
}

/** The page the storage-seeding visit gets instead of the server's: blank, with an icon so no /favicon.ico is asked for. */
const SEED_PAGE = '<!doctype html><title>seed</title><link rel="icon" href="data:,">'

/**
 * Stores `items` (key → string) in the localStorage of `origin`: a returning visitor's saved data.
 * The page visits the origin first, and puppeteer answers that visit with a blank page (no app
 * script runs, nothing is cached, nothing is logged), then the items are stored from it.
 */
export async function seedStorage(page, origin, items) {
  const answer = (req) => req.respond({ status: 200, contentType: 'text/html', body: SEED_PAGE })
  await page.setRequestInterception(true)
  page.on('request', answer)
  try {
    await page.goto(`${origin}/bench-seed`)
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value)
    }, Object.entries(items))
  } finally {
    page.off('request', answer)
    await page.setRequestInterception(false)
  }
}

/**
 * Records, on every document the page loads, whether it was prerendered (`data-prerendered`) and
 * whether the inline script marked it stale (`data-prerender-stale`, which the app removes once it
 * renders, so it is watched as it happens). Read with {@link prerenderState}.
 */
export async function watchPrerender(page) {
  await page.evaluateOnNewDocument(() => {
    const seen = { prerendered: false, stale: false }
    Object.defineProperty(window, '__benchPrerender', { value: seen })
    new MutationObserver((records) => {
      for (const r of records) {
        const html = r.target.ownerDocument?.documentElement ?? document.documentElement
        if (html?.hasAttribute('data-prerendered')) seen.prerendered = true
        if (r.attributeName === 'data-prerender-stale' && r.oldValue === null) seen.stale = true
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['data-prerendered', 'data-prerender-stale'],
    })
  })
}

/** 'shown' (the prerendered page showed), 'stale' (it was hidden) or 'none' (nothing prerendered). */
export async function prerenderState(page) {
  const seen = await page.evaluate(() => window.__benchPrerender ?? { prerendered: false, stale: false })
  if (!seen.prerendered) return 'none'
  return seen.stale ? 'stale' : 'shown'
}
