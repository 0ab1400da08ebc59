// `npm run bench:journal`: a journal of 5,000 entries in Chromium. Seeds 5,000 entries (varied
// lengths, prompts and tags) into the guest's journal storage (`nexus:journal`) before the app
// loads, opens /journals and reports:
//   - the time to hydrate the journal store of that size (the app's own performance measure
//     'nexus:journal:hydrate': read localStorage, JSON.parse, zod validation, merge);
//   - the time until the first entry card is in the page, and the cards in the DOM;
//   - long tasks (PerformanceObserver 'longtask', > 50 ms) during load and while typing;
//   - ms per keystroke when typing into 'Search journal entries...': from the input event until
//     the page holds that term's result ready to paint (its match count, computed independently
//     here, shown; style and layout done), for each key of two search
//     words typed one character at a time, then for clearing the field; BENCH_ROUNDS rounds (3),
//     each on a fresh load of the page. The target: every keystroke under 16 ms (one frame).
// Base URL: BENCH_URL if set; otherwise it serves the production build itself with
// `node scripts/start.mjs` (guest mode) on a free port, as bench:rooms does.
/* global window, document, requestAnimationFrame, MutationObserver, HTMLInputElement -- used in functions that run in the page */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5000)
const TERMS = ['quiet night', 'gratitude']
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
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
      NEXUS_OUT_DIR: 'dist-bench-journal',
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

/** Runs in the page: writes `count` generated entries, newest first, into the guest's journal storage. */
function seed({ count }) {
  const words =
    'quiet thought honest night coffee friend worry small win long walk music rain light gratitude fear hope morning'.split(
      ' ',
    )
  const text = (i, n) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ')
  const tagPool = ['gratitude', 'growth', 'work', 'family', 'sleep', 'calm', 'anxiety', 'goals']
  const day = 24 * 60 * 60 * 1000
  const today = Date.now()
  const entries = []
  for (let i = 0; i < count; i++) {
    const id = count - i
    const date = new Date(today - Math.floor(i / 3) * day).toISOString().slice(0, 10)
    entries.push({
      id,
      title: `Entry ${id}: ${text(i, 3)}`,
      date,
      prompt: i % 4 === 0 ? 'No prompt used' : `What did ${text(i + 1, 2)} teach you today?`,
      content: text(i, 20 + ((i * 13) % 180)),
      tags: [tagPool[i % tagPool.length], tagPool[(i * 5 + 3) % tagPool.length]].filter(
        (t, k, a) => a.indexOf(t) === k,
      ),
      favorite: i % 11 === 0,
    })
  }
  localStorage.setItem('nexus:journal', JSON.stringify({ version: 1, state: { entries } }))
}

