// The one table of bench:web and its budget summary.

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const measured = (r) => r.kept > 0

/**
 * The budgets of issue 23, each a test of one row: `ok` is true (met), false (MISS) or null (not
 * measured: no Lighthouse run was kept).
 */
export const budgets = {
  performance: { label: 'performance ≥95', ok: (r) => (measured(r) ? r.performance >= 95 : null) },
  accessibility: { label: 'accessibility 100', ok: (r) => (measured(r) ? r.accessibility === 100 : null) },
  lcpContent: { label: 'LCP on real content', ok: (r) => (measured(r) ? r.lcpIsContent : null) },
  cls: { label: 'CLS <0.05', ok: (r) => (measured(r) ? r.cls < 0.05 : null) },
  tbt: { label: 'TBT <150 ms', ok: (r) => (measured(r) ? r.tbt < 150 : null) },
  chain: { label: 'script chain ≤2', ok: (r) => (measured(r) ? r.chain <= 2 : null) },
  console: { label: 'no console warning or error', ok: (r) => r.console.length === 0 },
  js: {
    label: '/dashboard JS (130 KB guest, 170 KB member)',
    ok: (r) => r.route !== '/dashboard' || r.js <= r.jsBudgetKb * 1024,
  },
}

function mark(row, key, text) {
  const ok = budgets[key].ok(row)
  return ok === null ? 'n/a' : `${text}${ok ? '' : ' MISS'}`
}

const range = (xs) => (xs.length ? `${Math.min(...xs)}–${Math.max(...xs)}` : '-')

/** The benchmarkIndex values of a row: 'min–max' of the kept runs, and of the discarded ones. */
function indexText(r) {
  return r.discarded.length
    ? `${range(r.indexes)} (${r.discarded.length} discarded: ${range(r.discarded)})`
    : range(r.indexes)
}

/** How many runs count, and why there are fewer than asked (slow machine, Lighthouse errors). */
function runsText(r, runs) {
  const failed = r.errors.length ? `, ${r.errors.length} Lighthouse error${r.errors.length === 1 ? '' : 's'}` : ''
  return r.kept < runs ? `${r.kept}/${runs}: retries used up${failed}` : `${r.kept}${failed}`
}

function tableRow(r, runs) {
  const lh = (text) => (measured(r) ? text : 'n/a')
  return {
    case: r.case,
    route: r.route,
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
    benchmarkIndex: indexText(r),
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
    const failing = rows.filter((r) => budget.ok(r) === false).map((r) => `${r.case} ${r.route}`)
    const notMeasured = rows.filter((r) => budget.ok(r) === null).length
    misses += failing.length
    unmeasured += notMeasured
    const status = failing.length ? 'MISS' : notMeasured === rows.length ? 'n/a ' : 'met '
    const detail = failing.length ? `: ${failing.join(', ')}` : ''
    console.log(`${status}  ${budget.label}${detail}${notMeasured ? ` (${rowsText(notMeasured)} not measured)` : ''}`)
  }
  return { misses, unmeasured }
}

/**
 * Prints the table of every case and route, the console lines the pages logged, the notes (what
 * was skipped or went wrong in the set-up) and the budget summary.
 */
export function printReport(rows, { runs, minIndex, notes }) {
  console.log(
    `\nbench:web: Lighthouse mobile (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} with benchmarkIndex ≥ ${minIndex}; JS and requests from one plain visit`,
  )
  console.table(rows.map((r) => tableRow(r, runs)))
  for (const r of rows) for (const line of r.console) console.log(`${r.case} ${r.route}  ${line}`)
  for (const r of rows) for (const error of new Set(r.errors)) console.log(`${r.case} ${r.route}  discarded: ${error}`)
  for (const note of notes) console.log(`note: ${note}`)
  const { misses, unmeasured } = printBudgets(rows)
  const summary = misses === 0 ? 'every budget measured was met' : `${misses} budget miss${misses === 1 ? '' : 'es'}`
  console.log(`\n${summary}${unmeasured ? `; ${unmeasured} not measured (too few runs kept)` : ''}`)
}
