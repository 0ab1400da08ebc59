import { useId, useRef, useState } from 'react'
import { IdCard, Search, UserPlus } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { MemberCardTrigger } from '@/components/member-card/member-card-trigger'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import { formatCount } from '@/lib/format-count'
import { FriendAvatar } from './friend-avatar'
import type { FriendRequestPerson } from './data/friends-source'
import { FindPeople } from './find-people'
import { searchFriends, type Friend, type SuggestedPerson } from './friends-data'
import { useFriends } from './use-friends'

/** How many friend cards are shown at first, and added by 'Show more friends'. */
export const FRIENDS_PAGE_SIZE = 60

/**
 * /friends: the search box 'Search friends...' (filters the friends by name or bio,
 * case-insensitively), the 'My Friends' grid (avatar, name, bio, online or offline dot; a card
 * opens /friends/{id}; 60 at a time with 'Show more friends', so hundreds of friends stay quick
 * to show) and 'Suggested Connections' with 'Add Friend' (see {@link useFriends}). A
 * signed-in member also sees 'Friend Requests' sent to them, with Accept and Decline, while there
 * are any, their names (and a button on each friend) opening the member card, and 'Find People' (members by name, each opening
 * their member card); their page shows 'Loading friends...' until the server has answered.
 */
export function FriendsScreen() {
  const { friends, suggestions, incoming, loaded, addFriend, respond } = useFriends()
  const [query, setQuery] = useState('')
  const [limit, setLimit] = useState(FRIENDS_PAGE_SIZE)
  const matches = searchFriends(friends, query)
  const shown = matches.slice(0, limit)
  const searchId = useId()
  const suggestionsHeading = useRef<HTMLHeadingElement>(null)
  // A signed-in member's people have member cards, and they can find members by name; the guest's sample friends cannot.
  const memberSource = useMemberPrivacySource()

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 md:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div data-frame>
          <h1 className="text-3xl font-bold tracking-tight">Friends</h1>
          <p className="mt-2 text-muted-foreground">Stay close to the people who understand you</p>
        </div>
        <div className="relative w-full sm:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            Search friends
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search friends..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>

      {incoming.length > 0 ? <FriendRequests people={incoming} onRespond={respond} /> : null}

      <section aria-labelledby="my-friends-heading">
        <h2 id="my-friends-heading" className="text-2xl font-bold tracking-tight">
          My Friends
        </h2>
        {shown.length > 0 ? (
          <ul aria-labelledby="my-friends-heading" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((friend) => (
              <FriendCard key={friend.id} friend={friend} withCard={memberSource !== null} />
            ))}
          </ul>
        ) : null}
        {matches.length > shown.length ? (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" onClick={() => setLimit((n) => n + FRIENDS_PAGE_SIZE)}>
              Show more friends ({formatCount(matches.length - shown.length)} more)
            </Button>
          </div>
        ) : null}
        {shown.length === 0 ? (
          <p role="status" className="mt-6 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            {!loaded
              ? 'Loading friends...'
              : friends.length === 0
                ? 'No friends yet.'
                : `No friends match "${query.trim()}".`}
          </p>
        ) : null}
      </section>

      {/* What comes below the friends waits for them, so their arrival moves nothing on screen. */}
      {memberSource && loaded ? <FindPeople source={memberSource} /> : null}

      {loaded ? (
        <section aria-labelledby="suggested-heading">
          <h2
            id="suggested-heading"
            ref={suggestionsHeading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            Suggested Connections
          </h2>
          {suggestions.length > 0 ? (
            <ul aria-labelledby="suggested-heading" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {suggestions.map((person) => (
                <SuggestionCard
                  key={person.id}
                  person={person}
                  onAdd={() => {
                    if (addFriend(person.id)) suggestionsHeading.current?.focus()
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
              No more suggestions right now. Check back soon.
            </p>
          )}
        </section>
      ) : null}
    </div>
  )
}

function FriendRequests({
  people,
  onRespond,
}: {
  people: FriendRequestPerson[]
  onRespond: (id: string, accept: boolean) => Promise<void>
}) {
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading" className="text-2xl font-bold tracking-tight">
        Friend Requests
      </h2>
      <ul aria-labelledby="requests-heading" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li
            key={person.id}
            className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
          >
            <div className="flex items-center gap-3">
              <FriendAvatar id={person.id} name={person.name} className="size-10 text-sm" />
              <h3 className="font-semibold wrap-anywhere">
                <MemberCardTrigger memberId={person.id} name={person.name} />
              </h3>
            </div>
            <div className="flex gap-2">
              <Button size="sm" aria-label={`Accept: ${person.name}`} onClick={() => void onRespond(person.id, true)}>
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Decline: ${person.name}`}
                onClick={() => void onRespond(person.id, false)}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function FriendCard({ friend, withCard }: { friend: Friend; withCard: boolean }) {
  return (
    <li className="relative flex items-center gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <FriendAvatar id={friend.id} name={friend.name} status={friend.status} className="size-12 text-base" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold wrap-anywhere">
          <Link
            to={paths.friend(friend.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            {friend.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">{friend.bio}</p>
      </div>
      {withCard ? (
        <MemberCardTrigger
          memberId={friend.id}
          name={friend.name}
          className="relative z-10 grid size-9 shrink-0 place-items-center text-muted-foreground hover:text-foreground"
        >
          <IdCard aria-hidden="true" className="size-5" />
        </MemberCardTrigger>
      ) : null}
    </li>
  )
}

function SuggestionCard({ person, onAdd }: { person: SuggestedPerson; onAdd: () => void }) {
  return (
    <li className="flex flex-col rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-center gap-3">
        <FriendAvatar id={person.id} name={person.name} className="size-10 text-sm" />
        <h3 className="font-semibold wrap-anywhere">
          <MemberCardTrigger memberId={person.id} name={person.name} />
        </h3>
      </div>
      <p className="mt-3 flex-1 text-sm text-muted-foreground wrap-anywhere">{person.bio}</p>
      <Button variant="secondary" className="mt-4 w-full" aria-label={`Add Friend: ${person.name}`} onClick={onAdd}>
        <UserPlus aria-hidden="true" />
        Add Friend
      </Button>
    </li>
  )
}
