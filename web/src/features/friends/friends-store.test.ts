import { vi } from 'vitest'
import { useNotificationsStore } from '@/lib/notifications/notifications-store'
import { SAMPLE_FRIENDS, SAMPLE_SUGGESTIONS } from './friends-data'
import { findFriend, useFriendsStore } from './friends-store'
import { createLocalFriendsSource } from './data/local-friends-source'

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

describe('the local friends source (the guest)', () => {
  it('answers at once with the stored friends and suggestions, nobody incoming', () => {
    const view = createLocalFriendsSource().peek!()
    expect(view.friends.map((f) => f.id)).toEqual(useFriendsStore.getState().friends.map((f) => f.id))
    expect(view.incoming).toEqual([])
  })

  it("'Add Friend' adds an unread friendRequest notification and removes the person from suggestions", async () => {
    const source = createLocalFriendsSource()
    const changed = vi.fn()
    const stop = source.subscribe({ onChanged: changed })
    const before = useNotificationsStore.getState().notifications.length
    await source.sendRequest('diego-santos')
    stop()
    const notifications = useNotificationsStore.getState().notifications
    expect(notifications).toHaveLength(before + 1)
    expect(notifications[0]).toMatchObject({
      type: 'friendRequest',
      read: false,
      message: 'You sent a friend request to Diego Santos.',
      data: { senderId: 'diego-santos' },
    })
    expect((await source.load()).suggestions.map((s) => s.id)).not.toContain('diego-santos')
    expect(changed).toHaveBeenCalled()
  })

  it('refuses, changing nothing, someone no longer suggested', async () => {
    const source = createLocalFriendsSource()
    await source.sendRequest('hana-sato')
    const count = useNotificationsStore.getState().notifications.length
    await expect(source.sendRequest('hana-sato')).rejects.toThrow('This person is no longer suggested.')
    expect(useNotificationsStore.getState().notifications).toHaveLength(count)
  })
})
