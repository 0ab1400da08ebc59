import { createContext, use } from 'react'
import type { AppNotification, NewNotification } from './notifications'

/** What `useNotifications` returns: the notifications, their unread count and their actions. */
export interface NotificationsValue {
  /** Newest first. */
  notifications: AppNotification[]
  /** Number of unread notifications (the shell's badges). */
  unreadCount: number
  addNotification: (input: NewNotification) => AppNotification
  markAsRead: (id: string) => void
  clearAll: () => void
  /**
   * Accepts or declines the friend request of `notification` and marks it read; resolves false
   * (after showing why) when that failed.
   */
  respondToFriendRequest: (notification: AppNotification, accept: boolean) => Promise<boolean>
}

/** The member's server notifications, when the app layer provides them; null for the guest's own. */
export const MemberNotificationsContext = createContext<NotificationsValue | null>(null)

/** The provided member's notifications, or null (the guest's, in the browser, apply). */
export function useMemberNotifications(): NotificationsValue | null {
  return use(MemberNotificationsContext)
}
