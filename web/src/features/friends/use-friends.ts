import { useCallback, useEffect, useMemo, useState } from 'react'
import useSWR from 'swr'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { useFriendsSources } from './data/use-friends-sources'
import type { FriendRequestPerson, FriendsView } from './data/friends-source'
import { withPresence } from './data/friendship-rows'
import type { Friend, SuggestedPerson } from './friends-data'

/** What {@link useFriends} returns. */
export interface FriendsPageData {
  friends: Friend[]
  suggestions: SuggestedPerson[]
  /** Pending requests to the member (none for the guest). */
  incoming: FriendRequestPerson[]
  /** False until the friends have been read (at once for the guest's, kept in memory). */
  loaded: boolean
  /** 'Add Friend': true when the request went out (or is going out); false for a person no longer suggested. */
  addFriend: (personId: string) => boolean
  /** Accepts or declines the pending request of member `id`. */
  respond: (id: string, accept: boolean) => Promise<void>
}

const EMPTY: FriendsView = { friends: [], suggestions: [], incoming: [], outgoing: [] }

/**
 * The Friends page's people from the provided source (a signed-in member's on the server, the
 * guest's sample friends in the browser: this hook does not know which): kept in SWR (an
 * in-memory source's view is there at once), read again when a friendship changes live or the
 * connection comes back; online dots from Presence when the source has it (the guest's friends
 * keep their own statuses); 'Add Friend' optimistic, with 'Friend request sent', rolled back with
 * the reason shown when refused.
 */
export function useFriends(): FriendsPageData {
  const source = useFriendsSources().friends
  const peeked = source.peek?.()
  const { data, mutate } = useSWR(['friends', source.key], () => source.load(), {
    fallbackData: peeked,
    revalidateOnMount: peeked === undefined,
    revalidateIfStale: peeked === undefined,
  })
  const [online, setOnline] = useState<ReadonlySet<string> | null>(null)
  useEffect(
    () =>
      source.subscribe({
        onChanged: () => void mutate(),
        onConnected: () => void mutate(),
        onPresence: setOnline,
      }),
    [source, mutate],
  )
  const addFriend = useCallback(
    (personId: string) => {
      const person = data?.suggestions.find((s) => s.id === personId)
      if (!person) return false
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

  // An in-memory source's view is read at each render (SWR's cache may be older than the store).
  const view = peeked ?? data ?? EMPTY
  const friends = useMemo(() => (online ? withPresence(view.friends, online) : view.friends), [view.friends, online])
  return {
    friends,
    suggestions: view.suggestions,
    incoming: view.incoming,
    loaded: data !== undefined,
    addFriend,
    respond,
  }
}
