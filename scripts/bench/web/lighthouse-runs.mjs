// Lighthouse mobile runs (simulated throttling) of one route on one emulated device, one at a
// time, each in a fresh Chromium calibrated just before the load (devices.mjs); a run the host
// could not calibrate for (too slow, or its speed moved during the run) is discarded and repeated.
// Lighthouse simulates the phone from the page's own main-thread work (phone-trace.mjs).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { navigation } from 'lighthouse'
import { withBrowser } from './browser.mjs'
import {
  calibratedMultiplier,
  hostBenchmarkIndex,
  hostHeldSteady,
  HostTooSlowError,
  throttlingFor,
} from './devices.mjs'
import { lcpGraph } from './lcp-graph.mjs'
import { phoneTraceConfig } from './phone-trace.mjs'
import { runFigures } from './lhr.mjs'

/** The median of numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs) {
  if (xs.length === 0) return NaN
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * One Lighthouse run of `url` in a new browser as `device`: the host's benchmarkIndex is measured
 * in the fresh tab, the CPU slowdown set from it, then the case's `prepare(page)` and the load.
 * Resolves to the run's figures with `hostIndex` and `multiplier`; throws HostTooSlowError.
 */
function lighthouseOnce(config, url, kase, device) {
  return withBrowser(config.chromePath, async (browser) => {
    const page = await browser.newPage()
    const hostIndex = await hostBenchmarkIndex(page)
    const multiplier = calibratedMultiplier(hostIndex, device)
    await kase.prepare(page)
    const result = await navigation(page, url, {
      config: phoneTraceConfig(),
      flags: {
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: throttlingFor(multiplier),
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: kase.keepsStorage,
      },
    })
    if (process.env.BENCH_LHR_DIR) await saveReport(process.env.BENCH_LHR_DIR, result)
    return { ...runFigures(result.lhr), hostIndex, multiplier }
  })
}

/**
 * Keeps what a run's figures come from (BENCH_LHR_DIR): `<route>-<ms>.json`, the whole Lighthouse
 * report; `.trace.json`, the Chromium trace Lighthouse simulated from (each main-thread task as
 * long as the thread ran in it; opens in DevTools' Performance panel); and
 * `.lcp-graph.txt`, the requests and tasks of the simulated LCP ({@link lcpGraph}).
 */
async function saveReport(dir, result) {
  const { lhr, artifacts } = result
  mkdirSync(dir, { recursive: true })
  const name = join(dir, `${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '_')}-${Date.now()}`)
  writeFileSync(`${name}.json`, JSON.stringify(lhr))
  writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace))
  // A diagnostic only: a run whose trace Lantern cannot read (NO_NAVSTART, say) still counts.
  const graph = await lcpGraph(result).catch((err) => `no simulated LCP graph: ${err.message}\n`)
  writeFileSync(`${name}.lcp-graph.txt`, graph)
}

/** The median figures of `kept` runs; the LCP element is the median-performance run's. */
function summarise(kept) {
  const pick = (key) => median(kept.map((r) => r[key]))
  const byPerformance = [...kept].sort((a, b) => a.performance - b.performance)
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    chain: Math.max(...kept.map((r) => r.chain)),
    lcpLabel: middle.lcpElement.label,
    lcpIsContent: kept.every((r) => r.lcpElement.isContent),
  }
}

/**
 * One run, or why it does not count: Lighthouse's own trace errors (NO_NAVSTART, NO_FCP…) and a
 * host too slow for the device are returned as `error`, not thrown.
 */
async function attempt(config, url, kase, device) {
  try {
    return { run: await lighthouseOnce(config, url, kase, device) }
  } catch (err) {
    if (err instanceof HostTooSlowError) return { error: err.message, tooSlow: true }
    if (!err.lighthouseError) throw err
    return { error: err.message }
  }
}

/**
 * BENCH_RUNS calibrated Lighthouse runs of `url` as `device`, one at a time. A run is discarded and
 * repeated (at most BENCH_MAX_RETRIES times) when the host was too slow to emulate the device,
 * when its speed moved during the run (Lighthouse's own benchmarkIndex of the run drifted from the
 * calibration), or when Lighthouse could not record it. Resolves to the medians
 * ({@link summarise}; none when no run was kept) with `kept` (how many runs count), `indexes` (the
 * kept runs' calibration benchmarkIndex), `multipliers` (their CPU slowdowns), `discarded` (the
 * drifting runs' calibration → run index), `tooSlow` (how many runs the host was too slow for) and
 * `errors` (the messages).
 */
export async function lighthouseRuns(config, url, kase, device, log) {
  const kept = []
  const discarded = []
  const errors = []
  let tooSlow = 0
  const tries = () => kept.length + discarded.length + errors.length
  // Each discarded run is repeated, up to maxRetries repeats in all.
  while (kept.length < config.runs && tries() < config.runs + config.maxRetries) {
    const outcome = await attempt(config, url, kase, device)
    if (outcome.error) {
      errors.push(outcome.error)
      if (outcome.tooSlow) tooSlow++
      log(`  run ${tries()}: ${outcome.error} (discarded)`)
      continue
    }
    const { run } = outcome
    const steady = hostHeldSteady(run.hostIndex, run.benchmarkIndex)
    if (steady) kept.push(run)
    else discarded.push(`${run.hostIndex}→${run.benchmarkIndex}`)
    log(
      `  run ${tries()}: host benchmarkIndex ${run.hostIndex} (${run.benchmarkIndex} during the run${steady ? '' : ': drifted, discarded'}), CPU ×${run.multiplier}, perf ${run.performance}, TBT ${Math.round(run.tbt)} ms`,
    )
  }
  return {
    ...(kept.length ? summarise(kept) : null),
    kept: kept.length,
    indexes: kept.map((r) => r.hostIndex),
    multipliers: kept.map((r) => r.multiplier),
    discarded,
    tooSlow,
    errors,
  }
}
