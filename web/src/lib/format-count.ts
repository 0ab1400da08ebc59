/**
 * A count for display, in en-US style ('7', '1,234'). Counts under 1,000 (nearly every one the
 * app shows) are written directly: a page's first call of `toLocaleString` loads the browser's
 * number formatting data, tens of ms of main-thread time on a phone. Larger ones, and anything
 * that is not a whole number, go through `toLocaleString('en-US')`.
 */
export function formatCount(count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : count.toLocaleString('en-US')
}
