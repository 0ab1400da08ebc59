import type {
  Appeal,
  CaseDetail,
  CaseKind,
  CaseSnapshot,
  LogEntry,
  PrivateRoomRow,
  QueueCase,
  RoleRow,
  SnapshotLine,
  TargetType,
} from './moderation-types'

type Json = Record<string, unknown>

const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const text = (value: unknown): string => str(value) ?? ''
/** The first of `keys` that `row` has as a string. */
const first = (row: Json, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = str(row[key])
    if (value !== null) return value
  }
  return null
}
const kindOf = (value: unknown): CaseKind => (value === 'care' || value === 'contact' ? value : 'report')
const targetOf = (value: unknown): TargetType | null =>
  value === 'post' || value === 'message' || value === 'profile' ? value : null

/** A row of `public.moderation_queue()` as the screen reads it. */
export function queueCaseFrom(value: unknown): QueueCase {
  const row = obj(value)
  return {
    id: text(row['id']),
    kind: kindOf(row['kind']),
    targetType: targetOf(row['target_type']),
    targetId: str(row['target_id']),
    anonymous: row['anonymous'] === true,
    roomSlug: str(row['room_slug']),
    status: text(row['status']) || 'open',
    reasons: arr(row['reasons']).filter((r): r is string => typeof r === 'string'),
    reporterCount: Number(row['reporter_count'] ?? 0) || 0,
    excerpt: text(row['excerpt']),
    subjectName: row['anonymous'] === true ? null : str(row['subject_name']),
    autoHidden: row['auto_hidden'] === true,
    createdAt: text(row['created_at']),
    lastActivityAt: text(row['last_activity_at']) || text(row['created_at']),
  }
}

function lineFrom(value: unknown, anonymous: boolean): SnapshotLine {
  const row = obj(value)
  return {
    body: first(row, 'body', 'text', 'excerpt', 'bio') ?? '',
    authorName: anonymous ? null : first(row, 'author_name', 'from_name', 'sender_name', 'name', 'author'),
    createdAt: first(row, 'created_at', 'at'),
  }
}

/**
 * A case's snapshot (text as it was, and a message's earlier messages) from the stored jsonb,
 * whatever of the usual keys it uses. Anonymous content never carries an author name here.
 */
export function snapshotFrom(value: unknown, anonymous: boolean): CaseSnapshot {
  const row = obj(value)
  const earlier = arr(row['earlier'] ?? row['context'] ?? row['previous'] ?? row['before'] ?? row['messages'])
  return {
    ...lineFrom(row, anonymous),
    subject: first(row, 'subject'),
    earlier: earlier.map((line) => lineFrom(line, anonymous)),
  }
}

/** The jsonb of `public.moderation_case(id)` as the screen reads it; the subject is dropped when anonymous. */
export function caseDetailFrom(value: unknown): CaseDetail {
  const row = obj(value)
  const anonymous = row['anonymous'] === true
  const subject = obj(row['subject'])
  const earlier = obj(row['earlier'])
  return {
    id: text(row['id']),
    kind: kindOf(row['kind']),
    status: text(row['status']) || 'open',
    targetType: targetOf(row['target_type']),
    targetId: str(row['target_id']),
    anonymous,
    roomSlug: str(row['room_slug']),
    snapshot: snapshotFrom(row['snapshot'], anonymous),
    autoHiddenAt: str(row['auto_hidden_at']),
    createdAt: text(row['created_at']),
    subject:
      !anonymous && str(subject['id']) ? { id: text(subject['id']), name: text(subject['name']) || 'Member' } : null,
    reports: arr(row['reports']).map((value) => {
      const report = obj(value)
      const reporter = obj(report['reporter'])
      return {
        reason: text(report['reason']),
        note: str(report['note']),
        createdAt: text(report['created_at']),
        reporter: str(reporter['id']) ? { id: text(reporter['id']), name: text(reporter['name']) || 'Member' } : null,
      }
    }),
    history: arr(row['history']).map((value) => {
      const entry = obj(value)
      return {
        verb: text(entry['verb']),
        at: text(entry['at']),
        actorName: str(entry['actor_name']),
        detail: entry['detail'],
      }
    }),
    earlier: {
      cases: Number(earlier['cases'] ?? 0) || 0,
      actions: anonymous
        ? []
        : arr(earlier['actions']).map((value) => {
            const action = obj(value)
            return { action: text(action['action']), rule: str(action['rule']), createdAt: text(action['created_at']) }
          }),
    },
    notes: arr(row['notes']).map((value) => {
      const note = obj(value)
      return { body: text(note['body']), authorName: str(note['author_name']), createdAt: text(note['created_at']) }
    }),
    messages: arr(row['messages']).map((value) => {
      const message = obj(value)
      return {
        body: text(message['body']),
        fromModerator: message['from_moderator'] === true,
        createdAt: text(message['created_at']),
      }
    }),
  }
}

/** A row of `public.moderation_appeals()`. */
export function appealFrom(value: unknown): Appeal {
  const row = obj(value)
  return {
    id: text(row['id']),
    actionId: text(row['action_id']),
    action: text(row['action']),
    rule: str(row['rule']),
    reason: text(row['reason']),
    body: text(row['body']),
    status: text(row['status']) || 'pending',
    createdAt: text(row['created_at']),
    actedByMe: row['acted_by_me'] === true,
  }
}

/** A row of `public.moderation_log_entries()`. */
export function logEntryFrom(value: unknown): LogEntry {
  const row = obj(value)
  return {
    id: Number(row['id']),
    at: text(row['at']),
    actorName: str(row['actor_name']),
    verb: text(row['verb']),
    caseId: str(row['case_id']),
    actionId: str(row['action_id']),
    detail: obj(row['detail']),
  }
}

/** A row of `public.list_roles()`. */
export function roleRowFrom(value: unknown): RoleRow {
  const row = obj(value)
  return {
    userId: text(row['user_id']),
    name: text(row['name']) || 'Member',
    role: text(row['role']),
    grantedAt: text(row['granted_at']),
  }
}

/** A row of `public.admin_private_rooms()` as the screen reads it; no owner when the account is gone. */
export function privateRoomRowFrom(value: unknown): PrivateRoomRow {
  const row = obj(value)
  const ownerId = str(row['owner_id'])
  return {
    slug: text(row['slug']),
    name: text(row['name']) || 'Private room',
    ownerId,
    ownerName: ownerId ? text(row['owner_name']).trim() || 'Member' : null,
    ownerOnPro: row['owner_on_pro'] === true,
    memberCount: Number(row['member_count'] ?? 0) || 0,
    postCount: Number(row['post_count'] ?? 0) || 0,
    createdAt: text(row['created_at']),
  }
}
