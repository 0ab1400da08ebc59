// The one table of bench:web and its budget summary.
import { DEVICES } from './devices.mjs'
import { LONGEST_TASK_BUDGET_MS } from './interactions.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const measured = (r) => r.kept > 0

const budgetOf = (r) => DEVICES[r.device].budgets

/**
 * The budgets, each a test of one row (one route on one emulated phone): `ok` is true (met), false
 * (MISS) or null (not measured: no Lighthouse run was kept, or the budget is not the phone's).
 * Performance: 95 on the mid-tier phone, 90 on the low-tier one; TBT under 200 ms on the mid-tier phone.
 */
export const budgets = {
  performance: {
    label: 'performance ≥95 mid-tier, ≥90 low-tier',
    ok: (r) => (measured(r) ? r.performance >= budgetOf(r).performance : null),
  },
  accessibility: { label: 'accessibility 100', ok: (r) => (measured(r) ? r.accessibility === 100 : null) },
  lcpContent: { label: 'LCP on real content', ok: (r) => (measured(r) ? r.lcpIsContent : null) },
  cls: { label: 'CLS <0.05', ok: (r) => (measured(r) ? r.cls < 0.05 : null) },
  tbt: {
    label: 'TBT <200 ms mid-tier',
    applies: (r) => budgetOf(r).tbtMs !== null,
    ok: (r) => (measured(r) ? r.tbt < budgetOf(r).tbtMs : null),
  },
  chain: { label: 'script chain ≤2', ok: (r) => (measured(r) ? r.chain <= 2 : null) },
  console: { label: 'no console warning or error', ok: (r) => r.console.length === 0 },
  js: {
    label: '/dashboard JS (130 KB guest, 170 KB member)',
    ok: (r) => r.route !== '/dashboard' || r.js <= r.jsBudgetKb * 1024,
  },
}

/** Whether a budget is one of the row's phone's (TBT's is the mid-tier phone's only). */
const appliesTo = (budget, row) => budget.applies?.(row) ?? true

function mark(row, key, text) {
  if (!appliesTo(budgets[key], row)) return measured(row) ? text : 'n/a'
  const ok = budgets[key].ok(row)
  return ok === null ? 'n/a' : `${text}${ok ? '' : ' MISS'}`
}

const range = (xs) => (xs.length ? `${Math.min(...xs)}–${Math.max(...xs)}` : '-')

/** The host's benchmarkIndex at calibration: 'min–max' of the kept runs, and the drifting runs discarded. */
function indexText(r) {
  return r.discarded.length
    ? `${range(r.indexes)} (${r.discarded.length} drifted: ${r.discarded.join(', ')})`
    : range(r.indexes)
}

