/** What asking for push permission came to: granted, or refused with the reason. */
export type PushPermissionResult =
  { granted: true } | { granted: false; reason: 'denied' | 'dismissed' | 'unsupported' | 'error' }

/** The part of the browser's `Notification` this page uses. */
export interface NotificationApi {
  requestPermission: () => Promise<NotificationPermission>
  permission: NotificationPermission
}

/** The browser's `Notification`, or undefined where there is none (old browsers, some webviews, insecure pages). */
export function browserNotificationApi(): NotificationApi | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined
}

/**
 * Asks the browser for permission to show notifications (its real prompt). 'granted' gives
 * `{ granted: true }`; 'denied' → reason 'denied'; a closed prompt ('default') → 'dismissed';
 * no Notification API → 'unsupported'; a throwing request → 'error'. Never throws.
 */
export async function requestPushPermission(
  api: NotificationApi | undefined = browserNotificationApi(),
): Promise<PushPermissionResult> {
  if (!api || typeof api.requestPermission !== 'function') return { granted: false, reason: 'unsupported' }
  try {
    const permission = await api.requestPermission()
    if (permission === 'granted') return { granted: true }
    return { granted: false, reason: permission === 'denied' ? 'denied' : 'dismissed' }
  } catch {
    return { granted: false, reason: 'error' }
  }
}
