// The member card lives in components/ (not in a feature) because several features show people
// (rooms: a post's author; friends: a friend, a request, a suggestion, 'Find People', the chat
// header) and features never import each other. Its data comes through the member privacy
// context (lib/member), which the app layer provides for a signed-in member only: the guest has
// no card, and their names stay plain text.
import { useState, type RefObject } from 'react'
import { Ban, Flag, MessageCircle, UserCheck, UserPlus, Volume2, VolumeX } from 'lucide-react'
import { Link } from 'react-router'
import useSWR, { useSWRConfig } from 'swr'
import { paths } from '@/config/paths'
import { ReportDialogOnDemand } from '@/components/report-dialog/report-dialog-on-demand'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { memberCardKey, privacyListKey } from '@/lib/member/member-cache-keys'
import { announceHidesChanged } from '@/lib/member/member-hides'
import type { MemberCardView, MemberPrivacySource } from '@/lib/member/member-privacy-source'
import type { ReportTarget } from '@/lib/moderation/moderation-source'
import { MemberAvatar } from './member-avatar'

/** Props of {@link MemberCardDialog}. */
export interface MemberCardDialogProps extends Omit<MemberCardProps, 'onHidesChanged'> {
  onOpenChange: (open: boolean) => void
  /** Called after a block, unblock, mute or unmute is done. */
  onHidesChanged: () => void
  /** Where focus goes back when the card closes (the name that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * The member card as a dialog, open while `open` is: the part of {@link MemberCardTrigger}
 * (./member-card-trigger) that loads the first time a name is clicked.
 */
export function MemberCardDialog({ open, onOpenChange, returnFocusTo, ...card }: MemberCardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <MemberCard {...card} open={open} returnFocusTo={returnFocusTo} />
    </Dialog>
  )
}

/** Props of {@link MemberCard}. */
export interface MemberCardProps {
  source: MemberPrivacySource
  memberId: string
  /** The name where the member was shown, until (or when) the card has no better one. */
  name: string
  /** Whether the dialog is open: the card is read (again) while it is. */
  open: boolean
  /** Called after a block, unblock, mute or unmute is done (default: announced to the page at once). */
  onHidesChanged?: () => void
  /** Where focus goes back when the card closes (default: Radix's trigger, when there is one). */
  returnFocusTo?: RefObject<HTMLElement | null>
}

type Action = 'befriend' | 'block' | 'unblock' | 'mute' | 'unmute'

const DONE: Record<Action, (name: string) => { title: string; description: string }> = {
  befriend: (name) => ({ title: 'Friend request sent', description: `${name} will see your request.` }),
  block: (name) => ({ title: 'User blocked', description: `${name} can no longer reach you.` }),
  unblock: (name) => ({ title: 'User unblocked', description: `${name} has been unblocked.` }),
  mute: () => ({ title: 'User muted', description: 'Their messages will be hidden.' }),
  unmute: (name) => ({ title: 'User unmuted', description: `${name}'s messages will show again.` }),
}

/**
 * The member card of member `memberId`, the content of a {@link Dialog} around it: their avatar, name and bio as their profile
 * visibility lets the signed-in member see them, and Add Friend (or 'Request Sent', 'Accept
 * Request'), Message (friends only: their chat), Mute or Unmute, Block or Unblock, and 'Report'
 * (the report dialog, for their profile). Every action is on the member id. An action's refusal is shown in the card as the server says it; a done
 * action shows a toast and the card, Settings' lists and the card's buttons follow, and a block
 * or mute is announced to the page (a room's feed reads its newest posts again, without theirs):
 * from {@link MemberCardTrigger}, once the card closes.
 */
