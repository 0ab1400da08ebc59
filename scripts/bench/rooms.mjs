// `npm run bench:rooms`: a room of 5,000 posts in Chromium. Seeds 5,000 posts (a fifth of them
// with replies, varied lengths) into the guest's room storage (`nexus:rooms`, room lounge) before
// the app loads, opens /rooms/lounge and reports:
//   - the time to hydrate the rooms store of that size (the app's own performance measure
//     'nexus:rooms:hydrate': read localStorage, JSON.parse, zod validation, merge);
//   - the time until the first post is in the page;
//   - long tasks (PerformanceObserver 'longtask', > 50 ms) during load, during the jump to the
//     oldest post, and while scrolling the whole list from the top to the bottom;
//   - frames while scrolling (longest, 95th percentile, frames over 50 ms);
//   - posts in the DOM after load and at most while scrolling (the virtualised window);
//   - the time to post one message into the full room (Enter to the post in the page).
// Base URL: BENCH_URL if set; otherwise it serves the production build itself with
// `node scripts/start.mjs` (guest mode) on a free port, as bench:web does.
/* global window, document, requestAnimationFrame, MutationObserver -- used in functions that run in the page */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'

const POSTS = Number(process.env.BENCH_POSTS ?? 5000)
const ROOM = 'lounge'
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function startServer(port) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      NEXUS_OUT_DIR: 'dist-bench-rooms',
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
    child.stdout.on('data', (d) => String(d).includes('running at') && resolve())
  })
  return child
}

/** Runs in the page: writes `posts` generated posts into the guest's room storage for `room`. */
function seed({ posts, room }) {
  const words = 'quiet thought honest night coffee friend worry small win long walk music rain light'.split(' ')
  const text = (i, n) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ')
  const start = Date.now() - posts * 60_000
  const list = []
  for (let i = 0; i < posts; i++) {
    const at = new Date(start + i * 60_000).toISOString()
    list.push({
      id: `bench-${i}`,
      author: ['Maya', 'Leo', 'Priya', 'Sam', 'Ava', 'You'][i % 6],
      content: `#${i} ${text(i, 5 + ((i * 13) % 60))}`,
      createdAt: at,
      mine: i % 6 === 5,
      replies:
        i % 5 === 0
          ? [0, 1].map((r) => ({
              id: `bench-${i}-r${r}`,
              author: 'Jordan',
              content: text(i + r, 8),
              createdAt: at,
              mine: false,
            }))
          : [],
    })
  }
  localStorage.setItem('nexus:rooms', JSON.stringify({ version: 1, state: { posts: { [room]: list } } }))
}

/** Runs in the room page before any app script: records long tasks by phase and when the first post appears. */
function instrument() {
  window.__bench = { phase: 'load', longTasks: [], firstPostAt: null }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__bench.longTasks.push({ phase: window.__bench.phase, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role=feed] article')) {
      window.__bench.firstPostAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

const settle = (page, ms = 500) => page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), ms)

