// The phones bench:web emulates, and the CPU calibration that makes them the same phone on any host.
//
// Lighthouse's simulated throttling multiplies every main-thread task of the observed (unthrottled)
// load by `cpuSlowdownMultiplier` (each task as long as the main thread ran in it: phone-trace.mjs). A fixed multiplier (Lighthouse's default 4) emulates a
// different phone on every machine, so the budgets held or failed with the host. As Chrome
// DevTools' CPU calibration does, the multiplier is the host's speed over the phone's:
// host benchmarkIndex / device benchmarkIndex, measured just before each run with Lighthouse's
// own benchmark, in the run's own fresh browser.
import * as constants from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

/**
 * The emulated devices: `benchmarkIndex` is the score of Lighthouse's benchmark on the phone
 * (a Pixel 5 scores about 1,000; a Moto G Power 2022 about 264), and the budgets each must meet.
 */
export const DEVICES = {
  'mid-tier': {
    benchmarkIndex: 1000,
    phone: 'a mid-tier phone (Pixel 5)',
    budgets: { performance: 95, tbtMs: 200 },
  },
  'low-tier': {
    benchmarkIndex: 264,
    phone: 'a low-tier phone (Moto G Power 2022)',
    budgets: { performance: 90, tbtMs: null },
  },
}

/** A run whose host changed speed by more than this share between calibration and load is repeated. */
export const MAX_HOST_DRIFT = 0.25

/** The host is slower than the phone it should emulate: no multiplier ≥ 1 can make it that phone. */
export class HostTooSlowError extends Error {}

/**
 * The host's benchmarkIndex now: Lighthouse's own benchmark (about 1 s of the page's main thread),
 * run in `page` (a fresh tab of the run's browser, before anything loads). The first pass only
 * warms up (a browser just started is still busy starting); the second is the figure.
 */
export async function hostBenchmarkIndex(page) {
  await page.evaluate(pageFunctions.computeBenchmarkIndex)
  return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex))
}

/**
 * The CPU slowdown that makes a host scoring `hostIndex` behave like `device`: hostIndex divided by
 * the device's benchmarkIndex, rounded to two decimals. Throws {@link HostTooSlowError} when it
 * would be under 1 (the host is slower than the phone: throttling cannot speed it up).
 */
export function calibratedMultiplier(hostIndex, device) {
  const multiplier = Math.round((hostIndex / device.benchmarkIndex) * 100) / 100
  if (!(multiplier >= 1))
    throw new HostTooSlowError(
      `host benchmarkIndex ${hostIndex} is below ${device.benchmarkIndex}: too slow to emulate ${device.phone}`,
    )
  return multiplier
}

/** Lighthouse's mobile network throttling (slow 4G) with the calibrated CPU slowdown. */
export function throttlingFor(multiplier) {
  return { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier }
}

/**
 * Whether the host kept its speed through the run: Lighthouse measures the benchmarkIndex again
 * during its run; a run whose index moved more than {@link MAX_HOST_DRIFT} from the calibration
 * emulated another phone and is repeated.
 */
export function hostHeldSteady(calibrationIndex, runIndex) {
  return Math.abs(runIndex - calibrationIndex) <= MAX_HOST_DRIFT * calibrationIndex
}
