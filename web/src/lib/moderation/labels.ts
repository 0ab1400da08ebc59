import type {
  AppealStatus,
  ModerationActionKind,
  ReportReason,
  ReportStatus,
  ReportTargetType,
  Statement,
} from './moderation-source'

/** The report dialog's label of each reason (exact, from the issue). */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  harassment: 'Harassment or bullying',
  hate: 'Hate',
  spam: 'Spam',
  sexual: 'Sexual content',
  self_harm: 'Encourages self-harm',
  illegal: 'Illegal content',
  at_risk: 'Someone may be at risk',
  other: 'Something else',
}

/** How a report's status reads to its reporter: 'Open', 'Action taken', 'No action'. */
export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  open: 'Open',
  action_taken: 'Action taken',
  no_action: 'No action',
}

/** What was reported, in a sentence's words: 'A post or reply', 'A message', 'A profile'. */
export const TARGET_TYPE_LABELS: Readonly<Record<ReportTargetType, string>> = {
  post: 'A post or reply',
  message: 'A message',
  profile: 'A profile',
}

/** How an appeal's status reads: 'Appeal pending', 'Appeal upheld the action', 'Appeal overturned the action'. */
export const APPEAL_STATUS_LABELS: Readonly<Record<AppealStatus, string>> = {
  pending: 'Appeal pending',
  upheld: 'Appeal turned down: the action stands',
  overturned: 'Appeal accepted: the action was reversed',
}

const OWN_THING: Readonly<Record<ReportTargetType, string>> = {
  post: 'Your post',
  message: 'Your message',
  profile: 'Your profile',
}

const CONTENT_VERB: Partial<Record<ModerationActionKind, string>> = {
  hide: 'was hidden',
  remove: 'was removed',
  restore: 'was restored',
}

/**
 * The headline of a statement of reasons: what was done, to what. 'Your post was hidden'
 * (automatic: 'Your post was hidden pending review'), 'Your message was removed', 'You were
 * warned', 'You were muted', 'Your account was suspended', 'Your restriction was lifted'.
 */
export function statementTitle(statement: Pick<Statement, 'action' | 'targetType' | 'automatic'>): string {
  const { action, targetType, automatic } = statement
  const verb = CONTENT_VERB[action]
  if (verb && targetType) {
    return `${OWN_THING[targetType]} ${verb}${action === 'hide' && automatic ? ' pending review' : ''}`
  }
  switch (action) {
    case 'warn':
      return 'You were warned'
    case 'mute':
      return 'You were muted'
    case 'suspend':
      return 'Your account was suspended'
    case 'lift':
      return 'Your restriction was lifted'
    case 'dismiss':
      return 'No action was taken'
    default:
      return `Your content ${verb ?? 'was reviewed'}`
  }
}
