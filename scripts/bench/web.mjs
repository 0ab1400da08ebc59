// `npm run bench:web`: build the app, serve the production build (guest mode), and print one
// table for the member routes and the public ones: gzip bytes of JavaScript the page loads, the
// longest chain of script requests before first render, the median of 3 Lighthouse mobile runs
// (Debian's Chromium) for performance, accessibility, LCP, TBT and CLS, the LCP element, and the
// console warnings and errors the page logs. Each budget is marked met or MISS.
// BENCH_ROUTES=/dashboard,/friends limits the routes; BENCH_RUNS sets the runs per route.
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const port = Number(process.env.BENCH_PORT ?? 4319)
const base = `http://127.0.0.1:${port}`
const routes = (
  process.env.BENCH_ROUTES ?? '/,/dashboard,/rooms/lounge,/friends,/journals,/calendar,/settings/ai,/pricing'
).split(',')
const runs = Number(process.env.BENCH_RUNS ?? 3)
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Budgets: a row's value and whether it meets the target. */
const budgets = {
  performance: { label: 'perf ≥95', ok: (r) => r.performance >= 95 },
  accessibility: { label: 'a11y 100', ok: (r) => r.accessibility === 100 },
  cls: { label: 'CLS <0.05', ok: (r) => r.cls < 0.05 },
  tbt: { label: 'TBT <150', ok: (r) => r.tbt < 150 },
  js: { label: 'JS ≤130 KB', ok: (r) => r.path !== '/dashboard' || r.js <= 130 * 1024 },
  chain: { label: 'chain ≤2', ok: (r) => r.chain <= 2 },
  lcpContent: { label: 'LCP is content', ok: (r) => r.lcpIsContent },
  console: { label: 'no console', ok: (r) => r.console.length === 0 },
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function startServer() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      NEXUS_OUT_DIR: 'dist-bench',
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

/** Loads a page once: the gzip size of every script it loads and what it logs as warning or error. */
async function visit(browser, path) {
  const page = await browser.newPage()
  const bodies = []
  const logged = []
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') logged.push(`${msg.type()}: ${msg.text().slice(0, 120)}`)
  })
  page.on('pageerror', (err) => logged.push(`pageerror: ${err.message}`))
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body().then((b) => gzipSync(b, { level: 9 }).length))
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(bodies)
  await page.close()
  return { js: sizes.reduce((n, s) => n + s, 0), requests: sizes.length, console: logged }
}

/** The longest run of script requests in Lighthouse's critical request chains. */
function longestScriptChain(chains, depth = 0) {
  let longest = depth
  for (const node of Object.values(chains ?? {})) {
    const isScript = /\.m?js(\?|$)/.test(node.request?.url ?? '')
    longest = Math.max(longest, longestScriptChain(node.children, depth + (isScript ? 1 : 0)))
  }
  return longest
}

/** The LCP element's tag and text, from Lighthouse's audit (its shape differs between versions). */
function lcpElement(lhr) {
  const found = []
  const walk = (value) => {
    if (!value || typeof value !== 'object') return
    if (value.type === 'node') found.push(value)
    for (const child of Object.values(value)) walk(child)
  }
  walk(lhr.audits['largest-contentful-paint-element']?.details)
  const node = found[0]
  if (!node) return { label: '(none)', isContent: false }
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '?'
  const label = `${tag}: ${(node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)}`
  const isSpinner = /spinner|loading|role="status"/i.test(node.snippet ?? '')
  return { label, isContent: !isSpinner && /^(h[1-6]|p|span|div|section|article|li|a|blockquote)$/i.test(tag) }
}

async function lighthouseRuns(path) {
  const results = []
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
    try {
      const { lhr } = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      })
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        chain: longestScriptChain(lhr.audits['critical-request-chains']?.details?.chains),
        lcpElement: lcpElement(lhr),
      })
    } finally {
      await chrome.kill()
    }
  }
  const pick = (k) => median(results.map((r) => r[k]))
  const middle = results.find((r) => r.performance === pick('performance')) ?? results[0]
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    chain: Math.max(...results.map((r) => r.chain)),
    lcpLabel: middle.lcpElement.label,
    lcpIsContent: results.every((r) => r.lcpElement.isContent),
  }
}

const server = await startServer()
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) })
  const rows = []
  for (const path of routes) {
    const seen = await visit(browser, path)
    rows.push({ path, ...seen, ...(await lighthouseRuns(path)) })
  }
  await browser.close()

  const mark = (r, key, text) => `${text}${budgets[key].ok(r) ? '' : ' MISS'}`
  const table = rows.map((r) => ({
    route: r.path,
    'JS gzip': mark(r, 'js', `${kb(r.js)} / ${r.requests} req`),
    'script chain': mark(r, 'chain', String(r.chain)),
    perf: mark(r, 'performance', String(r.performance)),
    a11y: mark(r, 'accessibility', String(r.accessibility)),
    'LCP ms': Math.round(r.lcp),
    'TBT ms': mark(r, 'tbt', String(Math.round(r.tbt))),
    CLS: mark(r, 'cls', r.cls.toFixed(3)),
    'LCP element': mark(r, 'lcpContent', r.lcpLabel),
    console: mark(r, 'console', String(r.console.length)),
  }))
  console.log(
    `\nbench:web — production build, guest mode, Lighthouse ${runs === 1 ? '1 run' : `mobile, median of ${runs} runs`}`,
  )
  console.table(table)
  for (const r of rows) for (const line of r.console) console.log(`${r.path}  ${line}`)
  console.log('\nbudgets (every route unless named):')
  let misses = 0
  for (const [key, budget] of Object.entries(budgets)) {
    const failing = rows.filter((r) => !budget.ok(r)).map((r) => r.path)
    misses += failing.length
    const scope = key === 'js' ? ' (/dashboard)' : ''
    console.log(
      `${failing.length ? 'MISS' : 'met '}  ${budget.label}${scope}${failing.length ? `: ${failing.join(' ')}` : ''}`,
    )
  }
  console.log(`\n${misses === 0 ? 'every budget met' : `${misses} budget misses`}`)
} finally {
  server.kill('SIGTERM')
}
