import { Navigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { canonicalRoomId } from './room-id'
import { RoomChat } from './room-chat'
import { LockedRoom } from './room-lock'
import { useRoomName } from './use-room-name'
import { useRoomAccess } from './use-room-access'

function LockedRoomPage({ roomId }: { roomId: string }) {
  return <LockedRoom title={useRoomName(roomId).title} />
}

function GatedRoom({ roomId }: { roomId: string }) {
  const { entry, retry } = useRoomAccess(roomId)
  switch (entry.status) {
    case 'granted':
      return <RoomChat roomId={roomId} />
    case 'locked':
      return <LockedRoomPage roomId={roomId} />
    case 'not-found':
      return <Navigate to="/404" replace />
    case 'pending':
      return (
        <div className="flex h-[calc(100svh-3.5rem)] items-center justify-center">
          <Spinner label="Opening the room..." className="[&_svg]:size-8" />
        </div>
      )
    case 'error':
      return (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
          <p>{entry.message}</p>
          <Button onClick={retry}>Try again</Button>
        </div>
      )
    default:
      return null
  }
}

/**
 * /rooms/{roomId}: the room the path names; each room has one address, so another spelling of it
 * (an alias such as /rooms/anonymous or /rooms/void) redirects to the room's own
 * (/rooms/anonymous-confessions, /rooms/the-void). A missing or unusable id goes to /404, and so does a room the source does not
 * have (with a backend, a slug that is not in `rooms`). Entering follows the source's rule first
 * (The Inner Room's cap; a room the member's plan locks shows the lock and 'Available on Basic
 * and Pro' linking to /pricing); a spinner shows while the source decides. In guest mode any other id
 * opens its chat (unknown ids with the default sample posts).
 */
export function RoomScreen({ roomId }: { roomId: string | undefined }) {
  const id = canonicalRoomId(roomId)
  if (!id) return <Navigate to="/404" replace />
  if (id !== roomId) return <Navigate to={paths.room(id)} replace />
  return <GatedRoom key={id} roomId={id} />
}
