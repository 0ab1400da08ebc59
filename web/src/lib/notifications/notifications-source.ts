import type { AppNotification } from './notifications'

/** What a subscriber to a member's live notifications is told; every handler is optional. */
export interface NotificationsLiveHandlers {
  /** A notification arrived. */
  onCreated?: (notification: AppNotification) => void
  /** The live connection is up (first time and after each loss): read the list again. */
  onConnected?: () => void
}

/**
 * A signed-in member's notifications on the server (the guest's stay in the browser's store,
 * notifications-store.ts). The app layer provides one (MemberNotificationsProvider); the badge,
 * the notifications page and the mobile menu then read it through `useNotifications`.
 */
export interface NotificationsSource {
  /** Identifies the source and whose notifications it holds ('supabase:<user id>'): caches key by it. */
  readonly key: string
  /** The notifications, newest first. */
  list(): Promise<AppNotification[]>
  /** Marks notification `id` read. */
  markRead(id: string): Promise<void>
  /** Deletes every notification of the member. */
  clearAll(): Promise<void>
  /** Accepts or declines the friend request a `friendRequest` notification is about, then marks it read. */
  respondToFriendRequest(notification: AppNotification, accept: boolean): Promise<void>
  /** Follows the member's notifications live until the returned function is called. */
  subscribe(handlers: NotificationsLiveHandlers): () => void
}
