import rules from '../../../../supabase/moderation-rules.json'

/**
 * The short list of phrases that suggest their author may be at risk (`atRiskPhrases` of
 * supabase/moderation-rules.json, the list the database opens a care case with). Content that
 * matches is still sent; its author is shown the help card.
 */
export const AT_RISK_PHRASES: readonly string[] = Object.freeze(
  (() => {
    const list = (rules as { atRiskPhrases?: unknown }).atRiskPhrases
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : []
  })(),
)

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\s\-_]+/g, ' ')

/**
 * True when `text` contains one of `phrases` (by default {@link AT_RISK_PHRASES}): compared without
 * case, with runs of spaces, hyphens and underscores as one space, and only as whole words ('self
 * harm' matches 'Self-harm' and 'self  harm', 'suicide' does not match inside another word).
 */
export function suggestsAtRisk(text: string, phrases: readonly string[] = AT_RISK_PHRASES): boolean {
  const haystack = normalise(text)
  return phrases.some((phrase) => {
    const needle = normalise(phrase).trim()
    if (needle === '') return false
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(haystack)
  })
}
