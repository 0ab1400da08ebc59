// `npm run bench:web`: what visitors really get, in three cases, in one table:
// - later-day: the guest build, a first visit BENCH_DAYS_AHEAD days after the build (the browser's
//   clock is moved ahead before any page script runs, so the prerendered page counts as stale);
// - returning-guest: the guest build, a visitor with saved data (a theme and a journal entry);
// - member: the backend build against `npm run backend:up` with a member who has rooms, posts,
//   two friends, direct messages and journal entries, signed in before the load.
// For each route: gzip bytes of JavaScript and script requests (one plain visit), whether the
// prerendered page showed, and for each emulated phone (a mid-tier and a low-tier one, the CPU
// slowdown calibrated on the host before every run, web/devices.mjs) the longest script chain and
// the median of BENCH_RUNS Lighthouse mobile runs (simulated throttling, one at a time) for
// performance, accessibility, LCP, TBT, CLS and the LCP element; the console warnings and errors.
// Each budget is marked met or MISS; a host too slow to emulate a phone gets no figures for it.
// Settings: scripts/bench/web/config.mjs. Exit code 0 with misses (a report), 1 when the benchmark
// itself failed (a build, the backend, a page Lighthouse could not measure once, a fake that did
// not hold). Too few runs at the minimum benchmarkIndex is said in the row, not a failure.
import { backendBuildEnv, backendUp, freePort } from './web/backend.mjs'
import { laterDayCase, memberCase, returningGuestCase } from './web/cases.mjs'
import { cleanUp } from './web/cleanup.mjs'
import { readConfig } from './web/config.mjs'
import { DEVICES } from './web/devices.mjs'
import { interactionRows } from './web/interactions.mjs'
import { lighthouseRuns } from './web/lighthouse-runs.mjs'
import { seedMember } from './web/member-data.mjs'
import { printReport } from './web/report.mjs'
import { serveBuild } from './web/server.mjs'
import { visit } from './web/visit.mjs'

const log = (line) => console.error(line)

/** The routes of `kase` to measure: BENCH_ROUTES when set, else the case's own. */
const routesOf = (config, kase) => config.routes ?? kase.routes

/**
 * Measures every route of `kase` served at `base`: one plain visit, then the Lighthouse runs.
 * Adds a problem when the page went to another path (the member was not signed in, say), when a
 * prerendered page showed where the case expects it hidden (the fake clock or the saved data did
 * not take), or when Lighthouse could not measure the page once.
 */
async function measureCase(config, kase, base, problems) {
  const routes = routesOf(config, kase)
  const friendId = routes.some((r) => r.includes('{id}')) ? await kase.friendId() : undefined
  const rows = []
  const interactions = []
  for (const route of routes) {
    const url = base + route.replace('{id}', encodeURIComponent(friendId ?? ''))
    log(`${kase.name} ${route}${friendId && route.includes('{id}') ? ` (${friendId})` : ''}`)
    const seen = await visit(config.chromePath, url, kase.prepare)
    if (seen.landed !== new URL(url).pathname)
      problems.push(`${kase.name} ${route}: the page went to ${seen.landed} (signed out, or sent elsewhere)`)
    if (kase.expectedPrerender && seen.prerender === 'shown')
      problems.push(`${kase.name} ${route}: the prerendered page showed, but this visitor must get it hidden (stale)`)
    for (const device of config.devices) {
      log(`  as ${device}`)
      const figures = await lighthouseRuns(config, url, kase, DEVICES[device], log)
      if (figures.kept === 0 && figures.errors.length > figures.tooSlow)
        problems.push(
          `${kase.name} ${route} ${device}: Lighthouse could not measure the page (${figures.errors.at(-1)})`,
        )
      rows.push({ case: kase.name, route, device, jsBudgetKb: kase.jsBudgetKb, ...seen, ...figures })
    }
  }
  // While the page is interactive: the low-tier phone only (the mid-tier one has TBT's budget).
  if (config.devices.includes('low-tier'))
    interactions.push(
      ...(await interactionRows(
        { ...config, routes },
        base,
        { ...kase, routes },
        DEVICES['low-tier'],
        'low-tier',
        log,
      )),
    )
  return { rows, interactions }
}

/** The guest cases asked for, on the guest build (blank backend settings). */
async function guestCases(config, problems) {
  const base = `http://127.0.0.1:${config.guestPort}`
  const cases = [laterDayCase(config, base), returningGuestCase(config, base)].filter((c) =>
    config.cases.includes(c.name),
  )
  if (cases.length === 0) return { rows: [], interactions: [] }
  log(`building and serving the guest build on ${base}`)
  const stop = await serveBuild({
    port: config.guestPort,
    outDir: 'dist-bench',
    env: { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  })
  const measured = { rows: [], interactions: [] }
  for (const kase of cases) {
    const { rows, interactions } = await measureCase(config, kase, base, problems)
    measured.rows.push(...rows)
    measured.interactions.push(...interactions)
  }
  await stop()
  return measured
}

/** The member case: the local backend, seeded, and the backend build against it; both stopped after. */
async function memberCaseRows(config, problems, notes) {
  if (!config.cases.includes('member')) return { rows: [], interactions: [] }
  const base = `http://127.0.0.1:${config.memberPort}`
  const backendPort = config.backendPort ?? (await freePort())
  log(`starting the local backend on port ${backendPort}`)
  const backend = await backendUp(backendPort, [base, `http://localhost:${config.memberPort}`])
  const seeded = await seedMember(backend)
  notes.push(...seeded.notes)
  log(`building and serving the backend build on ${base}`)
  const stop = await serveBuild({
    port: config.memberPort,
    outDir: 'dist-bench-member',
    env: await backendBuildEnv(backend),
  })
  const measured = await measureCase(config, memberCase(config, base, backend, seeded), base, problems)
  await stop()
  await backend.down()
  return measured
}

async function main() {
  const config = readConfig()
  const problems = []
  const notes = []
  const guest = await guestCases(config, problems)
  const member = await memberCaseRows(config, problems, notes)
  printReport([...guest.rows, ...member.rows], [...guest.interactions, ...member.interactions], {
    runs: config.runs,
    notes,
  })
  for (const problem of problems) console.error(`benchmark problem: ${problem}`)
  return problems.length ? 1 : 0
}

try {
  process.exitCode = await main()
} catch (err) {
  console.error(`bench:web failed: ${err.stack ?? err}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
