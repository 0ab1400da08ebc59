// `npm run bench:web`: build the app, serve the production build, and print for / and /dashboard
// the gzip bytes of JavaScript and CSS each page loads, and the median of 3 Lighthouse runs
// (mobile settings, Debian's Chromium) for performance, accessibility, LCP, TBT and CLS.
// Targets (issue 2): / at most 100 KB gzip JS, performance >= 95, accessibility 100, CLS < 0.05.
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const port = Number(process.env.BENCH_PORT ?? 4319)
const base = `http://127.0.0.1:${port}`
const pages = ['/', '/dashboard']
const runs = 3
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

/** Sums the gzip size of every JS and CSS response a page loads (until network idle). */
async function transferSizes(browser, path) {
  const page = await browser.newPage()
  const bodies = []
  page.on('response', (res) => {
    const type = res.request().resourceType()
    if (type === 'script' || type === 'stylesheet')
      bodies.push(res.body().then((b) => ({ type, size: gzipSync(b, { level: 9 }).length })))
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  const all = await Promise.all(bodies)
  await page.close()
  const sum = (t) => all.filter((b) => b.type === t).reduce((n, b) => n + b.size, 0)
  return { js: sum('script'), css: sum('stylesheet') }
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
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      })
    } finally {
      await chrome.kill()
    }
  }
  const pick = (k) => median(results.map((r) => r[k]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  }
}

const server = await startServer()
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) })
  const rows = []
  for (const path of pages) {
    const size = await transferSizes(browser, path)
    const lh = await lighthouseRuns(path)
    rows.push({ path, ...size, ...lh })
  }
  await browser.close()
  console.log(`\nbench:web — production build, Lighthouse mobile, median of ${runs} runs`)
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(11)} JS ${kb(r.js).padStart(9)} gzip  CSS ${kb(r.css).padStart(8)} gzip  ` +
        `performance ${r.performance}  accessibility ${r.accessibility}  ` +
        `LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`,
    )
  }
  const home = rows[0]
  const checks = [
    [`/ JS <= 100 KB gzip`, home.js <= 100 * 1024],
    ...rows.flatMap((r) => [
      [`${r.path} performance >= 95`, r.performance >= 95],
      [`${r.path} accessibility = 100`, r.accessibility === 100],
      [`${r.path} CLS < 0.05`, r.cls < 0.05],
    ]),
  ]
  for (const [name, ok] of checks) console.log(`${ok ? 'met ' : 'MISS'}  ${name}`)
} finally {
  server.kill('SIGTERM')
}
