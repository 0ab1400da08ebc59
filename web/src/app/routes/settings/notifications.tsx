import { NotificationSettings } from '@/features/settings/notifications/notification-settings'

/** Route /settings/notifications: Notification Settings. */
export function Component() {
  return <NotificationSettings />
}