export function MemberCard({
  source,
  memberId,
  name,
  open,
  onHidesChanged = announceHidesChanged,
  returnFocusTo,
}: MemberCardProps) {
  const { mutate } = useSWRConfig()
  const key = memberCardKey(memberId, source.key)
  const { data, error, mutate: reread } = useSWR(open ? key : null, () => source.card(memberId))
  const [busy, setBusy] = useState<Action | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [reporting, setReporting] = useState<ReportTarget | null>(null)
  const shownName = data?.name ?? name

  const act = async (action: Action) => {
    setBusy(action)
    setFailure(null)
    try {
      if (action === 'befriend') await source.befriend(memberId)
      else if (action === 'block' || action === 'mute')
        await source.add(action === 'block' ? 'blocks' : 'mutes', memberId)
      else await source.remove(action === 'unblock' ? 'blocks' : 'mutes', memberId)
      if (action !== 'befriend') onHidesChanged()
      toast(DONE[action](shownName))
      await Promise.all([
        reread(),
        mutate(privacyListKey(action === 'block' || action === 'unblock' ? 'blocks' : 'mutes', source.key)),
      ])
    } catch (refusal) {
      setFailure(errorMessage(refusal) || 'Something went wrong. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <DialogContent
      className="sm:max-w-sm!"
      aria-describedby={undefined}
      onCloseAutoFocus={
        returnFocusTo
          ? (event) => {
              event.preventDefault()
              returnFocusTo.current?.focus()
            }
          : undefined
      }
    >
      <DialogHeader className="items-center sm:text-center!">
        <MemberAvatar name={shownName} avatarUrl={data?.avatarUrl} className="size-20! text-2xl" />
        <DialogTitle className="text-xl! wrap-anywhere">{shownName}</DialogTitle>
      </DialogHeader>
      {data ? (
        <CardBody
          view={data}
          busy={busy}
          onAct={act}
          onReport={() => setReporting({ type: 'profile', id: memberId, label: `${shownName}'s profile` })}
        />
      ) : error ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {errorMessage(error) || 'This member could not be loaded.'}
        </p>
      ) : (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Loading member...
        </p>
      )}
      {failure ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <ReportDialogOnDemand target={reporting} onClose={() => setReporting(null)} />
    </DialogContent>
  )
}

function CardBody({
  view,
  busy,
  onAct,
  onReport,
}: {
  view: MemberCardView
  busy: Action | null
  onAct: (action: Action) => Promise<void>
  onReport: () => void
}) {
  const name = view.name ?? 'this member'
  return (
    <>
      <DialogDescription className="text-center whitespace-pre-wrap wrap-anywhere">
        {view.bio ?? (view.visible ? 'No bio yet.' : 'This member keeps their profile private.')}
      </DialogDescription>
      <div className="grid grid-cols-2 gap-2">
        {view.blocked ? null : view.friendship === 'friends' ? (
          <Button asChild className="col-span-2">
            <Link to={paths.friend(view.id)}>
              <MessageCircle aria-hidden="true" />
              Message
            </Link>
          </Button>
        ) : view.friendship === 'sent' ? (
          <Button className="col-span-2" disabled>
            <UserCheck aria-hidden="true" />
            Request Sent
          </Button>
        ) : view.friendship === 'received' ? (
          <Button className="col-span-2" disabled={busy !== null} onClick={() => void onAct('befriend')}>
            <UserPlus aria-hidden="true" />
            Accept Request
          </Button>
        ) : view.friendship === 'closed' ? null : (
          <Button className="col-span-2" disabled={busy !== null} onClick={() => void onAct('befriend')}>
            <UserPlus aria-hidden="true" />
            Add Friend
          </Button>
        )}
        <Button
          variant="outline"
          disabled={busy !== null}
          aria-label={view.muted ? `Unmute ${name}` : `Mute ${name}`}
          onClick={() => void onAct(view.muted ? 'unmute' : 'mute')}
        >
          {view.muted ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          {view.muted ? 'Unmute' : 'Mute'}
        </Button>
        <Button
          variant={view.blocked ? 'outline' : 'destructive'}
          disabled={busy !== null}
          aria-label={view.blocked ? `Unblock ${name}` : `Block ${name}`}
          onClick={() => void onAct(view.blocked ? 'unblock' : 'block')}
        >
          <Ban aria-hidden="true" />
          {view.blocked ? 'Unblock' : 'Block'}
        </Button>
        <Button
          variant="ghost"
          className="col-span-2 text-muted-foreground"
          aria-label={`Report ${name}'s profile`}
          onClick={onReport}
        >
          <Flag aria-hidden="true" />
          Report
        </Button>
      </div>
    </>
  )
}
