import { NotificationsScreen } from '@/features/notifications/notifications-screen'

/** Route /notifications: the person's notifications. */
export function Component() {
  return <NotificationsScreen />
}
