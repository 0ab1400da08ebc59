import { createContext, use, useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react'
import {
  countUnread,
  createNotification,
  notificationsReducer,
  sampleNotifications,
  type AppNotification,
  type NewNotification,
} from '@/lib/notifications/notifications'

/** What {@link useNotifications} returns. */
export interface NotificationsContextValue {
  /** Newest first. */
  notifications: AppNotification[]
  /** Number of unread notifications (the shell's badges). */
  unreadCount: number
  /** Adds a notification at the front, unread, with id = creation timestamp. Returns it. */
  addNotification: (input: NewNotification) => AppNotification
  /** Marks one notification read. */
  markAsRead: (id: string) => void
  /** Removes every notification. */
  clearAll: () => void
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null)

/**
 * Holds the shared notifications in page state (doc 1 §4.4, doc 2 §4), seeded with
 * {@link sampleNotifications} unless `initial` is given.
 */
export function NotificationsProvider({ children, initial }: { children: ReactNode; initial?: AppNotification[] }) {
  const [notifications, dispatch] = useReducer(notificationsReducer, initial, (seed) => seed ?? sampleNotifications())
  const lastId = useRef(0)

  const addNotification = useCallback((input: NewNotification) => {
    // Ids are timestamps; two notifications in the same millisecond get consecutive ones.
    const at = Math.max(Date.now(), lastId.current + 1)
    lastId.current = at
    const notification = createNotification(input, new Date(at))
    dispatch({ type: 'add', notification })
    return notification
  }, [])
  const markAsRead = useCallback((id: string) => dispatch({ type: 'markRead', id }), [])
  const clearAll = useCallback(() => dispatch({ type: 'clearAll' }), [])

  const value = useMemo(
    () => ({ notifications, unreadCount: countUnread(notifications), addNotification, markAsRead, clearAll }),
    [notifications, addNotification, markAsRead, clearAll],
  )
  return <NotificationsContext value={value}>{children}</NotificationsContext>
}

/** The shared notifications and their actions. Throws outside a {@link NotificationsProvider} (doc 1 §8). */
export function useNotifications(): NotificationsContextValue {
  const context = use(NotificationsContext)
  if (!context) throw new Error('useNotifications must be used within a NotificationsProvider')
  return context
}
