// The settings of `npm run bench:web`, read once from the environment.
import { DEVICES } from './devices.mjs'

/** The routes every case measures; the guest cases also measure the landing page `/`. */
export const MEMBER_ROUTES = [
  '/dashboard',
  '/rooms/lounge',
  '/friends',
  '/friends/{id}',
  '/journals',
  '/calendar',
  '/settings/ai',
  '/pricing',
]
export const GUEST_ROUTES = ['/', ...MEMBER_ROUTES]
export const CASE_NAMES = ['later-day', 'returning-guest', 'member']
export const DEVICE_NAMES = Object.keys(DEVICES)

const list = (value) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)

function whole(name, fallback, min = 0) {
  const raw = process.env[name]
  const value = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`)
  return value
}

/**
 * The benchmark's settings:
 * - BENCH_CASES: the cases, comma-separated (default all three: later-day, returning-guest, member);
 * - BENCH_ROUTES: the routes, comma-separated (default: every route of the case; `/friends/{id}`
 *   stands for a real friend of the case);
 * - BENCH_RUNS: Lighthouse runs kept per route, their median reported (default 5);
 * - BENCH_DEVICES: the emulated phones, comma-separated (default both: mid-tier, low-tier); each run's
 *   CPU slowdown is calibrated on the host for the phone (devices.mjs);
 * - BENCH_MAX_RETRIES: discarded runs (host too slow or drifting, Lighthouse errors) allowed per
 *   route and device before the row gives up (default 10);
 * - BENCH_DAYS_AHEAD: how many days after the build the later-day visit happens (default 1);
 * - BENCH_PORT: the guest build's port (default 4319); BENCH_MEMBER_PORT: the backend build's (default 4329);
 * - BENCH_BACKEND_PORT: the local backend's port (default: a free one);
 * - CHROMIUM_PATH: the browser (default /usr/bin/chromium);
 * - BENCH_LHR_DIR: a folder to keep every run's whole Lighthouse report, Chromium trace and
 *   simulated LCP graph in (none by default).
 */
export function readConfig() {
  const cases = list(process.env.BENCH_CASES) ?? CASE_NAMES
  const unknown = cases.filter((c) => !CASE_NAMES.includes(c))
  if (unknown.length)
    throw new Error(`BENCH_CASES: unknown case ${unknown.join(', ')} (known: ${CASE_NAMES.join(', ')})`)
  const devices = list(process.env.BENCH_DEVICES) ?? DEVICE_NAMES
  const unknownDevices = devices.filter((d) => !DEVICE_NAMES.includes(d))
  if (unknownDevices.length)
    throw new Error(`BENCH_DEVICES: unknown device ${unknownDevices.join(', ')} (known: ${DEVICE_NAMES.join(', ')})`)
  const port = whole('BENCH_PORT', 4319, 1)
  return {
    cases,
    devices,
    routes: list(process.env.BENCH_ROUTES),
    runs: whole('BENCH_RUNS', 5, 1),
    maxRetries: whole('BENCH_MAX_RETRIES', 10),
    daysAhead: whole('BENCH_DAYS_AHEAD', 1, 1),
    guestPort: port,
    memberPort: whole('BENCH_MEMBER_PORT', 4329, 1),
    backendPort: process.env.BENCH_BACKEND_PORT ? whole('BENCH_BACKEND_PORT', 0, 1) : undefined,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  }
}
