import type {
  Appeal,
  CaseDetail,
  FoundMember,
  LogEntry,
  ModerateInput,
  PrivateRoomRow,
  QueueCase,
  RoleRow,
} from './moderation-types'

/** What the screen is told live: a case changed (reports, notes, actions, answers), or the channel is (back) up. */
export interface ModerationLiveListener {
  /** `case_changed` on the private topic `moderation`, with the case's id. */
  onCaseChanged?: (change: { id: string; status: string | null }) => void
  /** The channel joined (first time and after each loss): what happened meanwhile may have been missed. */
  onConnected?: () => void
}

/**
 * The moderators' data access: every call goes through a database function that checks the
 * caller (moderators; the log, roles and reveal for administrators). Errors reject with a
 * {@link ModerationError} whose message the screen shows as is.
 */
export interface ModerationSource {
  /** Identifies the source (and its member) in SWR keys. */
  key: string
  /** Open cases in the queue's order (care, illegal, reporters, age). */
  queue(): Promise<QueueCase[]>
  /** One case with its snapshot, reports, history, earlier cases, notes and messages. */
  caseDetail(caseId: string): Promise<CaseDetail>
  /** Adds a note that stays among moderators. */
  addNote(caseId: string, body: string): Promise<void>
  /** Answers a contact case (the member gets it as a notification). */
  answer(caseId: string, body: string): Promise<void>
  /** Takes an action on a case; resolves to the action's id. */
  moderate(input: ModerateInput): Promise<string>
  /** The appeals, pending and decided. */
  appeals(): Promise<Appeal[]>
  /** Decides an appeal: uphold keeps the action, overturn reverses it. */
  decideAppeal(appealId: string, decision: 'uphold' | 'overturn', reason: string): Promise<void>
  /** A page of the log, newest first, before entry id `before` (all when null), at most `limit` (administrators). */
  log(before: number | null, limit: number): Promise<LogEntry[]>
  /** The members with a role (administrators). */
  roles(): Promise<RoleRow[]>
  /** Grants a role (administrators). */
  grantRole(userId: string, role: 'moderator' | 'admin'): Promise<void>
  /** Revokes a role (administrators). */
  revokeRole(userId: string, role: 'moderator' | 'admin'): Promise<void>
  /** Members whose name contains `query` (2+ characters), at most 8. */
  findMembers(query: string): Promise<FoundMember[]>
  /** Reveals the author of anonymous post `postId`, with a logged justification (administrators). */
  revealAuthor(postId: string, justification: string): Promise<FoundMember>
  /** Every private room, the read-only ones (owner not on Pro) first (administrators). */
  privateRooms(): Promise<PrivateRoomRow[]>
  /**
   * Gives private room `slug` to member `newOwnerId` (administrators); the database refuses a new
   * owner not on Pro ('The new owner must be on Pro.') or already owning 3 rooms.
   */
  transferRoom(slug: string, newOwnerId: string): Promise<void>
  /** Follows the private topic `moderation` until the returned function is called. */
  subscribe(listener: ModerationLiveListener): () => void
}

/** A refused or failed moderation call; `message` is what the moderator is shown. */
export class ModerationError extends Error {
  constructor(
    readonly kind: 'refused' | 'failed',
    message: string,
  ) {
    super(message)
    this.name = 'ModerationError'
  }
}

/** The SQLSTATEs whose message the database writes for the person on the screen. */
const SHOWN = new Set(['42501', '22023', '23514', '23505', 'PT429', 'P0001'])

/**
 * A {@link ModerationError} from a PostgREST error: a refusal (42501), bad input (22023, 23514,
 * 23505), a flood limit (PT429) or a raised exception keeps the database's message; anything else
 * is 'failed' with `fallback`.
 */
export function moderationErrorFrom(
  error: { code?: string; message?: string } | null | undefined,
  fallback = 'Something went wrong. Please try again.',
): ModerationError {
  const message = error?.message?.trim() ?? ''
  if (error?.code && SHOWN.has(error.code) && message) return new ModerationError('refused', message)
  return new ModerationError('failed', fallback)
}