async function run(base) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => console.error('page error:', e.message))
    // Seed from another page of the app first, so the room's load measures only the app.
    await page.goto(`${base}/rooms`)
    await page.evaluate(seed, { posts: POSTS, room: ROOM })
    await page.addInitScript(instrument)
    await page.goto(`${base}/rooms/${ROOM}`)
    await page.getByRole('feed').waitFor()
    await settle(page, 1000)

    const load = await page.evaluate(() => {
      const hydrate = performance.getEntriesByName('nexus:rooms:hydrate', 'measure')[0]
      return {
        hydrateMs: hydrate ? hydrate.duration : NaN,
        firstPostMs: window.__bench.firstPostAt,
        setSize: Number(document.querySelector('[role=feed] article')?.getAttribute('aria-setsize')),
        rows: document.querySelectorAll('[role=feed] article').length,
        storedChars: localStorage.getItem('nexus:rooms')?.length ?? 0,
      }
    })

    // Jump to the oldest post, then scroll the whole list to the newest, a screen at a time per frame.
    const scroll = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid=room-feed-scroll]')
      const frame = () => new Promise((r) => requestAnimationFrame(r))
      window.__bench.phase = 'jump'
      el.scrollTop = 0
      for (let i = 0; i < 30; i++) await frame()
      await new Promise((r) => setTimeout(r, 300))
      window.__bench.phase = 'scroll'
      const frames = []
      let maxRows = 0
      let last = performance.now()
      const began = last
      let still = 0
      for (let i = 0; i < 20000 && still < 5; i++) {
        const before = el.scrollTop
        el.scrollTop = before + el.clientHeight * 0.9
        await frame()
        const now = performance.now()
        frames.push(now - last)
        last = now
        maxRows = Math.max(maxRows, document.querySelectorAll('[role=feed] article').length)
        still = el.scrollTop + el.clientHeight >= el.scrollHeight - 1 ? still + 1 : 0
      }
      window.__bench.phase = 'after'
      const sorted = [...frames].sort((a, b) => a - b)
      const lastPost = [...document.querySelectorAll('[role=feed] article')].find(
        (a) => a.getAttribute('aria-posinset') === a.getAttribute('aria-setsize'),
      )
      return {
        ms: performance.now() - began,
        frames: frames.length,
        maxFrame: sorted.at(-1),
        p95Frame: sorted[Math.floor(sorted.length * 0.95)],
        slowFrames: frames.filter((f) => f > 50).length,
        maxRows,
        reachedNewest: Boolean(lastPost),
        scrollHeight: el.scrollHeight,
      }
    })

    // Post one message into the full room.
    await page.getByRole('textbox').fill('Benchmark post')
    const sendStart = await page.evaluate(() => performance.now())
    await page.keyboard.press('Enter')
    await page.getByRole('feed').getByText('Benchmark post', { exact: true }).waitFor()
    const sendMs = (await page.evaluate(() => performance.now())) - sendStart

    const tasks = await page.evaluate(() => window.__bench.longTasks)
    const phase = (name) => {
      const list = tasks.filter((t) => t.phase === name).map((t) => t.duration)
      return { count: list.length, total: list.reduce((a, b) => a + b, 0), max: list.length ? Math.max(...list) : 0 }
    }
    return { load, scroll, sendMs, longTasks: { load: phase('load'), jump: phase('jump'), scroll: phase('scroll') } }
  } finally {
    await browser.close()
  }
}

const ms = (n) => `${Math.round(n)} ms`
const external = process.env.BENCH_URL
let server
let base = external?.replace(/\/$/, '')
if (!base) {
  const port = await freePort()
  server = await startServer(port)
  base = `http://127.0.0.1:${port}`
}
try {
  const r = await run(base)
  const lt = (p) => `${p.count} (total ${ms(p.total)}, longest ${ms(p.max)})`
  const rows = [
    ['posts in the room (aria-setsize)', String(r.load.setSize)],
    ['stored JSON size', `${(r.load.storedChars / 1024 / 1024).toFixed(2)} M chars`],
    ['hydrate rooms store (read + parse + validate)', ms(r.load.hydrateMs)],
    ['first post in the page (from navigation start)', ms(r.load.firstPostMs)],
    ['long tasks during load', lt(r.longTasks.load)],
    ['posts in the DOM after load', String(r.load.rows)],
    ['long tasks: jump to the oldest post', lt(r.longTasks.jump)],
    [
      'scroll top to bottom',
      `${ms(r.scroll.ms)}, ${r.scroll.frames} frames, reached newest: ${r.scroll.reachedNewest}`,
    ],
    ['long tasks while scrolling', lt(r.longTasks.scroll)],
    [
      'scroll frames: longest / p95 / over 50 ms',
      `${ms(r.scroll.maxFrame)} / ${ms(r.scroll.p95Frame)} / ${r.scroll.slowFrames}`,
    ],
    ['posts in the DOM while scrolling (max)', String(r.scroll.maxRows)],
    ['post one message into the full room', ms(r.sendMs)],
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log(`\nbench:rooms — /rooms/${ROOM} with ${POSTS} posts, production build, Chromium 1280x800 (${base})`)
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`)
} finally {
  server?.kill('SIGTERM')
}
