import { createPersistedStore } from '@/lib/persist/persisted-store'
import { SAMPLE_FRIENDS, SAMPLE_SUGGESTIONS, type Friend, type SuggestedPerson } from './friends-data'

/** The persisted data: the person's friends and the people still suggested to them. */
export interface FriendsData {
  friends: Friend[]
  suggestions: SuggestedPerson[]
}

/**
 * Friends and suggested connections, kept per person in the browser (key `nexus:friends`).
 * Everyone starts with the six sample friends and four suggestions.
 */
export const useFriendsStore = createPersistedStore({
  name: 'nexus:friends',
  version: 1,
  schema: () => import('./friends-schema').then((module) => module.friendsDataSchema),
  seed: (): FriendsData => ({
    friends: SAMPLE_FRIENDS.map((f) => ({ ...f })),
    suggestions: SAMPLE_SUGGESTIONS.map((s) => ({ ...s })),
  }),
  actions: ({ set, get }) => ({
    /**
     * Takes the person `id` out of the suggestions (a friend request was sent to them) and
     * returns them; null, changing nothing, when they are not suggested.
     */
    removeSuggestion(id: string): SuggestedPerson | null {
      const person = get().suggestions.find((s) => s.id === id) ?? null
      if (person) set({ suggestions: get().suggestions.filter((s) => s.id !== id) })
      return person
    },
  }),
})

/** The friend with this id, or undefined for an unknown id. */
export function findFriend(friends: readonly Friend[], id: string): Friend | undefined {
  return friends.find((f) => f.id === id)
}
