import { useCallback, useEffect, useMemo, type ReactNode } from 'react'
import useSWR from 'swr'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { MemberNotificationsContext, type NotificationsValue } from './member-notifications-context'
import { mergeNotifications } from './notification-rows'
import { countUnread, type AppNotification } from './notifications'
import type { NotificationsSource } from './notifications-source'
import { useNotificationsStore } from './notifications-store'

const NONE: AppNotification[] = []

/**
 * Gives everything below it a signed-in member's notifications from `source` (the server):
 * the sidebar's badge, the notifications page and the mobile menu all read them through
 * `useNotifications`. Without a source (the guest) the browser's own notifications apply.
 * Composed once in the app layer.
 */
export function MemberNotificationsProvider({
  source,
  children,
}: {
  source: NotificationsSource | null
  children: ReactNode
}) {
  if (!source) return children
  return <LiveNotifications source={source}>{children}</LiveNotifications>
}

/**
 * The list in SWR (key `['notifications', source.key]`); live notifications merged in by id;
 * read again after each (re)connection; marking read and clearing are optimistic and roll back
 * (with the reason shown) when the server refuses.
 */
function LiveNotifications({ source, children }: { source: NotificationsSource; children: ReactNode }) {
  const { data, mutate } = useSWR(['notifications', source.key], () => source.list())
  const addNotification = useNotificationsStore((s) => s.addNotification)

  useEffect(
    () =>
      source.subscribe({
        onCreated: (notification) =>
          void mutate((list) => mergeNotifications(list ?? NONE, [notification]), { revalidate: false }),
        onConnected: () => void mutate(),
      }),
    [source, mutate],
  )

  const failed = useCallback(
    (error: unknown) => {
      toast({ title: errorMessage(error) || 'Something went wrong. Please try again.', variant: 'destructive' })
      void mutate()
    },
    [mutate],
  )

  const markAsRead = useCallback(
    (id: string) => {
      void mutate((list) => (list ?? NONE).map((n) => (n.id === id ? { ...n, read: true } : n)), { revalidate: false })
      source.markRead(id).catch(failed)
    },
    [source, mutate, failed],
  )

  const clearAll = useCallback(() => {
    void mutate(NONE, { revalidate: false })
    source.clearAll().catch(failed)
  }, [source, mutate, failed])

  const respondToFriendRequest = useCallback(
    async (notification: AppNotification, accept: boolean) => {
      try {
        await source.respondToFriendRequest(notification, accept)
        void mutate((list) => (list ?? NONE).map((n) => (n.id === notification.id ? { ...n, read: true } : n)), {
          revalidate: false,
        })
        return true
      } catch (error) {
        failed(error)
        return false
      }
    },
    [source, mutate, failed],
  )

  const notifications = data ?? NONE
  const value = useMemo<NotificationsValue>(
    () => ({
      notifications,
      unreadCount: countUnread(notifications),
      addNotification,
      markAsRead,
      clearAll,
      respondToFriendRequest,
    }),
    [notifications, addNotification, markAsRead, clearAll, respondToFriendRequest],
  )
  return <MemberNotificationsContext value={value}>{children}</MemberNotificationsContext>
}
