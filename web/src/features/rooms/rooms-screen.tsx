import { ArrowLeft, Lock, Users, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'
import { roomIconOf } from '@/components/layout/shell/room-icons'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { RoomCounts, RoomListItem } from './data/rooms-source'
import { useProvidedRoomsSource } from './data/rooms-source-context'
import { LOCKED_ROOM_TEXT } from './public-rooms'
import { ROOM_CARDS } from './rooms-catalog'
import { useActiveCounts, useRoomList } from './use-room-member-counts'

/** What one card of the list shows. `activeNow` null: not known yet (the member's figures load). */
interface CardView {
  slug: string
  name: string
  description: string
  memberCount: number
  activeNow: number | null
  gradient: string
  icon: LucideIcon
  locked: boolean
  readOnly: boolean
  isPrivate: boolean
}

/** The band of a room without a card of its own (the other public rooms, private rooms). */
const DEFAULT_GRADIENT = 'from-indigo-500 to-violet-800'

/** A member's room as a card: the public rooms keep their catalog look; counts are the server's. */
function memberCard(room: RoomListItem, active: RoomCounts | undefined): CardView {
  const known = ROOM_CARDS.find((card) => card.id === room.slug)
  return {
    slug: room.slug,
    name: room.name,
    description: room.description,
    memberCount: room.memberCount,
    activeNow: active ? (active[room.slug] ?? 0) : null,
    gradient: known?.gradient ?? DEFAULT_GRADIENT,
    icon: known?.icon ?? ROOMS_NAV.find((nav) => nav.slug === room.slug)?.icon ?? roomIconOf(room.icon),
    locked: room.access === 'locked',
    readOnly: room.access === 'read-only',
    isPrivate: room.isPrivate,
  }
}

/** The guest's cards: the fixed catalog with its sample figures. */
const GUEST_CARDS: readonly CardView[] = ROOM_CARDS.map((room) => ({
  slug: room.id,
  name: room.name,
  description: room.description,
  memberCount: room.memberCount,
  activeNow: room.activeNow,
  gradient: room.gradient,
  icon: room.icon,
  locked: false,
  readOnly: false,
  isPrivate: false,
}))

/**
 * /rooms: 'Community Rooms' with its subtitle, a back arrow to /dashboard, and one card per
 * room (name, description, member count, active-now count, gradient). The guest sees the fixed
 * catalog with its sample figures. A member sees their own room list (the public rooms, then
 * their private rooms), with the real member counts and how many are active now as the server
 * vouches for it (Presence), the same figures on every visit; a room their plan does not open
 * shows a lock and 'Available on Basic and Pro', linking to /pricing, instead of 'Join Room'.
 * The card's link covers the whole card, so a click anywhere on it opens it. `actions` go beside
 * the title (the place for the private rooms' 'Create Private Room').
 */
export function RoomsScreen({ actions }: { actions?: ReactNode } = {}) {
  const member = useProvidedRoomsSource() !== null
  const rooms = useRoomList()
  const active = useActiveCounts()
  const cards = member ? rooms?.map((room) => memberCard(room, active)) : GUEST_CARDS
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <div className="flex flex-wrap items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="mt-0.5">
          <Link to={paths.dashboard} aria-label="Back to dashboard">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        {/* At least 13rem, so on a phone the actions wrap under the title instead of squeezing it. */}
        <div className="min-w-52 flex-1">
          <h1 className="text-3xl font-bold tracking-tight">Community Rooms</h1>
          <p className="mt-2 text-muted-foreground">Join conversations that matter to you</p>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {cards ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-label="Rooms">
          {cards.map((room) => (
            <RoomCardItem key={room.slug} room={room} />
          ))}
        </ul>
      ) : (
        <p role="status" className="mt-8 text-muted-foreground">
          Loading rooms...
        </p>
      )}
    </div>
  )
}

function RoomCardItem({ room }: { room: CardView }) {
  const Icon = room.icon
  return (
    <li
      data-locked={room.locked ? '' : undefined}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <div
        aria-hidden="true"
        className={cn(
          'flex h-24 items-end justify-between bg-linear-to-br p-4',
          room.gradient,
          room.locked && 'opacity-60',
        )}
      >
        <Icon className="size-8 text-white drop-shadow" />
        {room.locked ? <Lock className="size-6 text-white drop-shadow" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold wrap-anywhere">{room.name}</h2>
          {room.isPrivate ? <Badge variant="secondary">Private</Badge> : null}
          {room.readOnly ? <Badge variant="outline">Read-only</Badge> : null}
        </div>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{room.description}</p>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <p className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            <span data-testid="room-members">{room.memberCount}</span> members
          </p>
          <p className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            <span data-testid="room-active">{room.activeNow ?? '–'}</span> active now
          </p>
        </div>
        {room.locked ? (
          <Button
            asChild
            variant="outline"
            className="mt-4 h-auto! min-h-9 w-full whitespace-normal! focus-visible:ring-0!"
          >
            <Link
              to={paths.pricing}
              data-testid="room-locked"
              className="after:absolute after:inset-0 after:content-['']"
            >
              <Lock aria-hidden="true" />
              {LOCKED_ROOM_TEXT}
              <span className="sr-only">: {room.name}</span>
            </Link>
          </Button>
        ) : (
          <Button asChild variant="secondary" className="mt-4 w-full focus-visible:ring-0!">
            <Link to={paths.room(room.slug)} className="after:absolute after:inset-0 after:content-['']">
              Join Room<span className="sr-only">: {room.name}</span>
            </Link>
          </Button>
        )}
      </div>
    </li>
  )
}
