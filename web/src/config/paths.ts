/**
 * Every route path of Nexus in one place.
 * Static paths are strings; parameterised ones are builders. Route definitions and links
 * both read from here, so a path changes in one line.
 */
export const paths = {
  home: '/',
  landing: '/landing',
  auth: '/auth',
  /** /auth, coming back to the app path `path` (e.g. '/book-session') after signing in. */
  authReturningTo: (path: string) => `/auth?next=${encodeURIComponent(path)}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  about: '/about',
  learnMore: '/learn-more',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  bookSession: '/book-session',
  communityGuidelines: '/community-guidelines',

  dashboard: '/dashboard',
  profile: '/profile',
  friends: '/friends',
  friend: (friendId: string) => `/friends/${encodeURIComponent(friendId)}`,
  chat: (friendId: string) => `/chat/${encodeURIComponent(friendId)}`,
  calendar: '/calendar',
  meetingRoom: '/meeting-room',
  journals: '/journals',
  resources: '/resources',
  rooms: '/rooms',
  room: (roomId: string) => `/rooms/${encodeURIComponent(roomId)}`,
  notifications: '/notifications',
  aiAssistant: '/ai-assistant',
  /** The moderators' queue, cases, appeals, log and roles (moderators and administrators only). */
  moderation: '/moderation',
  settings: {
    root: '/settings',
    profile: '/settings/profile',
    account: '/settings/account',
    notifications: '/settings/notifications',
    privacy: '/settings/privacy',
    themes: '/settings/themes',
    username: '/settings/username',
    email: '/settings/email',
    rooms: '/settings/rooms',
    journals: '/settings/journals',
    ai: '/settings/ai',
    billing: '/settings/billing',
    support: '/settings/support',
  },
} as const
