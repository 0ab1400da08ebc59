/**
 * The one interface every member-facing moderation screen reads and writes through: reporting,
 * the member's own reports, their messages to the moderators, their statements of reasons and
 * appeals, and their current restriction. Two implementations: the database through supabase-js
 * for a signed-in member (supabase-moderation-source.ts) and the guest's, whose every call
 * rejects with {@link NEEDS_ACCOUNT_MESSAGE} (guest-moderation-source.ts). The app layer picks one
 * (ModerationSourceProvider); screens never know which they have.
 */

/** What the guest is told by every moderation call: 'Reporting needs an account.' */
export const NEEDS_ACCOUNT_MESSAGE = 'Reporting needs an account.'

/** What can be reported: a post or reply, a direct message in the member's own chat, a profile. */
export type ReportTargetType = 'post' | 'message' | 'profile'

/** The reasons of a report, in the dialog's order (labels in labels.ts). */
export const REPORT_REASONS = [
  'harassment',
  'hate',
  'spam',
  'sexual',
  'self_harm',
  'illegal',
  'at_risk',
  'other',
] as const

/** One reason of a report. */
export type ReportReason = (typeof REPORT_REASONS)[number]

/** The longest note a report may carry, in characters. */
export const REPORT_NOTE_MAX = 1000

/** The longest appeal, in characters (the database's limit). */
export const APPEAL_MAX = 2000

/**
 * The thing a member reports: its type and id, and `label`, how the dialog names it to the
 * reporter (e.g. "Anonymous's post", "Sam's message").
 */
export interface ReportTarget {
  type: ReportTargetType
  id: string
  label: string
}

/** The status of a report as its reporter sees it, and nothing more of the outcome. */
export type ReportStatus = 'open' | 'action_taken' | 'no_action'

/** One of the member's own reports (`my_reports()`); dates are ISO strings. */
export interface MyReport {
  id: string
  caseId: string
  targetType: ReportTargetType
  reason: ReportReason
  note: string | null
  createdAt: string
  status: ReportStatus
}

/** One message of a contact case: the member's, or a moderator's answer. */
export interface CaseMessage {
  body: string
  fromModerator: boolean
  createdAt: string
}

/** One of the member's messages to the moderators (`my_contact_cases()`), with the answers. */
export interface ContactCase {
  id: string
  subject: string
  /** 'open', 'actioned' or 'dismissed' (closed). */
  status: string
  createdAt: string
  messages: CaseMessage[]
}

/** What a moderation action did. */
export type ModerationActionKind = 'dismiss' | 'hide' | 'remove' | 'restore' | 'warn' | 'mute' | 'suspend' | 'lift'

/** Where an appeal stands. */
export type AppealStatus = 'pending' | 'upheld' | 'overturned'

/**
 * A statement of reasons (`my_statements()`): what was done (`action`), to what (`targetType` and
 * `excerpt`, null for an action on the account), the rule broken (a guideline key, null for a
 * restore or lift), the reason written to the member, whether it was automatic (auto-hide at three
 * reports), until when (a mute or suspension; null: no end, or not a restriction), when, the
 * appeal's status (null: none) and whether the member may appeal now (once, within 30 days).
 */
export interface Statement {
  id: string
  action: ModerationActionKind
  targetType: ReportTargetType | null
  excerpt: string | null
  rule: string | null
  reason: string
  automatic: boolean
  until: string | null
  createdAt: string
  appealStatus: AppealStatus | null
  canAppeal: boolean
}

/** The member's restriction in force (`my_restriction()`): muted or suspended, until `endsAt` (null: until lifted). */
export interface Restriction {
  kind: 'mute' | 'suspend'
  endsAt: string | null
}

/**
 * Why a moderation call failed; `message` is what the member is shown: 'needs-account' (a guest),
 * 'refused' (the database said no: a rule, not allowed, a restriction), 'rate-limited' (too many
 * reports; the message says when to try again), 'failed' (network, server).
 */
export type ModerationErrorKind = 'needs-account' | 'refused' | 'rate-limited' | 'failed'

/** A refused or failed moderation call; `message` is shown as is. */
export class ModerationSourceError extends Error {
  constructor(
    readonly kind: ModerationErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'ModerationSourceError'
  }
}

/** The member's side of moderation, from wherever it is kept. Every call rejects with a {@link ModerationSourceError}. */
export interface ModerationSource {
  /** Identifies the source and whose data it holds ('guest', 'supabase:<user id>'): caches key by it. */
  readonly key: string
  /** False for the guest: the screens say that reporting needs an account, and call nothing. */
  readonly canReport: boolean
  /** Reports `target` for `reason`, with an optional note (≤ 1,000 characters); resolves to the case id. */
  submitReport(target: Pick<ReportTarget, 'type' | 'id'>, reason: ReportReason, note?: string | null): Promise<string>
  /** The member's own reports, newest first, each with its status. */
  listMyReports(): Promise<MyReport[]>
  /** 'Message Moderators': opens a contact case with `subject` and `body`; resolves to its id. */
  messageModerators(subject: string, body: string): Promise<string>
  /** The member's messages to the moderators, newest first, each with its messages (oldest first). */
  listContactCases(): Promise<ContactCase[]>
  /** The member's statements of reasons, newest first. */
  listStatements(): Promise<Statement[]>
  /** The restriction in force now, or null. */
  myRestriction(): Promise<Restriction | null>
  /** Appeals action `actionId` with `body` (once per action, within 30 days); resolves to the appeal's id. */
  appeal(actionId: string, body: string): Promise<string>
}
