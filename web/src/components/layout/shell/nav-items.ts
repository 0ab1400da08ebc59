import {
  Bell,
  BookOpen,
  Calendar,
  FolderOpen,
  House,
  Settings,
  ShieldCheck,
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

const home: NavItem = { to: paths.dashboard, label: 'Home', icon: House }
const friends: NavItem = { to: paths.friends, label: 'Friends', icon: Users }
const profile: NavItem = { to: paths.profile, label: 'Profile', icon: User }
const notifications: NavItem = { to: paths.notifications, label: 'Notifications', icon: Bell, badge: 'unread' }
const settings: NavItem = { to: paths.settings.root, label: 'Settings', icon: Settings }

/** The navigation list, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  home,
  friends,
  { to: paths.calendar, label: 'Schedule', icon: Calendar },
  { to: paths.meetingRoom, label: 'Meeting Room', icon: Video },
  { to: paths.journals, label: 'Journal', icon: BookOpen },
  { to: paths.resources, label: 'Resources', icon: FolderOpen },
  profile,
  notifications,
  settings,
]

/** 'Moderation': shown in the navigation to moderators and administrators only. */
export const MODERATION_LINK: NavItem = { to: paths.moderation, label: 'Moderation', icon: ShieldCheck }

/** The navigation list; `staff` (a moderator or an administrator) adds 'Moderation' at its end. */
export function mainNav(staff: boolean): readonly NavItem[] {
  return staff ? [...MAIN_NAV, MODERATION_LINK] : MAIN_NAV
}

/** The quick icon row under the sidebar header. */
export const QUICK_LINKS: readonly NavItem[] = [profile, friends, notifications, settings]

/** The Account section of the mobile menu. */
export const ACCOUNT_LINKS: readonly NavItem[] = [profile, notifications, settings]

/** The links of the sidebar footer's user menu, in its order. */
export const USER_MENU_LINKS: readonly NavItem[] = [home, profile, settings, notifications]

/** A link's label with its unread count when there is one, e.g. 'Notifications (3 unread)'. */
export function withUnread(label: string, count: number): string {
  return count > 0 ? `${label} (${count} unread)` : label
}
