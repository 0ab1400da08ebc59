import { z } from 'zod/mini'

/** Support request categories. */
export const SUPPORT_CATEGORIES = ['technical', 'account', 'billing', 'report', 'other'] as const
/** Support request priorities; medium is the default. */
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const
/** Feature suggestion categories. */
export const FEATURE_CATEGORIES = ['ui', 'rooms', 'journal', 'social', 'mobile', 'other'] as const

/** A support request category. */
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]
/** A support request priority. */
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]
/** A feature suggestion category. */
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number]

/** Labels of the support categories. */
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  technical: 'Technical Issue',
  account: 'Account',
  billing: 'Billing',
  report: 'Report a User or Content',
  other: 'Other',
}
/** Labels of the priorities. */
export const PRIORITY_LABELS: Record<SupportPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
}
/** Labels of the feature categories. */
export const FEATURE_CATEGORY_LABELS: Record<FeatureCategory, string> = {
  ui: 'User Interface',
  rooms: 'Rooms',
  journal: 'Journal',
  social: 'Social',
  mobile: 'Mobile',
  other: 'Other',
}

/** Longest subject or title the server keeps, in characters. */
export const SUBJECT_MAX = 200
/** Longest message or description the server keeps, in characters. */
export const MESSAGE_MAX = 5000

/** The toast of a support request missing a required field. */
export const SUPPORT_MISSING = { title: 'Missing information', description: 'Please fill in all required fields.' }
/** The toast of a feature suggestion missing a required field. */
export const FEATURE_MISSING = {
  title: 'Missing information',
  description: 'Please provide a title and description for your feature request.',
}

const text = (required: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }))

/**
 * A support request: category (one of five), subject and message required (trimmed, non-empty;
 * at most 200 and 5000 characters), priority one of four (the form starts at medium).
 */
export const supportRequestSchema = z.object({
  category: z.pipe(z.string(), z.enum(SUPPORT_CATEGORIES, { error: 'Please choose a category.' })),
  subject: text('Please enter a subject.', SUBJECT_MAX, `Keep the subject under ${SUBJECT_MAX + 1} characters.`),
  message: text('Please enter a message.', MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX + 1} characters.`),
  priority: z.enum(SUPPORT_PRIORITIES),
})

/** A support request as typed in the form (category '' until one is chosen). */
export type SupportRequestInput = z.input<typeof supportRequestSchema>
/** A valid support request (trimmed). */
export type SupportRequest = z.infer<typeof supportRequestSchema>

/**
 * A feature suggestion: title and description required (trimmed, non-empty; at most 200 and
 * 5000 characters); category optional ('' for none).
 */
export const featureRequestSchema = z.object({
  title: text('Please enter a title.', SUBJECT_MAX, `Keep the title under ${SUBJECT_MAX + 1} characters.`),
  description: text(
    'Please describe your idea.',
    MESSAGE_MAX,
    `Keep the description under ${MESSAGE_MAX + 1} characters.`,
  ),
  category: z.union([z.enum(FEATURE_CATEGORIES), z.literal('')]),
})

/** A feature suggestion as typed in the form ('' for no category). */
export type FeatureRequestInput = z.input<typeof featureRequestSchema>
/** A valid feature suggestion (trimmed). */
export type FeatureRequest = z.infer<typeof featureRequestSchema>

/** The defaults of the support form: no category, empty texts, medium priority. */
export const EMPTY_SUPPORT_REQUEST: SupportRequestInput = { category: '', subject: '', message: '', priority: 'medium' }
/** The defaults of the feature form: empty, no category. */
export const EMPTY_FEATURE_REQUEST: FeatureRequestInput = { title: '', description: '', category: '' }
