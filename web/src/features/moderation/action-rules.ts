import type { CaseKind, ModerationAction, ModerateInput, RuleKey, TargetType } from './data/moderation-types'
import { MODERATION_ACTIONS, RULE_KEYS } from './data/moderation-types'
import { DURATIONS } from './moderation-labels'

/** The longest reason or note the database keeps, in characters. */
export const TEXT_MAX = 2000

/** The action form's fields as typed ('' where nothing is chosen). */
export interface ActionValues {
  action: ModerationAction | ''
  rule: RuleKey | ''
  reason: string
  duration: string
  note: string
}

/** The form's first values: nothing chosen. */
export const EMPTY_ACTION: ActionValues = { action: '', rule: '', reason: '', duration: '', note: '' }

/** Actions that need no rule: nothing was found against the guidelines, or something is undone. */
export const RULELESS: ReadonlySet<ModerationAction> = new Set(['dismiss', 'restore', 'lift'])

/** Actions that last a time. */
export const TIMED: ReadonlySet<ModerationAction> = new Set(['mute', 'suspend'])

/**
 * The actions a case offers: a message to the moderators is only dismissed (closed); a profile
 * has no content to hide, remove or restore; posts and messages have them all.
 */
export function actionsFor(kind: CaseKind, targetType: TargetType | null): ModerationAction[] {
  if (kind === 'contact' || !targetType) return ['dismiss']
  if (targetType === 'profile')
    return MODERATION_ACTIONS.filter((a) => a !== 'hide' && a !== 'remove' && a !== 'restore')
  return [...MODERATION_ACTIONS]
}

/** The durations offered for `action`: 'Until lifted' only for a suspension. */
export function durationsFor(action: ModerationAction | '') {
  return DURATIONS.filter((d) => d.hours !== null || action === 'suspend')
}

/** Messages of the form's checks, by field; empty when the values can be sent. */
export type ActionErrors = Partial<Record<keyof ActionValues, string>>

/**
 * The action form's rules: an action is chosen; a rule of the guidelines unless the action is
 * dismiss, restore or lift; a reason for the member (1–2,000 characters after trimming); a
 * duration for mute and suspend ('Until lifted' for suspend only); a note of at most 2,000.
 */
export function validateAction(values: ActionValues): ActionErrors {
  const errors: ActionErrors = {}
  const action = values.action
  if (!action || !(MODERATION_ACTIONS as readonly string[]).includes(action)) errors.action = 'Choose an action.'
  if (action && !RULELESS.has(action) && !(RULE_KEYS as readonly string[]).includes(values.rule))
    errors.rule = 'Choose the rule of the guidelines it breaks.'
  if (!values.reason.trim()) errors.reason = 'Write the reason the member will read.'
  else if (values.reason.trim().length > TEXT_MAX) errors.reason = 'The reason can be at most 2,000 characters.'
  if (action && TIMED.has(action) && !durationsFor(action).some((d) => d.value === values.duration))
    errors.duration = 'Choose how long it lasts.'
  if (values.note.trim().length > TEXT_MAX) errors.note = 'The note can be at most 2,000 characters.'
  return errors
}

/**
 * What `moderate_case()` is called with for valid `values`: the rule only where one applies (a
 * dismiss, restore or lift may still name one), the reason trimmed, `until` the end of a mute or
 * suspension counted from `now` (null for 'Until lifted' and for other actions).
 */
export function moderateInput(caseId: string, values: ActionValues, now: Date = new Date()): ModerateInput {
  const action = values.action as ModerationAction
  const hours = TIMED.has(action) ? DURATIONS.find((d) => d.value === values.duration)?.hours : null
  return {
    caseId,
    action,
    rule: values.rule || null,
    reason: values.reason.trim(),
    until: hours ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null,
  }
}
