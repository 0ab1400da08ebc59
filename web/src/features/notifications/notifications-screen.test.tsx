import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { useNotificationsStore } from '@/lib/notifications/notifications-store'
import { ThemeProvider } from '@/lib/theme/theme-provider'
import { NotificationsScreen } from './notifications-screen'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

function renderScreen() {
  const user = userEvent.setup()
  render(
    <ThemeProvider>
      <NotificationsScreen />
    </ThemeProvider>,
  )
  return user
}

const list = () => screen.getByRole('list', { name: 'Recent Notifications' })
const items = () => within(list()).getAllByRole('listitem')
const unreadCount = () => useNotificationsStore.getState().notifications.filter((n) => !n.read).length

describe('Notifications screen', () => {
  it('shows the title, theme toggle and the sample notifications with their times', () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Switch to (light|dark) theme$/ })).toBeInTheDocument()
    expect(items()).toHaveLength(5)
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3)
    const first = useNotificationsStore.getState().notifications[0]!
    expect(items()[0]).toHaveTextContent(first.title)
    expect(items()[0]!.querySelector('time')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/)
    expect(items()[0]).toHaveClass('border-l-primary')
    expect(items()[4]).not.toHaveClass('border-l-primary')
  })

  it('marks one read with the check button', async () => {
    const user = renderScreen()
    const meeting = items().find((li) => li.textContent?.includes('Meeting Reminder'))!
    await user.click(within(meeting).getByRole('button', { name: 'Mark as read' }))
    expect(unreadCount()).toBe(2)
    expect(within(meeting).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument()
    expect(meeting).toHaveFocus()
  })

  it.each([
    ['Accept', 'Friend request accepted'],
    ['Decline', 'Friend request declined'],
  ])('%s on an unread friend request marks it read with a toast', async (button, title) => {
    const user = renderScreen()
    const request = items()[0]!
    await user.click(within(request).getByRole('button', { name: button }))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title }))
    expect(unreadCount()).toBe(2)
    expect(within(request).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(within(request).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
  })

  it('Clear All empties the list and shows the empty state; Clear All then goes away', async () => {
    const user = renderScreen()
    await user.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(screen.queryByRole('list', { name: 'Recent Notifications' })).not.toBeInTheDocument()
    expect(screen.getByText('No notifications')).toBeInTheDocument()
    expect(screen.getByText("You're all caught up! New notifications will appear here.")).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Recent Notifications' })).toHaveFocus()
  })

  it('renders notification text literally', () => {
    useNotificationsStore
      .getState()
      .addNotification({ type: 'other', title: '<b>x</b>', message: '<img src=x onerror=alert(1)>' })
    renderScreen()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(list().querySelector('img, b')).toBeNull()
  })

  it('shows Accept and Decline on an unread invitation to a private room, and neither once read', () => {
    const { addNotification, markAsRead } = useNotificationsStore.getState()
    const invitation = addNotification({
      type: 'room_invitation',
      title: 'Ada invited you to Book Club',
      message: 'A private room. Accept to join it, or decline.',
      data: { invitationId: 'inv-1', roomSlug: 'p-0123456789', roomName: 'Book Club' },
    })
    render(
      <MemoryRouter>
        <ThemeProvider>
          <NotificationsScreen />
        </ThemeProvider>
      </MemoryRouter>,
    )
    const item = () => items().find((li) => li.textContent?.includes('Ada invited you to Book Club'))!
    expect(within(item()).getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(
      /Ada invited you to Book Club$/,
    )
    expect(within(item()).getByRole('button', { name: 'Decline' })).toBeInTheDocument()
    act(() => markAsRead(invitation.id))
    expect(within(item()).queryByRole('button', { name: 'Accept' })).toBeNull()
  })

  it('links a moderation notice to Account standing and a care notice to the crisis line directory', () => {
    const { addNotification } = useNotificationsStore.getState()
    addNotification({ type: 'moderation', title: 'Your post was hidden', message: 'Rule: Spam.' })
    addNotification({
      type: 'care',
      title: 'Help is available now',
      message: 'In the United States, call or text 988.',
    })
    render(
      <MemoryRouter>
        <ThemeProvider>
          <NotificationsScreen />
        </ThemeProvider>
      </MemoryRouter>,
    )
    const moderation = items().find((li) => li.textContent?.includes('Your post was hidden'))!
    expect(within(moderation).getByRole('link', { name: 'Account standing' })).toHaveAttribute(
      'href',
      '/settings/account#account-standing',
    )
    const care = items().find((li) => li.textContent?.includes('Help is available now'))!
    expect(within(care).getByRole('link', { name: /^Find a crisis line/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    )
  })
})
