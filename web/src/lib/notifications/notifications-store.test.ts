import { act, renderHook } from '@testing-library/react'
import { setStorageScope } from '@/lib/persist/scope'
import { useNotifications, useNotificationsStore } from './notifications-store'

describe('notifications store', () => {
  it('starts a guest with the sample notifications, three unread', () => {
    const { result } = renderHook(() => useNotifications())
    expect(result.current.notifications.length).toBe(5)
    expect(result.current.unreadCount).toBe(3)
  })

  it('starts a signed-in member with one welcome notification, not strangers’ requests', () => {
    setStorageScope('member-1')
    const { notifications } = useNotificationsStore.getState()
    expect(notifications.map((n) => [n.type, n.title])).toEqual([['other', 'Welcome to Nexus']])
  })

  it('adds with unique increasing ids, marks read, clears, and keeps it across a reload', () => {
    const { result } = renderHook(() => useNotifications())
    act(() => result.current.clearAll())
    let first = ''
    act(() => {
      first = result.current.addNotification({ type: 'friendRequest', title: 'Friend', message: 'hi' }).id
      result.current.addNotification({ type: 'other', title: 'Second', message: 'x' })
    })
    expect(result.current.notifications.map((n) => n.title)).toEqual(['Second', 'Friend'])
    expect(Number(result.current.notifications[0]!.id)).toBeGreaterThan(Number(first))
    act(() => result.current.markAsRead(first))
    expect(result.current.unreadCount).toBe(1)

    const stored = JSON.parse(localStorage.getItem('nexus:notifications')!)
    expect(stored.state.notifications.map((n: { read: boolean }) => n.read)).toEqual([false, true])

    act(() => result.current.clearAll())
    expect(result.current.unreadCount).toBe(0)
    expect(JSON.parse(localStorage.getItem('nexus:notifications')!).state.notifications).toEqual([])
  })
})
