import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useNotificationPreferencesStore } from './notification-preferences-store'
import { NotificationSettings } from './notification-settings'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function setup() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <NotificationSettings />
    </MemoryRouter>,
  )
  return user
}

const pushSwitch = () => screen.getByRole('switch', { name: 'Push notifications' })

describe('NotificationSettings', () => {
  beforeEach(() => vi.mocked(toast).mockClear())
  afterEach(() => vi.unstubAllGlobals())

  it('starts with replies on, prompts off, events on, announcements on, sound and visual on, push off', () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() })
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings')
    const email = screen.getByRole('region', { name: 'Email Notifications' })
    expect(within(email).getByRole('switch', { name: 'Replies' })).toBeChecked()
    expect(within(email).getByRole('switch', { name: 'Prompts' })).not.toBeChecked()
    expect(within(email).getByRole('switch', { name: 'Events' })).toBeChecked()
    expect(within(email).getByRole('switch', { name: 'Announcements' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Sound' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Visual' })).toBeChecked()
    expect(pushSwitch()).not.toBeChecked()
  })

  it("saves an email preference with the toast 'Updated'", async () => {
    const user = setup()
    await user.click(screen.getByRole('switch', { name: 'Prompts' }))
    expect(screen.getByRole('switch', { name: 'Prompts' })).toBeChecked()
    expect(useNotificationPreferencesStore.getState().prompts).toBe(true)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Updated' }))
  })

  it("turns push on when the browser grants permission, and off with 'Push notifications disabled'", async () => {
    const requestPermission = vi.fn(async () => 'granted' as const)
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    const user = setup()
    await user.click(pushSwitch())
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(pushSwitch()).toBeChecked()
    expect(useNotificationPreferencesStore.getState().push).toBe(true)
    expect(toast).toHaveBeenLastCalledWith({ title: 'Push notifications enabled' })

    await user.click(pushSwitch())
    expect(pushSwitch()).not.toBeChecked()
    expect(useNotificationPreferencesStore.getState().push).toBe(false)
    expect(toast).toHaveBeenLastCalledWith({ title: 'Push notifications disabled' })
  })

  it("keeps push off with the destructive 'Permission denied' when the browser refuses", async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'denied' as const) })
    const user = setup()
    await user.click(pushSwitch())
    expect(pushSwitch()).not.toBeChecked()
    expect(useNotificationPreferencesStore.getState().push).toBe(false)
    expect(toast).toHaveBeenCalledWith({
      title: 'Permission denied',
      description: 'Please enable notifications in your browser settings.',
      variant: 'destructive',
    })
  })

  it('takes the denied path with a clear text when the browser has no Notification API', async () => {
    vi.stubGlobal('Notification', undefined)
    // 'Notification' in window must be false: remove the stubbed property entirely.
    Reflect.deleteProperty(window, 'Notification')
    const user = setup()
    expect(screen.getByText("This browser doesn't support notifications.")).toBeInTheDocument()
    await user.click(pushSwitch())
    expect(pushSwitch()).not.toBeChecked()
    expect(toast).toHaveBeenCalledWith({
      title: 'Permission denied',
      description: "This browser doesn't support notifications, so push notifications can't be turned on.",
      variant: 'destructive',
    })
  })
})
