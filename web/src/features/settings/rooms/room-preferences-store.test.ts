import { defaultRoomPreferences, roomPreference, useRoomPreferencesStore } from './room-preferences-store'

describe('useRoomPreferencesStore', () => {
  it('starts with relationships and daily-life disabled and relationships muted', () => {
    expect(useRoomPreferencesStore.getState().rooms).toEqual([
      { id: 'overthinking', enabled: true, muted: false },
      { id: 'existential', enabled: true, muted: false },
      { id: 'relationships', enabled: false, muted: true },
      { id: 'self-discovery', enabled: true, muted: false },
      { id: 'creative', enabled: true, muted: false },
      { id: 'daily-life', enabled: false, muted: false },
    ])
    expect(useRoomPreferencesStore.getState().topics).toEqual(['Anxiety', 'Creativity', 'Purpose'])
  })

  it('sets enabled and muted per room, resets rooms, and keeps topics in catalogue order without duplicates', () => {
    const store = useRoomPreferencesStore.getState()
    store.setRoomEnabled('daily-life', true)
    store.setRoomMuted('creative', true)
    let rooms = useRoomPreferencesStore.getState().rooms
    expect(roomPreference(rooms, 'daily-life')).toEqual({ id: 'daily-life', enabled: true, muted: false })
    expect(roomPreference(rooms, 'creative')).toEqual({ id: 'creative', enabled: true, muted: true })
    store.resetRooms()
    rooms = useRoomPreferencesStore.getState().rooms
    expect(rooms).toEqual(defaultRoomPreferences())

    store.setTopicSelected('Music', true)
    store.setTopicSelected('Breakups', true)
    store.setTopicSelected('Breakups', true)
    store.setTopicSelected('Anxiety', false)
    expect(useRoomPreferencesStore.getState().topics).toEqual(['Breakups', 'Creativity', 'Purpose', 'Music'])
  })

  it('persists under nexus:room-preferences', () => {
    useRoomPreferencesStore.getState().setRoomMuted('overthinking', true)
    const stored = JSON.parse(localStorage.getItem('nexus:room-preferences') ?? '{}') as {
      state: { rooms: { id: string; muted: boolean }[] }
    }
    expect(stored.state.rooms.find((r) => r.id === 'overthinking')?.muted).toBe(true)
  })
})
