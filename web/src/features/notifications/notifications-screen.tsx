import { useRef } from 'react'
import {
  BellOff,
  BookOpen,
  Calendar,
  Check,
  DoorOpen,
  FileText,
  HeartHandshake,
  Info,
  MessageCircle,
  MessageSquareReply,
  Scale,
  UserCheck,
  UserPlus,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'react-router'
import { CrisisLineLink } from '@/components/care/emergency-numbers'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { LocalTime } from '@/components/ui/local-time'
import { toast } from '@/components/ui/use-toast'
import { useNotifications } from '@/lib/notifications/notifications-store'
import type { AppNotification, NotificationType } from '@/lib/notifications/notifications'
import { ThemeToggle } from '@/lib/theme/theme-toggle'
import { cn } from '@/lib/utils'
import { formatNotificationTime } from './notification-time'
import { RoomInvitationActions } from './room-invitation-actions'

const ICONS: Record<NotificationType, LucideIcon> = {
  friendRequest: UserPlus,
  meeting: Calendar,
  journal: BookOpen,
  resource: FileText,
  other: Info,
  friendAccepted: UserCheck,
  reply: MessageSquareReply,
  message: MessageCircle,
  moderation: Scale,
  care: HeartHandshake,
  room_invitation: DoorOpen,
}

/**
 * /notifications: 'Notifications' with the light/dark toggle and the 'Recent Notifications'
 * list of the shared notifications state (newest first). 'Clear All' shows only while the
 * list is not empty; an empty list shows 'No notifications'. Unread items have a purple left
 * border and a 'Mark as read' check button; unread friend requests also have Accept and
 * Decline, which answer the request (a member's, on the server) and mark it read with a short
 * toast; an unread invitation to a private room has Accept (join it and go there) and Decline. A moderation notice (a statement of reasons, a moderator's answer) links to Account
 * standing; a care notice to the crisis line directory. Times read 'MMM d, h:mm a'.
 */
export function NotificationsScreen() {
  const { notifications, unreadCount, markAsRead, clearAll, respondToFriendRequest } = useNotifications()
  const heading = useRef<HTMLHeadingElement>(null)

  const settle = (notification: AppNotification) => {
    markAsRead(notification.id)
    document.getElementById(itemId(notification.id))?.focus()
  }
  const respond = async (notification: AppNotification, accept: boolean) => {
    if (!(await respondToFriendRequest(notification, accept))) return
    toast({ title: accept ? 'Friend request accepted' : 'Friend request declined', duration: 3000 })
    document.getElementById(itemId(notification.id))?.focus()
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
        <ThemeToggle variant="outline" />
      </div>

      <section
        aria-labelledby="recent-heading"
        className="mt-8 rounded-xl border border-border bg-card text-card-foreground shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-4 sm:px-6">
          <div>
            <h2 id="recent-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
              Recent Notifications
            </h2>
            {notifications.length > 0 ? (
              <p className="mt-1 text-sm text-muted-foreground" data-testid="unread-summary">
                {unreadCount === 0 ? 'All read' : `${unreadCount} unread`}
              </p>
            ) : null}
          </div>
          {notifications.length > 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                clearAll()
                heading.current?.focus()
              }}
            >
              Clear All
            </Button>
          ) : null}
        </div>

        {notifications.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <BellOff aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="mt-4 text-lg font-semibold">No notifications</p>
            <p className="mt-1 text-sm text-muted-foreground">
              You&apos;re all caught up! New notifications will appear here.
            </p>
          </div>
        ) : (
          <ul aria-labelledby="recent-heading" className="divide-y divide-border">
            {notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onRead={() => settle(n)}
                onAccept={() => void respond(n, true)}
                onDecline={() => void respond(n, false)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

const itemId = (id: string) => `notification-${id}`

interface NotificationItemProps {
  notification: AppNotification
  onRead: () => void
  onAccept: () => void
  onDecline: () => void
}

function NotificationItem({ notification: n, onRead, onAccept, onDecline }: NotificationItemProps) {
  const Icon = ICONS[n.type]
  const unread = !n.read
  return (
    <li
      id={itemId(n.id)}
      tabIndex={-1}
      data-read={n.read}
      className={cn(
        'flex gap-3 border-l-4 px-4 py-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-6',
        unread ? 'border-l-primary bg-primary/5' : 'border-l-transparent',
      )}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={`${itemId(n.id)}-title`} className={cn('wrap-anywhere', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {n.title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">{n.message}</p>
        <LocalTime dateTime={n.time} className="mt-1 block text-xs text-muted-foreground">
          {formatNotificationTime(n.time)}
        </LocalTime>
        {unread && n.type === 'friendRequest' ? (
          <div className="mt-3 flex gap-2">
            <Button size="sm" aria-describedby={`${itemId(n.id)}-title`} onClick={onAccept}>
              Accept
            </Button>
            <Button size="sm" variant="outline" aria-describedby={`${itemId(n.id)}-title`} onClick={onDecline}>
              Decline
            </Button>
          </div>
        ) : null}
        {unread && n.type === 'room_invitation' ? (
          <RoomInvitationActions notification={n} onAnswered={onRead} describedBy={`${itemId(n.id)}-title`} />
        ) : null}
        {n.type === 'moderation' ? (
          <Button asChild size="sm" variant="outline" className="mt-3">
            <Link to={`${paths.settings.account}#account-standing`}>
              <Scale aria-hidden="true" />
              Account standing
            </Link>
          </Button>
        ) : n.type === 'care' ? (
          <Button asChild size="sm" className="mt-3">
            <CrisisLineLink />
          </Button>
        ) : null}
      </div>
      {unread ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Mark as read"
          aria-describedby={`${itemId(n.id)}-title`}
          title="Mark as read"
          onClick={onRead}
        >
          <Check aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  )
}
