import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { MembersSourceError } from '@/lib/member/members-db'
import { MemberNotificationsProvider } from './member-notifications'
import type { AppNotification } from './notifications'
import type { NotificationsLiveHandlers, NotificationsSource } from './notifications-source'
import { useNotifications } from './notifications-store'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

const note = (id: string, minute: number, over: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'friendRequest',
  title: id,
  message: '',
  time: new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString(),
  read: false,
  data: { senderId: `u-${id}` },
  ...over,
})

function fakeSource(list: AppNotification[]) {
  const handlers: NotificationsLiveHandlers[] = []
  const source = {
    key: 'fake',
    fail: false,
    list: vi.fn(() => Promise.resolve(list.map((n) => ({ ...n })))),
    markRead: vi.fn(() =>
      source.fail ? Promise.reject(new MembersSourceError('failed', 'Offline.')) : Promise.resolve(),
    ),
    clearAll: vi.fn(() => Promise.resolve()),
    respondToFriendRequest: vi.fn(() =>
      source.fail
        ? Promise.reject(new MembersSourceError('refused', 'This friend request is no longer there.'))
        : Promise.resolve(),
    ),
    subscribe: (h: NotificationsLiveHandlers) => {
      handlers.push(h)
      return () => undefined
    },
    emit: (call: (h: NotificationsLiveHandlers) => void) => act(() => handlers.forEach(call)),
  }
  return source satisfies NotificationsSource & Record<string, unknown>
}

function render(source: NotificationsSource) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemberNotificationsProvider source={source}>{children}</MemberNotificationsProvider>
    </SWRConfig>
  )
  return renderHook(() => useNotifications(), { wrapper })
}

describe('a member’s notifications from the server', () => {
  it('lists them, counts the unread and merges live ones once', async () => {
    const source = fakeSource([note('a', 1), note('b', 2, { read: true })])
    const { result } = render(source)
    await waitFor(() => expect(result.current.notifications).toHaveLength(2))
    expect(result.current.unreadCount).toBe(1)
    source.emit((h) => h.onCreated?.(note('c', 3)))
    source.emit((h) => h.onCreated?.(note('c', 3)))
    expect(result.current.notifications.map((n) => n.id)).toEqual(['c', 'b', 'a'])
    expect(result.current.unreadCount).toBe(2)
  })

  it('marks read at once and puts it back, with the reason, when the server fails', async () => {
    const source = fakeSource([note('a', 1)])
    const { result } = render(source)
    await waitFor(() => expect(result.current.unreadCount).toBe(1))
    act(() => result.current.markAsRead('a'))
    expect(result.current.unreadCount).toBe(0)
    await waitFor(() => expect(source.markRead).toHaveBeenCalledWith('a'))

    source.emit((h) => h.onCreated?.(note('b', 2)))
    source.fail = true
    act(() => result.current.markAsRead('b'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Offline.' })))
    // Read again from the server, where 'b' is unknown and 'a' still unread: the list is the server's.
    await waitFor(() => expect(result.current.notifications.map((n) => [n.id, n.read])).toEqual([['a', false]]))
  })

  it('answers a friend request on the server, or says why not and keeps it unread', async () => {
    const source = fakeSource([note('a', 1)])
    const { result } = render(source)
    await waitFor(() => expect(result.current.unreadCount).toBe(1))
    source.fail = true
    let answered = true
    await act(async () => {
      answered = await result.current.respondToFriendRequest(result.current.notifications[0]!, true)
    })
    expect(answered).toBe(false)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'This friend request is no longer there.' }))
    expect(result.current.unreadCount).toBe(1)
    source.fail = false
    await act(async () => {
      answered = await result.current.respondToFriendRequest(result.current.notifications[0]!, true)
    })
    expect(answered).toBe(true)
    expect(source.respondToFriendRequest).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a' }), true)
    expect(result.current.unreadCount).toBe(0)
  })
})
