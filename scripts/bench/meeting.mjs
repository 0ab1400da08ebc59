// `npm run bench:meeting`: the meeting room's WebRTC mesh between real browsers, on the backend
// build against `npm run backend:up`, in Debian's Chromium with its fake camera (640x480) and
// beeping microphone. Each participant is a member signed in, in a browser context of their own
// (its own renderer process), who opens /meeting-room (the community meeting: the page joins at
// once). Prints one table, for 2, 4 and 6 people (BENCH_MEETING_SIZES):
//   - join → first remote frame: from the last joiner's navigation to /meeting-room until one of
//     its peer connections has decoded a video frame (getStats inbound-rtp framesDecoded > 0);
//   - all connected: from that navigation until every page decodes video from all the others;
//   - renderer CPU per participant: the page's renderer process CPU time (CDP Performance
//     ProcessTime) over BENCH_WINDOW_S (10) seconds once media flows everywhere, in % of one core
//     (mean and max over the participants), and the whole browser's CPU time (every Chromium
//     process: browser, GPU, network, audio and video capture) divided by the participants;
//   - bandwidth per participant: bytes sent and received by the page's peer connections
//     (getStats transport bytesSent/bytesReceived) over the same window, in kbit/s (mean).
// The machine's other load counts in every figure: read them as this machine's, not absolute.
// A report: exit code 0 unless the benchmark itself failed.
/* global window, location -- page functions run in the page */
import puppeteer from 'puppeteer-core'
import { authStorageKey, passwordSession, signUp } from './web/auth.mjs'
import { backendBuildEnv, backendUp, freePort } from './web/backend.mjs'
import { cleanUp, onCleanup } from './web/cleanup.mjs'
import { serveBuild } from './web/server.mjs'

const SIZES = (process.env.BENCH_MEETING_SIZES ?? '2,4,6').split(',').map(Number)
const WINDOW_S = Number(process.env.BENCH_WINDOW_S ?? 10)
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs in every document before the app: records each RTCPeerConnection the page makes. */
function recordPeerConnections() {
  window.__pcs = []
  const Original = window.RTCPeerConnection
  window.RTCPeerConnection = class extends Original {
    constructor(configuration) {
      super(configuration)
      window.__pcs.push(this)
    }
  }
}

/** Runs in the page: per open peer connection, frames decoded and transport bytes. */
async function pageStats() {
  const open = window.__pcs.filter((pc) => pc.connectionState !== 'closed')
  return Promise.all(
    open.map(async (pc) => {
      const out = { framesDecoded: 0, bytesSent: 0, bytesReceived: 0 }
      ;(await pc.getStats()).forEach((entry) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video') out.framesDecoded += entry.framesDecoded ?? 0
        if (entry.type === 'transport') {
          out.bytesSent += entry.bytesSent ?? 0
          out.bytesReceived += entry.bytesReceived ?? 0
        }
      })
      return out
    }),
  )
}

/** Polls `check` (async, truthy when done) every 100 ms until it holds or `timeoutMs` pass. */
async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** A participant: a new browser context signed in as `member`, on /meeting-room. */
async function joinAs(browser, backend, base, member) {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width: 1280, height: 800 })
  const session = await passwordSession(backend, member)
  await page.evaluateOnNewDocument(recordPeerConnections)
  await page.evaluateOnNewDocument(
    (key, value) => localStorage.setItem(key, value),
    authStorageKey(backend.supabaseUrl),
    JSON.stringify(session),
  )
  const cdp = await page.createCDPSession()
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const started = Date.now()
  await page.goto(`${base}/meeting-room`, { waitUntil: 'domcontentloaded' })
  return { context, page, cdp, started }
}

const processTime = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ProcessTime')?.value ?? NaN

async function browserCpu(browser) {
  const cdp = await browser.target().createCDPSession()
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo')
  await cdp.detach()
  return processInfo.reduce((sum, p) => sum + p.cpuTime, 0)
}

