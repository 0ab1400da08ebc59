import { ArrowRightLeft, Lock } from 'lucide-react'
import { useId, useState } from 'react'
import useSWR from 'swr'
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
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import type { ModerationSource } from './data/moderation-source'
import type { FoundMember, PrivateRoomRow } from './data/moderation-types'
import { FieldError } from './field-error'
import { MemberSearch } from './member-search'
import { moderationKeys } from './moderation-keys'
import { whenOf } from './queue-order'

/** The note on a private room whose owner is not on Pro now (the room is read-only for everyone). */
export const READ_ONLY_NOTE = 'Read-only: owner not on Pro'

/**
 * The Private rooms tab (administrators): every private room (`admin_private_rooms()`), the
 * read-only ones first, each with its owner, {@link READ_ONLY_NOTE} when the owner is not on Pro,
 * its members and posts, and 'Give to another member', which opens {@link GiveRoomDialog}. The
 * database refuses anyone but an administrator.
 */
export function PrivateRoomsPanel({ source }: { source: ModerationSource }) {
  const { data, error, mutate } = useSWR(moderationKeys.privateRooms(source), () => source.privateRooms())
  const [giving, setGiving] = useState<PrivateRoomRow | null>(null)
  const id = useId()

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Private rooms
      </h2>
      <p className="text-sm text-muted-foreground">
        When a room&apos;s owner is no longer on Pro, the room is read-only for everyone (nothing is deleted) until they
        subscribe again or you give it to another member on Pro.
      </p>
      {error ? (
        <p role="alert" className="text-destructive dark:text-red-300">
          {errorMessage(error) || 'The private rooms could not be loaded.'}
        </p>
      ) : !data ? (
        <Spinner label="Loading private rooms..." />
      ) : data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No private rooms yet.</p>
      ) : (
        <ul aria-label="Private rooms" className="divide-y rounded-lg border">
          {data.map((room) => (
            <li key={room.slug} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1 space-y-1">
                <p id={`${id}-room-${room.slug}`} className="font-medium break-words">
                  {room.name}
                </p>
                <p className="text-sm break-words">
                  {room.ownerName ? `Owner: ${room.ownerName}` : 'No owner: their account was deleted'}
                </p>
                {room.ownerOnPro ? null : (
                  <p className="inline-flex items-center gap-1.5 rounded-md border border-amber-500/60 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50">
                    <Lock aria-hidden="true" className="size-3" />
                    {READ_ONLY_NOTE}
                  </p>
                )}
                <p className="text-xs text-muted-foreground">
                  {countOf(room.memberCount, 'member')} · {countOf(room.postCount, 'post')}
                  {room.createdAt ? ` · created ${whenOf(room.createdAt)}` : ''}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-auto"
                aria-describedby={`${id}-room-${room.slug}`}
                onClick={() => setGiving(room)}
              >
                <ArrowRightLeft aria-hidden="true" />
                Give to another member
              </Button>
            </li>
          ))}
        </ul>
      )}
      <GiveRoomDialog
        source={source}
        room={giving}
        onOpenChange={(open) => {
          if (!open) setGiving(null)
        }}
        onGiven={async () => {
          setGiving(null)
          await mutate()
        }}
      />
    </section>
  )
}

/** Props of {@link GiveRoomDialog}. */
export interface GiveRoomDialogProps {
  source: ModerationSource
  /** The room to give; the dialog is open while it is set. */
  room: PrivateRoomRow | null
  onOpenChange: (open: boolean) => void
  /** Called after the database gave the room away (the toast is already shown). */
  onGiven: () => void | Promise<void>
}

/**
 * 'Give <room> to another member': the administrator finds a member by name (`find_members()`),
 * chooses them and confirms with 'Give the room' (`transfer_private_room()`). The database's
 * refusal ('The new owner must be on Pro.', 'The new owner already owns 3 private rooms.', …) is
 * shown as is in the dialog, which stays open to choose someone else; on success a toast says who
 * owns the room now.
 */
export function GiveRoomDialog({ source, room, onOpenChange, onGiven }: GiveRoomDialogProps) {
  return (
    <Dialog open={room !== null} onOpenChange={onOpenChange}>
      {room ? <GiveRoomForm key={room.slug} source={source} room={room} onGiven={onGiven} /> : null}
    </Dialog>
  )
}

function GiveRoomForm({
  source,
  room,
  onGiven,
}: {
  source: ModerationSource
  room: PrivateRoomRow
  onGiven: () => void | Promise<void>
}) {
  const id = useId()
  const [chosen, setChosen] = useState<FoundMember | null>(null)
  const [failure, setFailure] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const give = async () => {
    if (!chosen) {
      setFailure('Choose the new owner first.')
      return
    }
    setBusy(true)
    setFailure(undefined)
    try {
      await source.transferRoom(room.slug, chosen.id)
      toast({ title: 'Room given', description: `${room.name} now belongs to ${chosen.name}.` })
      await onGiven()
    } catch (error) {
      setFailure(errorMessage(error) || 'Something went wrong.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle className="break-words">Give {room.name} to another member</DialogTitle>
        <DialogDescription>
          The new owner must be on Pro. They become the room&apos;s owner and a member of it, and the room opens again
          for posting. The change is written to the moderation log.
        </DialogDescription>
      </DialogHeader>
      <MemberSearch
        source={source}
        actionFor={(member, nameId) =>
          member.id === room.ownerId ? (
            <span className="text-xs text-muted-foreground">Owns this room</span>
          ) : (
            <Button
              size="sm"
              variant={chosen?.id === member.id ? 'default' : 'secondary'}
              aria-pressed={chosen?.id === member.id}
              aria-describedby={nameId}
              onClick={() => {
                setChosen(member)
                setFailure(undefined)
              }}
            >
              Choose
            </Button>
          )
        }
      />
      <p aria-live="polite" className="text-sm break-words">
        {chosen ? (
          <>
            New owner: <span className="font-medium">{chosen.name}</span>
          </>
        ) : (
          <span className="text-muted-foreground">No new owner chosen yet.</span>
        )}
      </p>
      <FieldError id={`${id}-error`} message={failure} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button onClick={() => void give()} disabled={busy} aria-describedby={failure ? `${id}-error` : undefined}>
          {busy ? 'Giving...' : 'Give the room'}
        </Button>
      </DialogFooter>
    </DialogContent>
  )
}

function countOf(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`
}
