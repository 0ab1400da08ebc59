import { ArrowLeft, Users } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { CreatePrivateRoomButton } from './private/create-private-room-dialog'
import { ROOM_CARDS, type RoomCard } from './rooms-catalog'
import { useRoomMemberCounts } from './use-room-member-counts'

/**
 * /rooms: 'Community Rooms' with its subtitle, a back arrow to /dashboard, and one card per
 * room (name, description, member count, active-now count, gradient). Member counts are the
 * member's source's real ones once they are there (the guest keeps the fixed figures). The
 * card's 'Join Room' link covers the whole card, so a click anywhere on it, or on the button,
 * opens /rooms/{id}. A signed-in member also has 'Create Private Room' (Pro; others see what Pro adds).
 */
export function RoomsScreen() {
  const counts = useRoomMemberCounts()
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <div className="flex flex-wrap items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="mt-0.5">
          <Link to={paths.dashboard} aria-label="Back to dashboard">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div className="min-w-52 flex-1">
          <h1 className="text-3xl font-bold tracking-tight">Community Rooms</h1>
          <p className="mt-2 text-muted-foreground">Join conversations that matter to you</p>
        </div>
        <CreatePrivateRoomButton className="ml-12 sm:ml-0" />
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-label="Rooms">
        {ROOM_CARDS.map((room) => (
          <RoomCardItem key={room.id} room={room} memberCount={counts ? (counts[room.id] ?? 0) : room.memberCount} />
        ))}
      </ul>
    </div>
  )
}

function RoomCardItem({ room, memberCount }: { room: RoomCard; memberCount: number }) {
  const Icon = room.icon
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <div aria-hidden="true" className={cn('flex h-24 items-end bg-linear-to-br p-4', room.gradient)}>
        <Icon className="size-8 text-white drop-shadow" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold">{room.name}</h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{room.description}</p>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <p className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            <span data-testid="room-members">{memberCount}</span> members
          </p>
          <p className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            <span data-testid="room-active">{room.activeNow}</span> active now
          </p>
        </div>
        <Button asChild variant="secondary" className="mt-4 w-full focus-visible:ring-0!">
          <Link to={paths.room(room.id)} className="after:absolute after:inset-0 after:content-['']">
            Join Room<span className="sr-only">: {room.name}</span>
          </Link>
        </Button>
      </div>
    </li>
  )
}
