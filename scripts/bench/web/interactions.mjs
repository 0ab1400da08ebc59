// What a visitor feels once the page is interactive, on the low-tier phone: the longest main-thread
// task while they type into a room's composer and open the journal's New Entry, measured as a
// Lighthouse timespan with DevTools CPU throttling calibrated on the host (devices.mjs).
import { startTimespan } from 'lighthouse'
import { withBrowser } from './browser.mjs'
import { calibratedMultiplier, hostBenchmarkIndex, HostTooSlowError, throttlingFor } from './devices.mjs'
import { median } from './lighthouse-runs.mjs'

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

/** The longest task (ms) in a timespan's result, from Lighthouse's long-tasks audit (0 without one). */
function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? []
  return Math.round(Math.max(0, ...items.map((item) => item.duration)))
}

/**
 * One timespan of `interaction` on `base` for `kase`, in a fresh browser as `device`: calibrate,
 * prepare, load and wait until the page shows what the visitor acts on, then measure the act with
 * DevTools CPU throttling. Resolves to { longestTaskMs, inpMs, hostIndex, multiplier }.
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
    const timespan = await startTimespan(page, {
      flags: {
        logLevel: 'error',
        formFactor: 'mobile',
        screenEmulation: { disabled: true },
        throttlingMethod: 'devtools',
        throttling: throttlingFor(multiplier),
        onlyAudits: ['long-tasks', 'interaction-to-next-paint'],
      },
    })
    await interaction.act(page)
    const { lhr } = await timespan.endTimespan()
    return {
      longestTaskMs: longestTask(lhr),
      inpMs: lhr.audits['interaction-to-next-paint']?.numericValue ?? null,
      hostIndex,
      multiplier,
    }
  })
}

/**
 * BENCH_RUNS timespans of each interaction for `kase` as `device`, one at a time; a run the host
 * is too slow for is discarded and repeated (at most BENCH_MAX_RETRIES). Rows: { case, device,
 * interaction, route, longestTaskMs (median), inpMs (median), kept, indexes, multipliers, tooSlow }.
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
      inpMs: median(kept.map((r) => r.inpMs).filter((v) => v !== null)),
      kept: kept.length,
      indexes: kept.map((r) => r.hostIndex),
      multipliers: kept.map((r) => r.multiplier),
      tooSlow,
    })
  }
  return rows
}
