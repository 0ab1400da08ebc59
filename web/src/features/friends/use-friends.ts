import { useCallback, useEffect, useMemo, useState } from 'react'
import useSWR from 'swr'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { useMemberFriendsSources } from './data/friends-source-context'
import type { FriendRequestPerson, FriendsSource, FriendsView } from './data/friends-source'
import { withPresence } from './data/friendship-rows'
import type { Friend, SuggestedPerson } from './friends-data'
import { useFriendsStore } from './friends-store'
import { useAddFriend } from './use-add-friend'

/** What {@link useFriends} returns. */
export interface FriendsPageData {
  friends: Friend[]
  suggestions: SuggestedPerson[]
  /** Pending requests to the member (always empty for the guest). */
  incoming: FriendRequestPerson[]
  /** False until a member's friends have been read (always true for the guest). */
  loaded: boolean
  /** 'Add Friend': true when the request went out (or is going out); false for a person no longer suggested. */
  addFriend: (personId: string) => boolean
  /** Accepts or declines the pending request of member `id` (members only). */
  respond: (id: string, accept: boolean) => Promise<void>
}

const EMPTY: FriendsView = { friends: [], suggestions: [], incoming: [], outgoing: [] }
const NO_ONE: ReadonlySet<string> = new Set()
const noRespond = () => Promise.resolve()

/**
 * The Friends page's people: a signed-in member's from the server (kept in SWR, read again when a
 * friendship changes live or the connection comes back; the dots from Presence; 'Add Friend'
 * optimistic, rolled back with the reason shown when refused), else the guest's sample friends
 * in the browser, exactly as before (see useAddFriend).
 */
export function useFriends(): FriendsPageData {
  const sources = useMemberFriendsSources()
  const guestFriends = useFriendsStore((s) => s.friends)
  const guestSuggestions = useFriendsStore((s) => s.suggestions)
  const addGuestFriend = useAddFriend()
  const member = useMemberFriends(sources?.friends ?? null)
  if (member) return member
  return {
    friends: guestFriends,
    suggestions: guestSuggestions,
    incoming: EMPTY.incoming,
    loaded: true,
    addFriend: addGuestFriend,
    respond: noRespond,
  }
}

function useMemberFriends(source: FriendsSource | null): FriendsPageData | null {
  const { data, mutate } = useSWR(source ? ['friends', source.key] : null, () => source!.load())
  const [online, setOnline] = useState(NO_ONE)
  useEffect(() => {
    if (!source) return
    return source.subscribe({
      onChanged: () => void mutate(),
      onConnected: () => void mutate(),
      onPresence: setOnline,
    })
  }, [source, mutate])

  const addFriend = useCallback(
    (personId: string) => {
      const person = data?.suggestions.find((s) => s.id === personId)
      if (!source || !person) return false
      void mutate(
        async (view = EMPTY) => {
          try {
            await source.sendRequest(personId)
            toast({ title: 'Friend request sent', description: `${person.name} will see your request.` })
          } catch (error) {
            toast({ title: errorMessage(error) || 'Your friend request could not be sent.', variant: 'destructive' })
            throw error
          }
          return view
        },
        {
          optimisticData: (view = EMPTY) => ({
            ...view,
            suggestions: view.suggestions.filter((s) => s.id !== personId),
            outgoing: [...view.outgoing, { id: person.id, name: person.name }],
          }),
          rollbackOnError: true,
          revalidate: true,
        },
      ).catch(() => undefined)
      return true
    },
    [source, data, mutate],
  )

  const respond = useCallback(
    async (id: string, accept: boolean) => {
      if (!source) return
      try {
        await source.respond(id, accept)
        toast({ title: accept ? 'Friend request accepted' : 'Friend request declined', duration: 3000 })
      } catch (error) {
        toast({ title: errorMessage(error) || 'Something went wrong. Please try again.', variant: 'destructive' })
      }
      await mutate()
    },
    [source, mutate],
  )

  const view = data ?? EMPTY
  const friends = useMemo(() => withPresence(view.friends, online), [view.friends, online])
  if (!source) return null
  return {
    friends,
    suggestions: view.suggestions,
    incoming: view.incoming,
    loaded: data !== undefined,
    addFriend,
    respond,
  }
}
