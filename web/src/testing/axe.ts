import axe from 'axe-core'

/**
 * Runs axe-core on `node` (jsdom: colour contrast cannot be measured there, so it is left to the
 * browser tests) and returns the serious and critical violations, as `rule: targets` lines.
 */
export async function seriousAxeViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
