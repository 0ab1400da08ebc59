import { Check, LoaderCircle, X } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import type { AppNotification } from '@/lib/notifications/notifications'

/**
 * Accepts or declines invitation `invitationId` to a private room with the database's
 * `respond_to_room_invitation()`; resolves to the room's slug. Rejects with the database's
 * refusal (e.g. 'You cannot join this room.', 'This room is full'); `loadClient` is for tests.
 */
export async function respondToRoomInvitation(
  invitationId: string,
  accept: boolean,
  loadClient?: () => Promise<unknown>,
): Promise<string> {
  // Loaded on the first answer: the guest (who gets no invitations) never downloads it.
  const { membersClient } = await import('@/lib/member/members-db')
  const client = await membersClient(loadClient)
  const { data, error } = await client.rpc('respond_to_room_invitation', { invitation_id: invitationId, accept })
  if (error) throw new Error(error.message || 'The invitation could not be answered. Please try again.')
  return typeof data === 'string' ? data : ''
}

/** Props of {@link RoomInvitationActions}. */
export interface RoomInvitationActionsProps {
  notification: AppNotification
  /** Marks the notification read (after it was answered). */
  onAnswered: () => void
  /** Id of the notification's title, which names the buttons' subject. */
  describedBy: string
  /** For tests: answers instead of the database. */
  respond?: (invitationId: string, accept: boolean) => Promise<string>
}

/**
 * Accept and Decline of an unread invitation to a private room. Accept joins the room and goes
 * to it; Decline says 'Invitation declined'. Either marks the notification read; a refusal (the
 * room is full, the member was banned, the invitation is gone) shows the database's message in a
 * toast and keeps the buttons.
 */
export function RoomInvitationActions({
  notification,
  onAnswered,
  describedBy,
  respond = respondToRoomInvitation,
}: RoomInvitationActionsProps) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null)
  const invitationId = notification.data?.invitationId

  const answer = async (accept: boolean) => {
    if (!invitationId) return
    setBusy(accept ? 'accept' : 'decline')
    let slug: string
    try {
      slug = await respond(invitationId, accept)
    } catch (error) {
      toast({
        title: errorMessage(error) || 'The invitation could not be answered. Please try again.',
        variant: 'destructive',
      })
      setBusy(null)
      return
    }
    onAnswered()
    if (accept) {
      toast({ title: 'Invitation accepted', duration: 3000 })
      void navigate(paths.room(slug || notification.data?.roomSlug || ''))
    } else {
      toast({ title: 'Invitation declined', duration: 3000 })
      setBusy(null)
    }
  }

  if (!invitationId) return null
  return (
    <div className="mt-3 flex gap-2">
      <Button size="sm" aria-describedby={describedBy} disabled={busy !== null} onClick={() => void answer(true)}>
        {busy === 'accept' ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Check aria-hidden="true" />
        )}
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-describedby={describedBy}
        disabled={busy !== null}
        onClick={() => void answer(false)}
      >
        {busy === 'decline' ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <X aria-hidden="true" />
        )}
        Decline
      </Button>
    </div>
  )
}
