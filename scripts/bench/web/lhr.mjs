// Reading one Lighthouse result (lhr) into the benchmark's figures.

/** The longest run of script requests in Lighthouse's critical request chains (0 without chains). */
export function longestScriptChain(chains, depth = 0) {
  let longest = depth
  for (const node of Object.values(chains ?? {})) {
    const isScript = /\.m?js(\?|$)/.test(node.request?.url ?? '')
    longest = Math.max(longest, longestScriptChain(node.children, depth + (isScript ? 1 : 0)))
  }
  return longest
}

/**
 * The LCP element's tag and text from Lighthouse's audit (its shape differs between versions),
 * and whether it is real content: a text or media element, not a spinner or a loading status.
 */
export function lcpElement(lhr) {
  const found = []
  const walk = (value) => {
    if (!value || typeof value !== 'object') return
    if (value.type === 'node') found.push(value)
    for (const child of Object.values(value)) walk(child)
  }
  walk(lhr.audits['largest-contentful-paint-element']?.details)
  const node = found[0]
  if (!node) return { label: '(none)', isContent: false }
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '?'
  const label = `${tag}: ${(node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)}`
  const isSpinner = /spinner|loading|role="status"|aria-busy="true"/i.test(node.snippet ?? '')
  const isContentTag = /^(h[1-6]|p|span|div|section|article|li|a|blockquote|img|picture|svg|td|label|button)$/i.test(
    tag,
  )
  return { label, isContent: !isSpinner && isContentTag }
}

/**
 * The figures of one run: performance and accessibility scores (0-100), LCP and TBT (ms), CLS,
 * the longest script chain, the LCP element, and the run's benchmarkIndex. Throws an
 * error with `lighthouseError` (its code) when Lighthouse could not measure the page (lhr.runtimeError).
 */
export function runFigures(lhr) {
  if (lhr.runtimeError)
    throw Object.assign(new Error(`Lighthouse: ${lhr.runtimeError.message}`), {
      lighthouseError: lhr.runtimeError.code,
    })
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    chain: longestScriptChain(lhr.audits['critical-request-chains']?.details?.chains),
    lcpElement: lcpElement(lhr),
  }
}