/** Runs in the journal page before any app script: records long tasks by phase and when the first card appears. */
function instrument() {
  window.__bench = { phase: 'load', longTasks: [], firstCardAt: null }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__bench.longTasks.push({ phase: window.__bench.phase, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver((_, observer) => {
    if (document.querySelector('[aria-label="Journal entries"] article')) {
      window.__bench.firstCardAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

/**
 * Runs in the page: types each term one character at a time into the search field (as React sees
 * typing: the native value setter, then an input event), and for each keystroke times how long
 * until the page holds that term's result, ready to paint: the count of entries matching the term
 * so far is shown (however late the app renders it) and style and layout are done (forced here,
 * so the time is the page's work and not the wait for the display's next frame). It also records the time until the frame after that has
 * been painted, which adds that wait (up to one frame, 16.7 ms at 60 Hz). Then clears the field.
 */
async function typeTerms({ terms }) {
  const input = document.querySelector('input[type=search]')
  const status = input.closest('[role=search]').nextElementSibling
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  const stored = JSON.parse(localStorage.getItem('nexus:journal')).state.entries
  const haystacks = stored.map((e) => `${e.title}\n${e.content}\n${e.tags.join('\n')}`.toLowerCase())
  const total = stored.length.toLocaleString('en-US')
  const expected = (term) => {
    const needle = term.trim().toLowerCase()
    if (needle === '') return `${total} entries`
    const n = haystacks.filter((h) => h.includes(needle)).length
    return n === 0 ? null : `${n.toLocaleString('en-US')} of ${total} entries match`
  }
  const shows = (want) =>
    want === null ? document.body.textContent.includes('No journal entries found') : status.textContent === want
  const press = (value) =>
    new Promise((resolve, reject) => {
      const want = expected(value)
      const result = want ?? 'No journal entries found'
      let start = 0
      let finished = false
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`the page never showed the result of "${value}"`))
      }, 10_000)
      const check = () => {
        if (finished || !shows(want)) return
        finished = true
        observer.disconnect()
        clearTimeout(timer)
        void document.body.offsetHeight // style and layout of the result, now
        const ms = performance.now() - start
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ value, ms, frameMs: performance.now() - start, result })),
        )
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
      start = performance.now()
      setValue.call(input, value)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      check()
    })
  window.__bench.phase = 'typing'
  const keys = []
  for (const term of terms) {
    for (let i = 1; i <= term.length; i++) keys.push(await press(term.slice(0, i)))
    keys.push(await press(''))
  }
  window.__bench.phase = 'after'
  return keys
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
    // Seed from another page of the app first, so the journal's load measures only the app.
    await page.goto(`${base}/dashboard`)
    await page.evaluate(seed, { count: ENTRIES })
    await page.addInitScript(instrument)
    await page.goto(`${base}/journals`)
    await page.getByRole('list', { name: 'Journal entries' }).waitFor()
    await settle(page, 1000)

    const load = await page.evaluate(() => {
      const hydrate = performance.getEntriesByName('nexus:journal:hydrate', 'measure')[0]
      return {
        hydrateMs: hydrate ? hydrate.duration : NaN,
        firstCardMs: window.__bench.firstCardAt,
        cards: document.querySelectorAll('[aria-label="Journal entries"] article').length,
        status: document.querySelector('[role=search]').nextElementSibling.textContent,
        storedChars: localStorage.getItem('nexus:journal')?.length ?? 0,
        longTasks: window.__bench.longTasks.filter((t) => t.phase === 'load'),
      }
    })

    // Each round types the terms on a fresh load of the page, so each starts cold, as a visit does.
    const keys = []
    const typingTasks = []
    for (let round = 1; round <= ROUNDS; round++) {
      if (round > 1) {
        await page.reload()
        await page.getByRole('list', { name: 'Journal entries' }).waitFor()
        await settle(page, 1000)
      }
      keys.push(...(await page.evaluate(typeTerms, { terms: TERMS })))
      typingTasks.push(...(await page.evaluate(() => window.__bench.longTasks.filter((t) => t.phase === 'typing'))))
    }
    const loadTasks = load.longTasks
    const phase = (list) => ({
      count: list.length,
      total: list.reduce((a, t) => a + t.duration, 0),
      max: list.length ? Math.max(...list.map((t) => t.duration)) : 0,
    })
    return { load, keys, longTasks: { load: phase(loadTasks), typing: phase(typingTasks) } }
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
  const stats = (list) => {
    const sorted = [...list].sort((a, b) => a - b)
    const mean = list.reduce((a, b) => a + b, 0) / list.length
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]
    return `${mean.toFixed(1)} / ${at(0.5).toFixed(1)} / ${at(0.95).toFixed(1)} / ${sorted.at(-1).toFixed(1)}`
  }
  const ready = r.keys.map((k) => k.ms)
  const under = ready.filter((m) => m < 16).length
  const rows = [
    ['entries in the journal (page count)', r.load.status],
    ['stored JSON size', `${(r.load.storedChars / 1024 / 1024).toFixed(2)} M chars`],
    ['hydrate journal store (read + parse + validate)', ms(r.load.hydrateMs)],
    ['first entry card in the page (from navigation start)', ms(r.load.firstCardMs)],
    ['long tasks during load', lt(r.longTasks.load)],
    ['entry cards in the DOM after load', String(r.load.cards)],
    ['keystrokes timed (each round on a fresh load)', `${ready.length} (${ROUNDS} rounds)`],
    ['result ready to paint, ms a keystroke: mean / median / p95 / max', stats(ready)],
    [
      'keystrokes whose result is ready in under 16 ms',
      `${under} of ${ready.length}${under === ready.length ? ' (met)' : ' (MISS)'}`,
    ],
    ['to the next painted frame, ms: mean / median / p95 / max', stats(r.keys.map((k) => k.frameMs))],
    ['long tasks while typing', lt(r.longTasks.typing)],
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log(`\nbench:journal — /journals with ${ENTRIES} entries, production build, Chromium 1280x800 (${base})`)
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`)
  console.log(`\nper keystroke, round 1 of ${ROUNDS} (search field value -> what the page shows):`)
  for (const k of r.keys.slice(0, r.keys.length / ROUNDS))
    console.log(
      `  ${JSON.stringify(k.value).padEnd(14)} ${k.ms.toFixed(1).padStart(6)} ms (frame ${ms(k.frameMs).padStart(6)})  ${k.result}`,
    )
} finally {
  server?.kill('SIGTERM')
}
