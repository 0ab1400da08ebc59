// What a visitor feels once the page is interactive, on the low-tier phone: the longest main-thread
// task while they type into a room's composer and open the journal's New Entry. As Lighthouse's
// simulation does for the page's load (phone-trace.mjs), each task is the time the page's main
// thread ran in it, unthrottled, times the CPU slowdown calibrated on the host (devices.mjs).
// DevTools' own CPU throttling, which this measured with before, slows the thread by wall time:
// on a busy host the same build's longest task went from 166 to 362 ms.
import { withBrowser } from './browser.mjs'
import { calibratedMultiplier, hostBenchmarkIndex, HostTooSlowError } from './devices.mjs'
import { median } from './lighthouse-runs.mjs'
import { longestTaskThreadMs, pageProcess } from './thread-time.mjs'

/** The trace categories with the main thread's tasks and their thread time. */
const TASK_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline']

/** The longest task allowed while the page is interactive, in ms. */
export const LONGEST_TASK_BUDGET_MS = 250

/**
 * The interactions: where, what the page must show before the visitor acts (so the act is on the
 * hydrated page), and the act.
 */
export const INTERACTIONS = [
  {
    name: 'type into the composer',
    route: '/rooms/lounge',
    ready: 'textarea[placeholder="Type your message..."]',
    act: async (page) => {
      await page.click('textarea[placeholder="Type your message..."]')
      // A person types about five characters a second; each key is its own task.
      await page.keyboard.type('Thinking about what you said yesterday.', { delay: 200 })
    },
  },
  {
    name: 'open New Entry',
    route: '/journals',
    ready: 'button ::-p-text(New Entry)',
    act: async (page) => {
      await page.click('button ::-p-text(New Entry)')
      // Until the visitor can write: the caret in the form's first field.
      await page.waitForSelector('[role="dialog"] ::-p-text(New Entry)')
      await page.waitForSelector('[role="dialog"] input:focus')
    },
  },
]

/**
 * One run of `interaction` on `base` for `kase`, in a fresh browser, as `device`: calibrate,
 * prepare, load and wait until the page shows what the visitor acts on, then record the act in a
 * trace. Resolves to { longestTaskMs (the longest task's thread time × the slowdown), hostIndex,
 * multiplier }; throws HostTooSlowError.
 */
function interactionOnce(config, base, kase, device, interaction) {
  return withBrowser(config.chromePath, async (browser) => {
    const page = await browser.newPage()
    const hostIndex = await hostBenchmarkIndex(page)
    const multiplier = calibratedMultiplier(hostIndex, device)
    await kase.prepare(page)
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    await page.goto(base + interaction.route, { waitUntil: 'networkidle0', timeout: 120_000 })
    await page.waitForSelector(interaction.ready, { visible: true, timeout: 60_000 })
    await page.tracing.start({ categories: TASK_CATEGORIES })
    await interaction.act(page)
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'))
    const renderer = pageProcess(trace, base + interaction.route)
    return { longestTaskMs: Math.round(longestTaskThreadMs(trace, renderer) * multiplier), hostIndex, multiplier }
  })
}

/**
 * BENCH_RUNS runs of each interaction for `kase` as `device`, one at a time; a run the host is too
 * slow for is discarded and repeated (at most BENCH_MAX_RETRIES). Rows: { case, device,
 * interaction, route, longestTaskMs (median), kept, indexes, multipliers, tooSlow }.
 */
export async function interactionRows(config, base, kase, device, deviceName, log) {
  const rows = []
  for (const interaction of INTERACTIONS) {
    if (!kase.routes.includes(interaction.route)) continue
    log(`${kase.name} ${deviceName}: ${interaction.name} on ${interaction.route}`)
    const kept = []
    let tooSlow = 0
    while (kept.length < config.runs && kept.length + tooSlow < config.runs + config.maxRetries) {
      try {
        const run = await interactionOnce(config, base, kase, device, interaction)
        kept.push(run)
        log(`  host benchmarkIndex ${run.hostIndex}, CPU ×${run.multiplier}: longest task ${run.longestTaskMs} ms`)
      } catch (err) {
        if (!(err instanceof HostTooSlowError)) throw err
        tooSlow++
        log(`  ${err.message} (discarded)`)
      }
    }
    rows.push({
      case: kase.name,
      device: deviceName,
      interaction: interaction.name,
      route: interaction.route,
      longestTaskMs: median(kept.map((r) => r.longestTaskMs)),
      kept: kept.length,
      indexes: kept.map((r) => r.hostIndex),
      multipliers: kept.map((r) => r.multiplier),
      tooSlow,
    })
  }
  return rows
}
