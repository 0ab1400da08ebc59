import { act, renderHook } from '@testing-library/react'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { useNotificationsStore } from '@/lib/notifications/notifications-store'
import { SAMPLE_FRIENDS, SAMPLE_SUGGESTIONS } from './friends-data'
import { findFriend, useFriendsStore } from './friends-store'
import { useAddFriend } from './use-add-friend'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

describe('friends store', () => {
  it('starts with the six sample friends and four suggestions', () => {
    const { friends, suggestions } = useFriendsStore.getState()
    expect(friends.map((f) => f.id)).toEqual(SAMPLE_FRIENDS.map((f) => f.id))
    expect(suggestions.map((s) => s.id)).toEqual(SAMPLE_SUGGESTIONS.map((s) => s.id))
    expect(findFriend(friends, 'maya-chen')?.name).toBe('Maya Chen')
    expect(findFriend(friends, 'nobody')).toBeUndefined()
  })

  it('removes a suggestion and keeps the change in storage; an unknown id changes nothing', () => {
    expect(useFriendsStore.getState().removeSuggestion('priya-shah')?.name).toBe('Priya Shah')
    expect(useFriendsStore.getState().suggestions.map((s) => s.id)).not.toContain('priya-shah')
    const stored = JSON.parse(localStorage.getItem('nexus:friends')!) as { state: { suggestions: { id: string }[] } }
    expect(stored.state.suggestions.map((s) => s.id)).toEqual(['alex-morgan', 'diego-santos', 'hana-sato'])
    expect(useFriendsStore.getState().removeSuggestion('priya-shah')).toBeNull()
    expect(useFriendsStore.getState().suggestions).toHaveLength(3)
  })
})

describe('Add Friend', () => {
  it('adds an unread friendRequest notification, removes the person from suggestions and shows a toast', () => {
    const before = useNotificationsStore.getState().notifications.length
    const { result } = renderHook(() => useAddFriend())
    let added = false
    act(() => {
      added = result.current('diego-santos')
    })
    expect(added).toBe(true)
    const notifications = useNotificationsStore.getState().notifications
    expect(notifications).toHaveLength(before + 1)
    expect(notifications[0]).toMatchObject({
      type: 'friendRequest',
      read: false,
      message: 'You sent a friend request to Diego Santos.',
      data: { senderId: 'diego-santos' },
    })
    expect(useFriendsStore.getState().suggestions.map((s) => s.id)).not.toContain('diego-santos')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Friend request sent' }))
  })

  it('does nothing for someone no longer suggested', () => {
    const { result } = renderHook(() => useAddFriend())
    act(() => {
      result.current('hana-sato')
    })
    const count = useNotificationsStore.getState().notifications.length
    vi.mocked(toast).mockClear()
    let again = true
    act(() => {
      again = result.current('hana-sato')
    })
    expect(again).toBe(false)
    expect(useNotificationsStore.getState().notifications).toHaveLength(count)
    expect(toast).not.toHaveBeenCalled()
  })
})
