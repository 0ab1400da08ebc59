import {
  AtSign,
  Bell,
  Bot,
  BookOpen,
  CreditCard,
  LayoutGrid,
  LayoutList,
  LifeBuoy,
  Mail,
  Palette,
  Shield,
  User,
  UserCog,
  type LucideIcon,
} from 'lucide-react'
import { paths } from '@/config/paths'

/** One entry of the settings navigation. */
export interface SettingsNavItem {
  to: string
  label: string
  icon: LucideIcon
  /** Current only on exactly this path (the hub), not on its sub-pages. */
  end?: boolean
}

const s = paths.settings

/** The settings hub and its sub-pages, in display order. */
export const SETTINGS_NAV: readonly SettingsNavItem[] = [
  { to: s.root, label: 'All settings', icon: LayoutGrid, end: true },
  { to: s.profile, label: 'Profile', icon: User },
  { to: s.account, label: 'Account', icon: UserCog },
  { to: s.notifications, label: 'Notifications', icon: Bell },
  { to: s.privacy, label: 'Privacy', icon: Shield },
  { to: s.themes, label: 'Themes', icon: Palette },
  { to: s.username, label: 'Username', icon: AtSign },
  { to: s.email, label: 'Email', icon: Mail },
  { to: s.rooms, label: 'Rooms and feed', icon: LayoutList },
  { to: s.journals, label: 'Journals', icon: BookOpen },
  { to: s.ai, label: 'AI', icon: Bot },
  { to: s.billing, label: 'Billing', icon: CreditCard },
  { to: s.support, label: 'Support', icon: LifeBuoy },
]
