import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { SettingsHub } from './settings-hub'

const expected: [card: string, target: string, items: [label: string, href: string][]][] = [
  [
    'Account',
    '/settings/account',
    [
      ['Username', '/settings/username'],
      ['Email', '/settings/email'],
      ['Password', '/settings/account'],
      ['Two-Factor Authentication', '/settings/account'],
      ['Account Standing', '/settings/account#account-standing'],
      ['Delete Account', '/settings/account'],
      ['Download Data', '/settings/account'],
    ],
  ],
  [
    'Profile',
    '/settings/profile',
    [
      ['Profile Bio', '/settings/profile'],
      ['Mood Indicator', '/settings/profile'],
      ['Themes', '/settings/themes'],
      ['Name Color & Badge', '/settings/profile'],
      ['Anonymous Toggle', '/settings/profile'],
    ],
  ],
  [
    'Privacy',
    '/settings/privacy',
    ['Block/Unblock Users', 'Profile Visibility', 'Show Online Status', 'Anonymous Posting', 'Auto-Delete Posts'].map(
      (l) => [l, '/settings/privacy'],
    ),
  ],
  [
    'Notifications',
    '/settings/notifications',
    ['Email', 'Push', 'Sound', 'Visual'].map((l) => [l, '/settings/notifications']),
  ],
  [
    'Billing',
    '/settings/billing',
    [
      'Current Plan',
      'Billing Cycle',
      'Payment Method',
      'Invoices & History',
      'Upgrade/Downgrade',
      'Cancel Subscription',
    ].map((l) => [l, '/settings/billing']),
  ],
  [
    'Rooms and feed',
    '/settings/rooms',
    ['Room Visibility', 'Topic Filters', 'Mute Settings', 'Mute Users'].map((l) => [l, '/settings/rooms']),
  ],
  [
    'Journals',
    '/settings/journals',
    ['Reminder Schedule', 'Auto-Save Journal', 'Export Journal', 'Private Tags'].map((l) => [l, '/settings/journals']),
  ],
  [
    'Support',
    '/settings/support',
    [
      ...['Contact Support', 'Suggest a Feature', 'Community Guidelines', 'Contact Moderator'].map(
        (l): [string, string] => [l, '/settings/support'],
      ),
      ['Your Reports', '/settings/support#your-reports'],
    ],
  ],
]

describe('SettingsHub', () => {
  it('has one h1 and the eight cards, in order, each item linking to its sub-page', () => {
    render(
      <MemoryRouter>
        <SettingsHub />
      </MemoryRouter>,
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Settings'])
    const headings = screen.getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(expected.map(([title]) => title))
    const cards = headings.map((h) => screen.getByRole('region', { name: h.textContent ?? '' }))
    expected.forEach(([title, target, items], i) => {
      const card = cards[i]!
      expect(within(card).getByRole('link', { name: title })).toHaveAttribute('href', target)
      const links = within(card).getAllByRole('link').slice(1)
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(items)
    })
  })
})
