import { format } from 'date-fns'

/** A notification's time (ISO date) as 'MMM d, h:mm a', e.g. 'Mar 4, 3:07 PM', in local time. */
export function formatNotificationTime(iso: string): string {
  return format(new Date(iso), 'MMM d, h:mm a')
}
