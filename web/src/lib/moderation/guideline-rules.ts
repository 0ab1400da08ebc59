/**
 * The rules of the community guidelines a moderation action names, each with the guideline's
 * own words (the /community-guidelines page lists the same text under 'What moderation removes').
 * The keys are those of `moderation_actions.rule` in the database.
 */
export const GUIDELINE_RULES = {
  harassment: 'Harassment, threats and personal attacks.',
  hate: 'Hate speech: attacking people for who they are.',
  self_harm: 'Content that encourages self-harm or harm to others.',
  sexual: 'Sexual content involving minors, and any sexual content outside rooms that allow it.',
  spam: 'Spam, advertising, fundraising and recruitment without a moderator’s permission.',
  personal_information: 'Personal information about others (doxxing).',
  impersonation: 'Impersonation of members or staff.',
  misleading_advice: 'Misleading medical, legal or financial advice presented as professional guidance.',
  anonymity: 'Anonymity is for honesty, not for hiding harm. The same guidelines apply to anonymous replies.',
  illegal: 'Illegal content.',
  other: 'Anything else that breaks these guidelines.',
} as const

/** A rule's key. */
export type GuidelineRule = keyof typeof GUIDELINE_RULES

/** The guideline text of rule `rule`; an unknown key reads as itself, null as null. */
export function guidelineText(rule: string | null): string | null {
  if (rule === null) return null
  return rule in GUIDELINE_RULES ? GUIDELINE_RULES[rule as GuidelineRule] : rule
}
