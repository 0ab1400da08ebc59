import { Bell, BookOpen, CreditCard, LayoutList, LifeBuoy, Shield, User, UserCog, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'

/** One item of a hub card: its label and the sub-page it opens. */
export interface HubItem {
  label: string
  to: string
}

/** One card of the settings hub. */
export interface HubCard {
  title: string
  description: string
  /** The card's sub-page. */
  to: string
  icon: LucideIcon
  items: readonly HubItem[]
}

const s = paths.settings
const items = (to: string, labels: readonly string[], overrides: Record<string, string> = {}): HubItem[] =>
  labels.map((label) => ({ label, to: overrides[label] ?? to }))

/**
 * The eight cards of the settings hub and their items, in order. Every item opens its card's
 * sub-page, except Username, Email (their own pages) and Themes (/settings/themes); Account Standing
 * and Your Reports open their section of the page.
 */
export const HUB_CARDS: readonly HubCard[] = [
  {
    title: 'Account',
    description: 'Sign-in details and your data.',
    to: s.account,
    icon: UserCog,
    items: items(
      s.account,
      [
        'Username',
        'Email',
        'Password',
        'Two-Factor Authentication',
        'Account Standing',
        'Delete Account',
        'Download Data',
      ],
      { Username: s.username, Email: s.email, 'Account Standing': `${s.account}#account-standing` },
    ),
  },
  {
    title: 'Profile',
    description: 'How you appear to others.',
    to: s.profile,
    icon: User,
    items: items(s.profile, ['Profile Bio', 'Mood Indicator', 'Themes', 'Name Color & Badge', 'Anonymous Toggle'], {
      Themes: s.themes,
    }),
  },
  {
    title: 'Privacy',
    description: 'Who sees you and what you share.',
    to: s.privacy,
    icon: Shield,
    items: items(s.privacy, [
      'Block/Unblock Users',
      'Profile Visibility',
      'Show Online Status',
      'Anonymous Posting',
      'Auto-Delete Posts',
    ]),
  },
  {
    title: 'Notifications',
    description: 'How and when we reach you.',
    to: s.notifications,
    icon: Bell,
    items: items(s.notifications, ['Email', 'Push', 'Sound', 'Visual']),
  },
  {
    title: 'Billing',
    description: 'Your plan, payments and invoices.',
    to: s.billing,
    icon: CreditCard,
    items: items(s.billing, [
      'Current Plan',
      'Billing Cycle',
      'Payment Method',
      'Invoices & History',
      'Upgrade/Downgrade',
      'Cancel Subscription',
    ]),
  },
  {
    title: 'Rooms and feed',
    description: 'The rooms and topics in your feed.',
    to: s.rooms,
    icon: LayoutList,
    items: items(s.rooms, ['Room Visibility', 'Topic Filters', 'Mute Settings', 'Mute Users']),
  },
  {
    title: 'Journals',
    description: 'Your private journal.',
    to: s.journals,
    icon: BookOpen,
    items: items(s.journals, ['Reminder Schedule', 'Auto-Save Journal', 'Export Journal', 'Private Tags']),
  },
  {
    title: 'Support',
    description: 'Help, feedback and guidelines.',
    to: s.support,
    icon: LifeBuoy,
    items: items(
      s.support,
      ['Contact Support', 'Suggest a Feature', 'Community Guidelines', 'Contact Moderator', 'Your Reports'],
      {
        'Your Reports': `${s.support}#your-reports`,
      },
    ),
  },
]