/** How many runs count, and why there are fewer than asked (host too slow, Lighthouse errors). */
function runsText(r, runs) {
  const lighthouseErrors = r.errors.length - r.tooSlow
  const why = [
    r.tooSlow ? `host too slow ${r.tooSlow}×` : '',
    lighthouseErrors ? `${lighthouseErrors} Lighthouse error${lighthouseErrors === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  const reasons = why.length ? `, ${why.join(', ')}` : ''
  return r.kept < runs ? `${r.kept}/${runs}: retries used up${reasons}` : `${r.kept}${reasons}`
}

function tableRow(r, runs) {
  const lh = (text) => (measured(r) ? text : 'n/a')
  return {
    case: r.case,
    route: r.route,
    device: r.device,
    prerender: r.prerender,
    'JS gzip': mark(r, 'js', kb(r.js)),
    req: r.requests,
    chain: mark(r, 'chain', String(r.chain)),
    perf: mark(r, 'performance', String(r.performance)),
    a11y: mark(r, 'accessibility', String(r.accessibility)),
    'LCP ms': lh(String(Math.round(r.lcp))),
    'TBT ms': mark(r, 'tbt', String(Math.round(r.tbt))),
    CLS: mark(r, 'cls', r.cls?.toFixed(3)),
    'LCP element': mark(r, 'lcpContent', r.lcpLabel),
    console: mark(r, 'console', String(r.console.length)),
    'host index': indexText(r),
    'CPU ×': range(r.multipliers),
    runs: runsText(r, runs),
  }
}

const rowsText = (n) => `${n} row${n === 1 ? '' : 's'}`

/**
 * The budget lines: each budget met, MISS with the rows that miss it, or n/a when no row was
 * measured. Returns { misses, unmeasured } (rows × budgets).
 */
function printBudgets(rows) {
  let misses = 0
  let unmeasured = 0
  console.log('\nbudgets (every route unless named):')
  for (const budget of Object.values(budgets)) {
    const own = rows.filter((r) => appliesTo(budget, r))
    const failing = own.filter((r) => budget.ok(r) === false).map((r) => `${r.case} ${r.route} ${r.device}`)
    const notMeasured = own.filter((r) => budget.ok(r) === null).length
    misses += failing.length
    unmeasured += notMeasured
    const status = failing.length ? 'MISS' : notMeasured === own.length ? 'n/a ' : 'met '
    const detail = failing.length ? `: ${failing.join(', ')}` : ''
    console.log(`${status}  ${budget.label}${detail}${notMeasured ? ` (${rowsText(notMeasured)} not measured)` : ''}`)
  }
  return { misses, unmeasured }
}

/** The interactions' table; returns how many miss the longest-task budget and how many were not measured. */
function printInteractions(interactions, runs) {
  if (interactions.length === 0) return { misses: 0, unmeasured: 0 }
  console.log(`\nwhile interactive (low-tier phone: main-thread time × CPU slowdown, median of ${runs}):`)
  console.table(
    interactions.map((r) => ({
      case: r.case,
      interaction: `${r.interaction} (${r.route})`,
      'longest task ms':
        r.kept === 0 ? 'n/a' : `${r.longestTaskMs}${r.longestTaskMs <= LONGEST_TASK_BUDGET_MS ? '' : ' MISS'}`,
      'host index': range(r.indexes),
      'CPU ×': range(r.multipliers),
      runs: r.kept < runs ? `${r.kept}/${runs}: host too slow ${r.tooSlow}×` : String(r.kept),
    })),
  )
  const failing = interactions.filter((r) => r.kept > 0 && r.longestTaskMs > LONGEST_TASK_BUDGET_MS)
  const unmeasured = interactions.filter((r) => r.kept === 0).length
  const status = failing.length ? 'MISS' : 'met '
  const detail = failing.map((r) => `${r.case} ${r.interaction}`).join(', ')
  console.log(`${status}  no task over ${LONGEST_TASK_BUDGET_MS} ms while interactive${detail ? `: ${detail}` : ''}`)
  return { misses: failing.length, unmeasured }
}

/**
 * Prints the table of every case, route and phone, the console lines the pages logged, the notes
 * (what was skipped or went wrong in the set-up), the interactions and the budget summary.
 */
export function printReport(rows, interactions, { runs, notes }) {
  const phones = Object.entries(DEVICES).map(([name, d]) => `${name} = benchmarkIndex ${d.benchmarkIndex}`)
  console.log(
    `\nbench:web: Lighthouse mobile (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'}; CPU slowdown calibrated before each run to host benchmarkIndex ÷ the phone's (${phones.join(', ')}); JS and requests from one plain visit`,
  )
  console.table(rows.map((r) => tableRow(r, runs)))
  const once = rows.filter((r, i) => rows.findIndex((o) => o.case === r.case && o.route === r.route) === i)
  for (const r of once) for (const line of r.console) console.log(`${r.case} ${r.route}  ${line}`)
  for (const r of rows)
    for (const error of new Set(r.errors)) console.log(`${r.case} ${r.route} ${r.device}  discarded: ${error}`)
  for (const note of notes) console.log(`note: ${note}`)
  const loads = printBudgets(rows)
  const interactive = printInteractions(interactions, runs)
  const misses = loads.misses + interactive.misses
  const unmeasured = loads.unmeasured + interactive.unmeasured
  const summary = misses === 0 ? 'every budget measured was met' : `${misses} budget miss${misses === 1 ? '' : 'es'}`
  console.log(`\n${summary}${unmeasured ? `; ${unmeasured} not measured (too few runs kept)` : ''}`)
}
