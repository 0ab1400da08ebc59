import { useNotificationsStore } from '@/lib/notifications/notifications-store'
import { useFriendsStore, type FriendsData } from '../friends-store'
import type { FriendsSource, FriendsView } from './friends-source'

/** The view of one stored state, made once per state object (the store replaces it on each change). */
const viewOfState = new WeakMap<FriendsData, FriendsView>()

function viewOf(state: FriendsData): FriendsView {
  let view = viewOfState.get(state)
  if (!view) {
    view = { friends: state.friends, suggestions: state.suggestions, incoming: [], outgoing: [] }
    viewOfState.set(state, view)
  }
  return view
}

/**
 * The guest's friends in this browser (friends-store.ts): the six sample friends with their own
 * statuses and four suggestions. 'Add Friend' takes the person out of the suggestions and notes
 * the sent request in the guest's own notifications (nobody else hears of it: there is nobody
 * else); nobody asks the guest, so nothing is incoming. Answers at once ({@link FriendsSource.peek}).
 */
export function createLocalFriendsSource(): FriendsSource {
  return {
    key: 'local',
    memberId: 'local',
    peek: () => viewOf(useFriendsStore.getState()),
    load: () => Promise.resolve(viewOf(useFriendsStore.getState())),
    sendRequest(id) {
      const person = useFriendsStore.getState().removeSuggestion(id)
      if (!person) return Promise.reject(new Error('This person is no longer suggested.'))
      useNotificationsStore.getState().addNotification({
        type: 'friendRequest',
        title: 'Friend Request Sent',
        message: `You sent a friend request to ${person.name}.`,
        data: { senderId: person.id },
      })
      return Promise.resolve()
    },
    respond: () => Promise.resolve(),
    subscribe: ({ onChanged }) => useFriendsStore.subscribe(() => onChanged?.()),
  }
}
