import { GUIDELINE_RULES } from '@/lib/moderation/guideline-rules'
import { REPORT_REASON_LABELS } from '@/lib/moderation/labels'
import type { CaseKind, ModerationAction, ReportReason, RuleKey, TargetType } from './data/moderation-types'

/** A report reason's label, as the report dialog words it (one list, shared with the dialog). */
export const REASON_LABELS: Readonly<Record<ReportReason, string>> = REPORT_REASON_LABELS

/** The label of reason `reason` (the key itself when unknown). */
export const reasonLabel = (reason: string): string => REASON_LABELS[reason as ReportReason] ?? reason

/** The community guidelines' rules by key, in the guidelines' own words (the one list members read too). */
export const RULE_LABELS: Readonly<Record<RuleKey, string>> = GUIDELINE_RULES

/** The label of rule `rule` (the key itself when unknown, '' for none). */
export const ruleLabel = (rule: string | null): string => (rule ? (RULE_LABELS[rule as RuleKey] ?? rule) : '')

/** An action's label; on anonymous content the restrictions name 'the author', never a person. */
export function actionLabel(action: ModerationAction, anonymous = false): string {
  if (anonymous && action === 'mute') return 'Mute the author'
  if (anonymous && action === 'suspend') return 'Suspend the author'
  return ACTION_LABELS[action]
}

const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  remove: 'Remove',
  restore: 'Restore',
  warn: 'Warn',
  mute: 'Mute',
  suspend: 'Suspend',
  lift: 'Lift',
}

/** What each action does, shown under its choice. */
export const ACTION_HINTS: Record<ModerationAction, string> = {
  dismiss: 'No action: the case closes.',
  hide: 'Others see ‘Hidden by a moderator’; the author still sees it with a notice.',
  remove: 'Deletes it (a placeholder stays where others replied).',
  restore: 'Shows hidden content again.',
  warn: 'A statement of reasons, no restriction.',
  mute: 'Cannot post, reply or message for a time.',
  suspend: 'Cannot post, message, befriend, join, book or report; can still read, appeal and leave.',
  lift: 'Ends a mute or suspension now.',
}

/** The past-tense toast of an action taken, e.g. 'Author suspended'. */
export const ACTION_DONE: Record<ModerationAction, string> = {
  dismiss: 'Case dismissed',
  hide: 'Content hidden',
  remove: 'Content removed',
  restore: 'Content restored',
  warn: 'Warning sent',
  mute: 'Author muted',
  suspend: 'Author suspended',
  lift: 'Restriction lifted',
}

/** The label of a case's kind. */
export const KIND_LABELS: Record<CaseKind, string> = {
  care: 'Care',
  report: 'Report',
  contact: 'Message to moderators',
}

/** What a case is about, e.g. 'Post', or 'Message to moderators' without a target. */
export function targetLabel(kind: CaseKind, targetType: TargetType | null): string {
  if (!targetType) return KIND_LABELS[kind]
  return { post: 'Post', message: 'Direct message', profile: 'Profile' }[targetType]
}

/** Durations of a mute or suspension, in hours; `null` is 'Until lifted' (suspensions only). */
export const DURATIONS: readonly { value: string; label: string; hours: number | null }[] = [
  { value: '1h', label: '1 hour', hours: 1 },
  { value: '24h', label: '24 hours', hours: 24 },
  { value: '3d', label: '3 days', hours: 72 },
  { value: '7d', label: '7 days', hours: 168 },
  { value: '30d', label: '30 days', hours: 720 },
  { value: 'lifted', label: 'Until lifted', hours: null },
]

/** The log's and a case history's verbs in words. */
export const VERB_LABELS: Record<string, string> = {
  report: 'Reported',
  auto_hide: 'Hidden automatically (three reports)',
  action: 'Action taken',
  note: 'Note added',
  appeal: 'Appealed',
  appeal_decided: 'Appeal decided',
  reveal: 'Anonymous author revealed',
  role_granted: 'Role granted',
  role_revoked: 'Role revoked',
  answer: 'Answered',
  care_opened: 'Care case opened',
  contact: 'Message to moderators',
  appeal_changed: 'Appeal changed',
}

/** The label of log verb `verb`. */
export const verbLabel = (verb: string): string => VERB_LABELS[verb] ?? verb.replace(/_/g, ' ')
