// Lighthouse mobile runs (simulated throttling) of one route, one at a time, each in a fresh
// Chromium; runs on a machine slower than BENCH_MIN_INDEX are discarded and repeated.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { navigation } from 'lighthouse'
import { withBrowser } from './browser.mjs'
import { lcpGraph } from './lcp-graph.mjs'
import { runFigures } from './lhr.mjs'

/** The median of numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs) {
  if (xs.length === 0) return NaN
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One Lighthouse run of `url` in a new browser, after the case's `prepare(page)`. */
function lighthouseOnce(config, url, kase) {
  return withBrowser(config.chromePath, async (browser) => {
    const page = await browser.newPage()
    await kase.prepare(page)
    const result = await navigation(page, url, {
      flags: {
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: kase.keepsStorage,
      },
    })
    if (process.env.BENCH_LHR_DIR) await saveReport(process.env.BENCH_LHR_DIR, result)
    return runFigures(result.lhr)
  })
}

/**
 * Keeps what a run's figures come from (BENCH_LHR_DIR): `<route>-<ms>.json`, the whole Lighthouse
 * report; `.trace.json`, the Chromium trace (opens in DevTools' Performance panel); and
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

/** One run, or its failure: Lighthouse's own trace errors (NO_NAVSTART, NO_FCP…) are returned, not thrown. */
async function attempt(config, url, kase) {
  try {
    return { run: await lighthouseOnce(config, url, kase) }
  } catch (err) {
    if (!err.lighthouseError) throw err
    return { error: err.message }
  }
}

/**
 * BENCH_RUNS Lighthouse runs of `url` with a benchmarkIndex of at least BENCH_MIN_INDEX, one at a
 * time. A slower run, or one Lighthouse could not record (it asks to be run again), is discarded
 * and repeated, at most BENCH_MAX_RETRIES times. Resolves to the medians ({@link summarise}; none
 * when no run was kept) with `kept` (how many runs count), `indexes` (the kept runs'
 * benchmarkIndex), `discarded` (the slow runs' benchmarkIndex) and `errors` (Lighthouse's messages).
 */
export async function lighthouseRuns(config, url, kase, log) {
  const kept = []
  const discarded = []
  const errors = []
  const tries = () => kept.length + discarded.length + errors.length
  // Each discarded run is repeated, up to maxRetries repeats in all.
  while (kept.length < config.runs && tries() < config.runs + config.maxRetries) {
    const { run, error } = await attempt(config, url, kase)
    if (error) {
      errors.push(error)
      log(`  run ${tries()}: ${error} (discarded)`)
      continue
    }
    const slow = run.benchmarkIndex < config.minIndex
    if (slow) discarded.push(run.benchmarkIndex)
    else kept.push(run)
    log(
      `  run ${tries()}: benchmarkIndex ${run.benchmarkIndex}${slow ? ' (below the minimum: discarded)' : ''}, perf ${run.performance}, TBT ${Math.round(run.tbt)} ms`,
    )
  }
  return {
    ...(kept.length ? summarise(kept) : null),
    kept: kept.length,
    indexes: kept.map((r) => r.benchmarkIndex),
    discarded,
    errors,
  }
}
