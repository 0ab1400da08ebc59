/** What a case is: members' reports of one thing, a care case (someone may be at risk), or a member's message to the moderators. */
export type CaseKind = 'report' | 'care' | 'contact'

/** What a case or an action is about. */
export type TargetType = 'post' | 'message' | 'profile'

/** A report's reason, as `public.reports.reason` keeps it. */
export type ReportReason = 'harassment' | 'hate' | 'spam' | 'sexual' | 'self_harm' | 'illegal' | 'at_risk' | 'other'

/** The actions `public.moderate_case()` takes. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'restore', 'warn', 'mute', 'suspend', 'lift'] as const

/** One of {@link MODERATION_ACTIONS}. */
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** The community guidelines' rules an action names (`moderation_actions.rule`'s check), in the guidelines' order. */
export const RULE_KEYS = [
  'harassment',
  'hate',
  'self_harm',
  'sexual',
  'spam',
  'personal_information',
  'impersonation',
  'misleading_advice',
  'anonymity',
  'illegal',
  'other',
] as const

/** One of {@link RULE_KEYS}. */
export type RuleKey = (typeof RULE_KEYS)[number]

/** An open case in the queue (a row of `public.moderation_queue()`); times are ISO strings. */
export interface QueueCase {
  id: string
  kind: CaseKind
  targetType: TargetType | null
  targetId: string | null
  /** Written in an anonymous room: the author is never named. */
  anonymous: boolean
  roomSlug: string | null
  status: string
  reasons: string[]
  reporterCount: number
  excerpt: string
  /** The author's or profile owner's name; null when anonymous (or unknown). */
  subjectName: string | null
  autoHidden: boolean
  createdAt: string
  lastActivityAt: string
}

/** One line of what was reported: a text, who wrote it (null when anonymous or unknown) and when. */
export interface SnapshotLine {
  body: string
  authorName: string | null
  createdAt: string | null
}

/** What was reported as it was when reported; for a message, the earlier messages of the conversation. */
export interface CaseSnapshot extends SnapshotLine {
  /** A contact case's subject line. */
  subject: string | null
  /** Up to five earlier messages (a message case), oldest first. */
  earlier: SnapshotLine[]
}

/** One report in a case (only moderators see who reported). */
export interface CaseReport {
  reason: string
  note: string | null
  createdAt: string
  reporter: { id: string; name: string } | null
}

/** One entry of a case's history (from the moderation log). */
export interface CaseHistoryEntry {
  verb: string
  at: string
  actorName: string | null
  detail: unknown
}

/** A case as `public.moderation_case(id)` returns it. */
export interface CaseDetail {
  id: string
  kind: CaseKind
  status: string
  targetType: TargetType | null
  targetId: string | null
  anonymous: boolean
  roomSlug: string | null
  snapshot: CaseSnapshot
  autoHiddenAt: string | null
  createdAt: string
  /** Whom the case concerns; always null when anonymous. */
  subject: { id: string; name: string } | null
  reports: CaseReport[]
  history: CaseHistoryEntry[]
  /** The same subject's earlier cases and actions; for anonymous content only the count of cases. */
  earlier: { cases: number; actions: { action: string; rule: string | null; createdAt: string }[] }
  notes: { body: string; authorName: string | null; createdAt: string }[]
  /** A contact case's conversation. */
  messages: { body: string; fromModerator: boolean; createdAt: string }[]
}

/** What `public.moderate_case()` is called with; `until` is an ISO time, null for none or 'until lifted'. */
export interface ModerateInput {
  caseId: string
  action: ModerationAction
  rule: RuleKey | null
  reason: string
  until: string | null
}

/** An appeal (a row of `public.moderation_appeals()`). */
export interface Appeal {
  id: string
  actionId: string
  action: string
  rule: string | null
  reason: string
  body: string
  status: 'pending' | 'upheld' | 'overturned' | (string & {})
  createdAt: string
  /** The caller took the appealed action: someone else decides. */
  actedByMe: boolean
}

/** One entry of the moderation log (`public.moderation_log_entries()`). */
export interface LogEntry {
  id: number
  at: string
  actorName: string | null
  verb: string
  caseId: string | null
  actionId: string | null
  detail: Record<string, unknown>
}

/** A member's role (`public.list_roles()`). */
export interface RoleRow {
  userId: string
  name: string
  role: 'moderator' | 'admin' | (string & {})
  grantedAt: string
}

/** A member found by name (`public.find_members()`). */
export interface FoundMember {
  id: string
  name: string
}

/**
 * A private room as administrators see it (`public.admin_private_rooms()`): its owner (null when
 * the owner's account is gone), whether the owner is on Pro now (false: the room is read-only for
 * everyone until they renew or an administrator gives it to another Pro member), its member and
 * post counts (posts and replies not deleted) and when it was made (ISO).
 */
export interface PrivateRoomRow {
  slug: string
  name: string
  ownerId: string | null
  ownerName: string | null
  ownerOnPro: boolean
  memberCount: number
  postCount: number
  createdAt: string
}
