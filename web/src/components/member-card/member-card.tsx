// The member card lives in components/ (not in a feature) because several features show people
// (rooms: a post's author; friends: a friend, a request, a suggestion, 'Find People', the chat
// header) and features never import each other. Its data comes through the member privacy
// context (lib/member), which the app layer provides for a signed-in member only: the guest has
// no card, and their names stay plain text.
import { useRef, useState, type ReactNode } from 'react'
import { Ban, MessageCircle, UserCheck, UserPlus, Volume2, VolumeX } from 'lucide-react'
import { Link } from 'react-router'
import useSWR, { useSWRConfig } from 'swr'
import { paths } from '@/config/paths'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { memberCardKey, privacyListKey } from '@/lib/member/member-cache-keys'
import { announceHidesChanged } from '@/lib/member/member-hides'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import type { MemberCardView, MemberPrivacySource } from '@/lib/member/member-privacy-source'
import { cn } from '@/lib/utils'

/** The initials of a name (first letters of its first two words, upper case), '?' for none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
  return letters.toUpperCase() || '?'
}

/** Props of {@link MemberAvatar}. */
export interface MemberAvatarProps {
  name: string
  /** The member's picture; only https addresses are shown (the others fall back to initials). */
  avatarUrl?: string | null
  className?: string
}

/** A member's round avatar: their picture when they have an https one, else their initials. Hidden from assistive technology (the name is always beside it). */
export function MemberAvatar({ name, avatarUrl, className }: MemberAvatarProps) {
  return (
    <Avatar aria-hidden="true" className={className}>
      {avatarUrl?.startsWith('https://') ? <AvatarImage src={avatarUrl} alt="" /> : null}
      <AvatarFallback>{initialsOf(name)}</AvatarFallback>
    </Avatar>
  )
}

/** Props of {@link MemberCardTrigger}. */
export interface MemberCardTriggerProps {
  /** The member the card is of (never the signed-in member themself). */
  memberId: string
  /** Their name as shown where they appear: the trigger's text, and the card's title until it has loaded. */
  name: string
  /** What the trigger shows instead of the name (the name stays its accessible label). */
  children?: ReactNode
  /** Element id (e.g. so a post is labelled by its author). */
  id?: string
  className?: string
}

/**
 * A person's name that opens their member card (a dialog) when the signed-in member clicks it or
 * presses Enter or Space on it. For the guest (no privacy source) it is the plain name, as
 * before: guests have no member card.
 */
export function MemberCardTrigger({ memberId, name, children, id, className }: MemberCardTriggerProps) {
  const source = useMemberPrivacySource()
  const [open, setOpen] = useState(false)
  // The card (and its read) mounts when it opens, afresh each time (no refusal left from before):
  // a feed of names costs one button each.
  const [opens, setOpens] = useState(0)
  // A block or mute made in the card is announced once it closes: the page may then drop the
  // very post the card was opened from (and the card with it).
  const hidesChanged = useRef(false)
  if (!source) {
    return (
      <span id={id} className={className}>
        {children ?? name}
      </span>
    )
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next && hidesChanged.current) {
          hidesChanged.current = false
          announceHidesChanged()
        }
      }}
    >
      <DialogTrigger asChild>
        <button
          type="button"
          id={id}
          aria-label={children ? `${name}: open member card` : undefined}
          className={cn(
            'cursor-pointer rounded-sm text-left underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
            className,
          )}
          onClick={() => setOpens((n) => n + 1)}
        >
          {children ?? name}
        </button>
      </DialogTrigger>
      {opens > 0 ? (
        <MemberCard
          key={opens}
          source={source}
          memberId={memberId}
          name={name}
          open={open}
          onHidesChanged={() => {
            hidesChanged.current = true
          }}
        />
      ) : null}
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
 * Request'), Message (friends only: their chat), Mute or Unmute, Block or Unblock. Every action
 * is on the member id. An action's refusal is shown in the card as the server says it; a done
 * action shows a toast and the card, Settings' lists and the card's buttons follow, and a block
 * or mute is announced to the page (a room's feed reads its newest posts again, without theirs):
 * from {@link MemberCardTrigger}, once the card closes.
 */
export function MemberCard({ source, memberId, name, open, onHidesChanged = announceHidesChanged }: MemberCardProps) {
  const { mutate } = useSWRConfig()
  const key = memberCardKey(memberId, source.key)
  const { data, error, mutate: reread } = useSWR(open ? key : null, () => source.card(memberId))
  const [busy, setBusy] = useState<Action | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
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
    <DialogContent className="sm:max-w-sm!" aria-describedby={undefined}>
      <DialogHeader className="items-center sm:text-center!">
        <MemberAvatar name={shownName} avatarUrl={data?.avatarUrl} className="size-20! text-2xl" />
        <DialogTitle className="text-xl! wrap-anywhere">{shownName}</DialogTitle>
      </DialogHeader>
      {data ? (
        <CardBody view={data} busy={busy} onAct={act} />
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
    </DialogContent>
  )
}

function CardBody({
  view,
  busy,
  onAct,
}: {
  view: MemberCardView
  busy: Action | null
  onAct: (action: Action) => Promise<void>
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
      </div>
    </>
  )
}
