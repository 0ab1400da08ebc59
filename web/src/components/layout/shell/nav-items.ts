import {
  Bell,
  BookOpen,
  Calendar,
  FolderOpen,
  House,
  Settings,
  User,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react'
import { paths } from '@/config/paths'

/** One link of the shell's navigation list. `badge: 'unread'` shows the unread notification count. */
export interface NavItem {
  to: string
  label: string
  icon: LucideIcon
  badge?: 'unread'
}

/** The navigation list of doc 1 §2.3, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: paths.dashboard, label: 'Home', icon: House },
  { to: paths.friends, label: 'Friends', icon: Users },
  { to: paths.calendar, label: 'Schedule', icon: Calendar },
  { to: paths.meetingRoom, label: 'Meeting Room', icon: Video },
  { to: paths.journals, label: 'Journal', icon: BookOpen },
  { to: paths.resources, label: 'Resources', icon: FolderOpen },
  { to: paths.profile, label: 'Profile', icon: User },
  { to: paths.notifications, label: 'Notifications', icon: Bell, badge: 'unread' },
  { to: paths.settings.root, label: 'Settings', icon: Settings },
]

/** The quick icon row under the sidebar header (doc 1 §2.3). */
export const QUICK_LINKS: readonly NavItem[] = [
  { to: paths.profile, label: 'Profile', icon: User },
  { to: paths.friends, label: 'Friends', icon: Users },
  { to: paths.notifications, label: 'Notifications', icon: Bell, badge: 'unread' },
  { to: paths.settings.root, label: 'Settings', icon: Settings },
]

/** The Account section of the mobile menu and the user menu's links (doc 1 §2.3). */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { to: paths.profile, label: 'Profile', icon: User },
  { to: paths.notifications, label: 'Notifications', icon: Bell, badge: 'unread' },
  { to: paths.settings.root, label: 'Settings', icon: Settings },
]

/** A link's label with its unread count when there is one, e.g. 'Notifications (3 unread)'. */
export function withUnread(label: string, count: number): string {
  return count > 0 ? `${label} (${count} unread)` : label
}
