import {
  AtSign,
  Bell,
  Bot,
  BookOpen,
  CreditCard,
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
}

const s = paths.settings

/** The settings sub-pages (doc 1 §2.1, doc 2 §2 Settings hub), in display order. */
export const SETTINGS_NAV: readonly SettingsNavItem[] = [
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
