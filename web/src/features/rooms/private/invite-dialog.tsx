import { Check, LoaderCircle, UserPlus } from 'lucide-react'
import { useState } from 'react'
import useSWR from 'swr'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { usePrivateRoomsSource } from '../data/private-rooms-context'
import type { RoomListItem } from '../data/rooms-source'
import { Failure } from './form-bits'

/** Props of {@link InviteDialog}. */
export interface InviteDialogProps {
  room: Pick<RoomListItem, 'slug' | 'name'>
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * 'Invite' (the room's owner): the member's friends by name, each with 'Invite'; an invited
 * friend shows 'Invited' (they get a notification with Accept and Decline), one already in the
 * room 'In the room'. Only friends can be
 * invited; the database refuses a full room, a banned member or anyone else, and its message
 * shows in the dialog. Without friends it says so and links to Friends.
 */
export function InviteDialog({ room, open, onOpenChange }: InviteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Invite to {room.name}</DialogTitle>
            <DialogDescription>Pick a friend. They join once they accept your invitation.</DialogDescription>
          </DialogHeader>
          <FriendPicker slug={room.slug} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="cancel">
                Done
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function FriendPicker({ slug }: { slug: string }) {
  const source = usePrivateRoomsSource()
  const { data: friends, error } = useSWR(['room-friends', source.key], () => source.listFriends())
  // Friends already in the room are shown as such (inviting them again would only be refused).
  const { data: members } = useSWR(['room-members-owner', source.key, slug], () => source.listMembers(slug))
  const inRoom = new Set((members ?? []).map((member) => member.id))
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const invite = async (id: string) => {
    setBusy(id)
    setFailure(null)
    try {
      await source.invite(slug, id)
      setInvited((current) => new Set([...current, id]))
    } catch (failed) {
      setFailure(errorMessage(failed) || 'The invitation could not be sent. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  if (error) return <Failure>{errorMessage(error) || 'Your friends could not be loaded.'}</Failure>
  if (!friends) return <Spinner label="Loading your friends..." className="py-6" />
  if (friends.length === 0)
    return (
      <p className="text-sm">
        You can invite your friends, and you have none yet.{' '}
        <Link to={paths.friends} className="font-medium text-primary underline-offset-4 hover:underline">
          Find friends
        </Link>
      </p>
    )
  return (
    <>
      <ul aria-label="Your friends" className="max-h-72 divide-y divide-border overflow-y-auto rounded-md border">
        {friends.map((friend) => {
          const done = invited.has(friend.id)
          return (
            <li key={friend.id} className="flex items-center gap-3 px-3 py-2">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-sm font-semibold"
              >
                {friend.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{friend.name}</span>
              {inRoom.has(friend.id) ? (
                <span className="text-sm text-muted-foreground">In the room</span>
              ) : done ? (
                <span className="flex items-center gap-1 text-sm text-muted-foreground">
                  <Check aria-hidden="true" className="size-4 text-success" />
                  Invited
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  aria-label={`Invite ${friend.name}`}
                  onClick={() => void invite(friend.id)}
                >
                  {busy === friend.id ? (
                    <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                  ) : (
                    <UserPlus aria-hidden="true" />
                  )}
                  Invite
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <Failure>{failure}</Failure>
    </>
  )
}
