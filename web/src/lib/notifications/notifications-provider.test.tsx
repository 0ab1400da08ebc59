import { act, renderHook } from '@testing-library/react'
import { NotificationsProvider, useNotifications } from '@/lib/notifications/notifications-provider'

describe('NotificationsProvider (doc 1 §4.4, §8)', () => {
  it('starts with the sample notifications and their unread count', () => {
    const { result } = renderHook(() => useNotifications(), { wrapper: NotificationsProvider })
    expect(result.current.notifications.length).toBeGreaterThan(0)
    expect(result.current.unreadCount).toBe(3)
  })

  it('adds, marks read and clears', () => {
    const { result } = renderHook(() => useNotifications(), {
      wrapper: ({ children }) => <NotificationsProvider initial={[]}>{children}</NotificationsProvider>,
    })
    let first = ''
    act(() => {
      first = result.current.addNotification({
        type: 'friendRequest',
        title: 'Friend',
        message: 'hi',
        data: { senderId: 's1' },
      }).id
      result.current.addNotification({ type: 'other', title: 'Second', message: 'x' })
    })
    expect(result.current.notifications.map((n) => n.title)).toEqual(['Second', 'Friend'])
    expect(result.current.notifications[0]!.id).not.toBe(first)
    expect(Number(result.current.notifications[0]!.id)).toBeGreaterThan(Number(first))
    expect(result.current.unreadCount).toBe(2)

    act(() => result.current.markAsRead(first))
    expect(result.current.unreadCount).toBe(1)

    act(() => result.current.clearAll())
    expect(result.current.notifications).toEqual([])
    expect(result.current.unreadCount).toBe(0)
  })

  it('useNotifications throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useNotifications())).toThrow(
      'useNotifications must be used within a NotificationsProvider',
    )
  })
})
