/**
 * Shared in-app notifications: the record shape, a pure reducer
 * and the sample notifications the app starts with. No server call is made.
 */

/** Notification kinds */
export const NOTIFICATION_TYPES = ['friendRequest', 'meeting', 'journal', 'resource', 'other'] as const

/**
 * The kinds the database adds for members: a request accepted, a reply to your post, a message
 * received, a moderation statement or answer ('moderation'), help for someone who may be at
 * risk ('care'), and an invitation to a private room ('room_invitation', answered with Accept or
 * Decline).
 */
export const MEMBER_NOTIFICATION_TYPES = [
  'friendAccepted',
  'reply',
  'message',
  'moderation',
  'care',
  'room_invitation',
] as const

/** A notification kind. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number] | (typeof MEMBER_NOTIFICATION_TYPES)[number]

/**
 * One notification. `id` is the creation timestamp as a string (the database's id for a
 * member's), `time` the moment as an ISO date (shown as 'MMM d, h:mm a'); `data.senderId` names
 * the sender where there is one (for a member's friend request, the requester's user id). An
 * invitation to a private room names the invitation (`data.invitationId`) and the room
 * (`data.roomSlug`, `data.roomName`).
 */
export interface AppNotification {
  id: string
  type: NotificationType
  title: string
  message: string
  time: string
  read: boolean
  data?: { senderId?: string; invitationId?: string; roomSlug?: string; roomName?: string }
}

/** The caller-supplied part of a new notification; id, time and read are filled in. */
export type NewNotification = Pick<AppNotification, 'type' | 'title' | 'message' | 'data'>

/** Actions of {@link notificationsReducer}. */
export type NotificationsAction =
  { type: 'add'; notification: AppNotification } | { type: 'markRead'; id: string } | { type: 'clearAll' }

/**
 * Pure reducer: `add` puts the newest first, `markRead` marks one as read,
 * `clearAll` empties the list. Unknown ids leave the state unchanged.
 */
export function notificationsReducer(state: AppNotification[], action: NotificationsAction): AppNotification[] {
  switch (action.type) {
    case 'add':
      return [action.notification, ...state]
    case 'markRead':
      return state.some((n) => n.id === action.id && !n.read)
        ? state.map((n) => (n.id === action.id ? { ...n, read: true } : n))
        : state
    case 'clearAll':
      return state.length === 0 ? state : []
  }
}

/** Builds a full notification created at `at` (id = its timestamp as a string), unread. */
export function createNotification(input: NewNotification, at: Date): AppNotification {
  return { ...input, id: String(at.getTime()), time: at.toISOString(), read: false }
}

/** How many notifications are unread; drives the red badges of the shell. */
export function countUnread(notifications: readonly AppNotification[]): number {
  return notifications.reduce((total, n) => (n.read ? total : total + 1), 0)
}

const MINUTE = 60_000

/**
 * The sample notifications the app starts with, newest first, relative to `now`: one of each
 * type, three of them unread. Their ids are fixed (`sample-<type>`), not times: a prerendered page
 * keeps the ids it was built with (React does not patch attributes while hydrating), so they must
 * be the same on any day.
 */
export function sampleNotifications(now: Date = new Date()): AppNotification[] {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE)
  const make = (input: NewNotification, minutesAgo: number, read: boolean) => ({
    ...createNotification(input, at(minutesAgo)),
    id: `sample-${input.type}`,
    read,
  })
  return [
    make(
      {
        type: 'friendRequest',
        title: 'New Friend Request',
        message: 'Alex Morgan sent you a friend request.',
        data: { senderId: 'alex-morgan' },
      },
      5,
      false,
    ),
    make(
      {
        type: 'meeting',
        title: 'Meeting Reminder',
        message: 'The community meeting starts in 30 minutes.',
        data: { senderId: 'host-1' },
      },
      45,
      false,
    ),
    make(
      { type: 'journal', title: 'Journal Prompt', message: 'A new reflection prompt is waiting for you.' },
      180,
      false,
    ),
    make(
      {
        type: 'resource',
        title: 'New Resource Shared',
        message: 'Jordan Lee shared "Mindful Listening" with you.',
        data: { senderId: 'jordan-lee' },
      },
      60 * 26,
      true,
    ),
    make(
      { type: 'other', title: 'Welcome to Nexus', message: 'Take a look around the rooms and introduce yourself.' },
      60 * 72,
      true,
    ),
  ]
}

/** A signed-in member's first notifications: one welcome note, unread, created at `now`. */
export function welcomeNotifications(now: Date = new Date()): AppNotification[] {
  return [
    createNotification(
      {
        type: 'other',
        title: 'Welcome to Nexus',
        message: 'Your account is ready. Take a look around the rooms and introduce yourself.',
      },
      now,
    ),
  ]
}
