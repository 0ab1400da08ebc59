import rules from '../../../../supabase/moderation-rules.json'

/**
 * Short phrases suggesting that the person writing may be at risk ('kill myself', 'want to die',
 * 'suicide', …). Read from supabase/moderation-rules.json, the one list the database matches too:
 * a post, reply or message containing one is still sent, a care case opens for the moderators, and
 * its author is shown help (the database sends them a 'care' notification as well).
 */
export const AT_RISK_PHRASES: readonly string[] = Object.freeze([...rules.atRiskPhrases])

const escaped = AT_RISK_PHRASES.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
const atRiskPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'iu')

/**
 * True when the text contains one of {@link AT_RISK_PHRASES} as a whole phrase, in any case (so
 * 'I want to die' matches and 'I want to dine' does not): the same rule as the database's
 * `private.suggests_risk(text)`. Use it to show the author the help card right after sending.
 */
export function suggestsRisk(text: string): boolean {
  return atRiskPattern.test(text)
}
