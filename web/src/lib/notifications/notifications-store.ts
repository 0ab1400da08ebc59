import { useCallback } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import {
  countUnread,
  createNotification,
  notificationsReducer,
  sampleNotifications,
  welcomeNotifications,
  type AppNotification,
  type NewNotification,
} from './notifications'
import { useMemberNotifications, type NotificationsValue } from './member-notifications-context'

let lastId = 0

/**
 * The one notifications state of the app, kept per person in the browser (key
 * `nexus:notifications`): the notifications screen, the sidebar badge and the mobile menu all
 * read it. The guest starts with the sample notifications; a member starts with a welcome
 * notification only.
 */
export const useNotificationsStore = createPersistedStore({
  name: 'nexus:notifications',
  version: 1,
  // Imported only to read saved notifications: a first visit never downloads zod.
  schema: () => import('./notifications-schema').then((module) => module.notificationsDataSchema),
  seed: ({ now, isGuest }) => ({ notifications: isGuest ? sampleNotifications(now) : welcomeNotifications(now) }),
  actions: ({ set, get }) => ({
    /** Adds an unread notification at the front (id = creation time in ms, unique) and returns it. */
    addNotification(input: NewNotification): AppNotification {
      const at = Math.max(Date.now(), lastId + 1)
      lastId = at
      const notification = createNotification(input, new Date(at))
      set({ notifications: notificationsReducer(get().notifications, { type: 'add', notification }) })
      return notification
    },
    /** Marks one notification read; an unknown id changes nothing. */
    markAsRead(id: string): void {
      set({ notifications: notificationsReducer(get().notifications, { type: 'markRead', id }) })
    },
    /** Removes every notification. */
    clearAll(): void {
      set({ notifications: notificationsReducer(get().notifications, { type: 'clearAll' }) })
    },
  }),
})

export type { NotificationsValue } from './member-notifications-context'

/**
 * The shared notifications, their unread count and their actions; re-renders when they change.
 * A signed-in member's come from the server when the app layer provides them
 * (MemberNotificationsProvider); otherwise they are the browser's own (the guest's), where
 * answering a friend request just marks it read.
 */
export function useNotifications(): NotificationsValue {
  const member = useMemberNotifications()
  const { notifications, addNotification, markAsRead, clearAll } = useNotificationsStore(
    useShallow((s) => ({
      notifications: s.notifications,
      addNotification: s.addNotification,
      markAsRead: s.markAsRead,
      clearAll: s.clearAll,
    })),
  )
  const respondToFriendRequest = useCallback(
    (notification: AppNotification) => {
      markAsRead(notification.id)
      return Promise.resolve(true)
    },
    [markAsRead],
  )
  return (
    member ?? {
      notifications,
      unreadCount: countUnread(notifications),
      addNotification,
      markAsRead,
      clearAll,
      respondToFriendRequest,
    }
  )
}
