import {
  MEMBER_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  type AppNotification,
  type NotificationType,
} from './notifications'

const TYPES: readonly string[] = [...NOTIFICATION_TYPES, ...MEMBER_NOTIFICATION_TYPES]

const isType = (value: unknown): value is NotificationType => typeof value === 'string' && TYPES.includes(value)

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * A notification of the app from a row of `public.notifications` (`id, type, title, message,
 * data, read_at, created_at`), or null for a malformed row. `read` is whether `read_at` is set;
 * `data.senderId` is `data.requester_id` (a friend request) or `data.sender_id`, when there is one;
 * a room invitation's `data.invitation_id`, `data.room_slug` and `data.room_name` become
 * `invitationId`, `roomSlug` and `roomName`.
 */
export function notificationFrom(raw: unknown): AppNotification | null {
  if (!raw || typeof raw !== 'object') return null
  const row = raw as Record<string, unknown>
  const id = row.id
  const createdAt = text(row.created_at)
  if ((typeof id !== 'string' && typeof id !== 'number') || !createdAt || Number.isNaN(Date.parse(createdAt)))
    return null
  const data = (row.data && typeof row.data === 'object' ? row.data : {}) as Record<string, unknown>
  const senderId = text(data.requester_id) ?? text(data.sender_id)
  const invitation = {
    invitationId: text(data.invitation_id),
    roomSlug: text(data.room_slug),
    roomName: text(data.room_name),
  }
  const fields = Object.fromEntries(
    Object.entries({ senderId, ...invitation }).filter(([, value]) => value !== undefined),
  ) as NonNullable<AppNotification['data']>
  return {
    id: String(id),
    type: isType(row.type) ? row.type : 'other',
    title: text(row.title) ?? '',
    message: text(row.message) ?? '',
    time: new Date(createdAt).toISOString(),
    read: row.read_at !== null && row.read_at !== undefined,
    ...(Object.keys(fields).length > 0 ? { data: fields } : {}),
  }
}

/** `incoming` merged into `list` by id (an incoming one replaces the same id), newest first. */
export function mergeNotifications(
  list: readonly AppNotification[],
  incoming: readonly AppNotification[],
): AppNotification[] {
  if (incoming.length === 0) return [...list]
  const byId = new Map(list.map((n) => [n.id, n]))
  for (const n of incoming) byId.set(n.id, n)
  return [...byId.values()].sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
}
