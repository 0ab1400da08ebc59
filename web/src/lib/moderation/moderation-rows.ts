import {
  REPORT_REASONS,
  type AppealStatus,
  type CaseMessage,
  type ContactCase,
  type ModerationActionKind,
  type MyReport,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type Restriction,
  type Statement,
} from './moderation-source'

const TARGET_TYPES: readonly string[] = ['post', 'message', 'profile']
const STATUSES: readonly string[] = ['open', 'action_taken', 'no_action']
const ACTIONS: readonly string[] = ['dismiss', 'hide', 'remove', 'restore', 'warn', 'mute', 'suspend', 'lift']
const APPEAL_STATUSES: readonly string[] = ['pending', 'upheld', 'overturned']

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const iso = (value: unknown): string | undefined => {
  const raw = text(value)
  return raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined
}
const record = (raw: unknown): Record<string, unknown> | null =>
  raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null
const oneOf = <T extends string>(values: readonly string[], value: unknown): T | undefined =>
  typeof value === 'string' && values.includes(value) ? (value as T) : undefined

/** A {@link MyReport} from a row of `my_reports()`; null for a malformed row. */
export function myReportFrom(raw: unknown): MyReport | null {
  const r = record(raw)
  if (!r) return null
  const id = text(r.id)
  const caseId = text(r.case_id)
  const targetType = oneOf<ReportTargetType>(TARGET_TYPES, r.target_type)
  const reason = oneOf<ReportReason>(REPORT_REASONS, r.reason)
  const createdAt = iso(r.created_at)
  const status = oneOf<ReportStatus>(STATUSES, r.status)
  if (!id || !caseId || !targetType || !reason || !createdAt || !status) return null
  return { id, caseId, targetType, reason, note: optionalText(r.note), createdAt, status }
}

function caseMessageFrom(raw: unknown): CaseMessage | null {
  const r = record(raw)
  const body = text(r?.body)
  const createdAt = iso(r?.created_at)
  if (!r || body === undefined || !createdAt) return null
  return { body, fromModerator: r.from_moderator === true, createdAt }
}

/** A {@link ContactCase} from a row of `my_contact_cases()` (its messages oldest first); null for a malformed row. */
export function contactCaseFrom(raw: unknown): ContactCase | null {
  const r = record(raw)
  if (!r) return null
  const id = text(r.id)
  const createdAt = iso(r.created_at)
  if (!id || !createdAt) return null
  const messages = (Array.isArray(r.messages) ? r.messages : [])
    .map(caseMessageFrom)
    .filter((m): m is CaseMessage => m !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  return { id, subject: text(r.subject) ?? '', status: text(r.status) ?? 'open', createdAt, messages }
}

/** A {@link Statement} from a row of `my_statements()`; null for a malformed row. */
export function statementFrom(raw: unknown): Statement | null {
  const r = record(raw)
  if (!r) return null
  const id = text(r.id)
  const action = oneOf<ModerationActionKind>(ACTIONS, r.action)
  const createdAt = iso(r.created_at)
  const reason = text(r.reason)
  if (!id || !action || !createdAt || reason === undefined) return null
  return {
    id,
    action,
    targetType: oneOf<ReportTargetType>(TARGET_TYPES, r.target_type) ?? null,
    excerpt: optionalText(r.excerpt),
    rule: optionalText(r.rule),
    reason,
    automatic: r.automatic === true,
    until: iso(r.until) ?? null,
    createdAt,
    appealStatus: oneOf<AppealStatus>(APPEAL_STATUSES, r.appeal_status) ?? null,
    canAppeal: r.can_appeal === true,
  }
}

/** The {@link Restriction} of `my_restriction()`'s answer (a row, a one-row array, or nothing); null when none. */
export function restrictionFrom(raw: unknown): Restriction | null {
  const r = record(Array.isArray(raw) ? raw[0] : raw)
  const kind = r?.kind
  if (kind !== 'mute' && kind !== 'suspend') return null
  return { kind, endsAt: iso(r?.ends_at) ?? null }
}