/** One meeting of `size` people: joins them one after another, measures, and has everyone leave. */
async function meeting(browser, backend, base, size) {
  const members = []
  for (let i = 0; i < size; i++) members.push(await signUp(backend, `Bench Person ${i + 1}`))
  const people = []
  for (const member of members.slice(0, -1)) {
    const person = await joinAs(browser, backend, base, member)
    people.push(person)
    await person.page.waitForSelector('h1', { timeout: 60_000 })
    // In the meeting before the next one comes (their own tile list follows the database).
    await until(
      async () => (await person.page.$$('[data-testid="remote-tile"]')).length >= people.length - 1,
      60_000,
      'tiles',
    )
  }
  const last = await joinAs(browser, backend, base, members.at(-1))
  people.push(last)
  await until(
    async () => (await last.page.evaluate(pageStats)).some((s) => s.framesDecoded > 0),
    60_000,
    'the first remote frame',
  )
  const firstFrameMs = Date.now() - last.started
  await until(
    async () => {
      for (const { page } of people) {
        const stats = await page.evaluate(pageStats)
        if (stats.length !== size - 1 || stats.some((s) => s.framesDecoded === 0)) return false
      }
      return true
    },
    120_000,
    'video from everyone on every page',
  )
  const allConnectedMs = Date.now() - last.started
  await sleep(3000)

  const sum = (list, key) => list.reduce((total, s) => total + s[key], 0)
  const before = await Promise.all(
    people.map(async ({ page, cdp }) => ({ cpu: await processTime(cdp), stats: await page.evaluate(pageStats) })),
  )
  const browserBefore = await browserCpu(browser)
  const t0 = Date.now()
  await sleep(WINDOW_S * 1000)
  const after = await Promise.all(
    people.map(async ({ page, cdp }) => ({ cpu: await processTime(cdp), stats: await page.evaluate(pageStats) })),
  )
  const seconds = (Date.now() - t0) / 1000
  const browserAfter = await browserCpu(browser)

  const cpu = after.map((a, i) => (100 * (a.cpu - before[i].cpu)) / seconds)
  const kbps = (key) => after.map((a, i) => (8 * (sum(a.stats, key) - sum(before[i].stats, key))) / 1000 / seconds)
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length
  const row = {
    people: size,
    'join → first remote frame ms': firstFrameMs,
    'all connected ms': allConnectedMs,
    'renderer CPU % (mean)': Number(mean(cpu).toFixed(1)),
    'renderer CPU % (max)': Number(Math.max(...cpu).toFixed(1)),
    'all Chromium CPU % / person': Number(((100 * (browserAfter - browserBefore)) / seconds / size).toFixed(1)),
    'sent kbit/s (mean)': Math.round(mean(kbps('bytesSent'))),
    'received kbit/s (mean)': Math.round(mean(kbps('bytesReceived'))),
  }

  // Everyone leaves (the last one out ends the community meeting), then their contexts close.
  for (const { page } of people) {
    const leave = await page.$('xpath/.//button[normalize-space(.)="Leave Meeting"]')
    await leave?.click()
  }
  await Promise.all(
    people.map(({ page }) =>
      page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 }).catch(() => {}),
    ),
  )
  await Promise.all(people.map(({ context }) => context.close()))
  return row
}

async function main() {
  const apiPort = await freePort()
  const appPort = Number(process.env.BENCH_MEETING_PORT ?? (await freePort()))
  console.error(`==> backend on ${apiPort}, build on ${appPort}`)
  const backend = await backendUp(apiPort, [`http://127.0.0.1:${appPort}`])
  await serveBuild({ port: appPort, outDir: 'dist-bench-meeting', env: await backendBuildEnv(backend) })
  const base = `http://127.0.0.1:${appPort}`

  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
    defaultViewport: null,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  const close = onCleanup('Chromium', () => browser.close())
  const rows = []
  try {
    for (const size of SIZES) {
      console.error(`==> a meeting of ${size}`)
      rows.push(await meeting(browser, backend, base, size))
    }
  } finally {
    await close()
  }
  console.log(
    `\nbench:meeting: WebRTC full mesh over the local backend's Realtime, Chromium's fake camera and microphone,` +
      ` one browser context per person, ${WINDOW_S} s measuring window (CPU % of one core; the machine's other load counts)`,
  )
  console.table(rows)
}

try {
  await main()
} catch (error) {
  console.error(`bench:meeting failed: ${error.stack ?? error}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
