import { Ban, LoaderCircle, UserMinus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
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
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { usePrivateRoomsSource } from '../data/private-rooms-context'
import type { RoomPerson } from '../data/private-rooms-source'
import type { RoomListItem } from '../data/rooms-source'
import { Failure } from './form-bits'

/** Props of {@link RoomMembersDialog}. */
export interface RoomMembersDialogProps {
  room: Pick<RoomListItem, 'slug' | 'name'>
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called after a member was removed (the page reads its members again). */
  onChanged?: () => void
}

/** The longest reason kept with a removal, in characters. */
export const REMOVAL_REASON_MAX = 500

/**
 * 'Members' (the room's owner): the room's other members by name, each with 'Remove' and 'Ban'.
 * Either asks first, with an optional reason kept in the moderation log: a removed member loses
 * the room at once and may be invited again; a banned one can never rejoin nor be invited.
 * Refusals show the database's message.
 */
export function RoomMembersDialog({ room, open, onOpenChange, onChanged }: RoomMembersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Members of {room.name}</DialogTitle>
            <DialogDescription>Remove a member, or ban them so they can never come back.</DialogDescription>
          </DialogHeader>
          <MembersList slug={room.slug} roomName={room.name} onChanged={onChanged} />
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

function MembersList({ slug, roomName, onChanged }: { slug: string; roomName: string; onChanged?: () => void }) {
  const source = usePrivateRoomsSource()
  const {
    data: members,
    error,
    mutate,
  } = useSWR(['room-members-owner', source.key, slug], () => source.listMembers(slug))
  const [pending, setPending] = useState<{ person: RoomPerson; ban: boolean } | null>(null)

  if (error) return <Failure>{errorMessage(error) || 'The members could not be loaded.'}</Failure>
  if (!members) return <Spinner label="Loading members..." className="py-6" />
  if (pending)
    return (
      <ConfirmRemoval
        slug={slug}
        roomName={roomName}
        person={pending.person}
        ban={pending.ban}
        onCancel={() => setPending(null)}
        onDone={() => {
          void mutate(
            members.filter((m) => m.id !== pending.person.id),
            { revalidate: true },
          )
          setPending(null)
          onChanged?.()
        }}
      />
    )
  if (members.length === 0) return <p className="text-sm">Nobody else is here yet. Invite your friends.</p>
  return (
    <ul aria-label="Members" className="max-h-72 divide-y divide-border overflow-y-auto rounded-md border">
      {members.map((member) => (
        <li key={member.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{member.name}</span>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Remove ${member.name}`}
            onClick={() => setPending({ person: member, ban: false })}
          >
            <UserMinus aria-hidden="true" />
            Remove
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Ban ${member.name}`}
            onClick={() => setPending({ person: member, ban: true })}
          >
            <Ban aria-hidden="true" />
            Ban
          </Button>
        </li>
      ))}
    </ul>
  )
}

function ConfirmRemoval({
  slug,
  roomName,
  person,
  ban,
  onCancel,
  onDone,
}: {
  slug: string
  roomName: string
  person: RoomPerson
  ban: boolean
  onCancel: () => void
  onDone: () => void
}) {
  const source = usePrivateRoomsSource()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => heading.current?.focus(), [])

  const confirm = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await source.removeMember(slug, person.id, { ban, reason: reason.trim() || null })
    } catch (error) {
      setFailure(errorMessage(error) || 'That did not work. Please try again.')
      setBusy(false)
      return
    }
    toast({
      title: ban ? 'Member banned' : 'Member removed',
      description: `${person.name} is no longer in ${roomName}.`,
    })
    onDone()
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-md border border-border p-4">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-medium outline-none">
        {ban ? `Ban ${person.name}?` : `Remove ${person.name}?`}
      </h3>
      <p className="text-sm text-muted-foreground">
        {ban
          ? `They leave ${roomName} at once and can never rejoin or be invited again.`
          : `They leave ${roomName} at once. You can invite them again later.`}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason (optional, kept in the moderation log)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={REMOVAL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <Failure>{failure}</Failure>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="cancel" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : ban ? (
            <Ban aria-hidden="true" />
          ) : (
            <UserMinus aria-hidden="true" />
          )}
          {ban ? 'Ban member' : 'Remove member'}
        </Button>
      </div>
    </section>
  )
}
