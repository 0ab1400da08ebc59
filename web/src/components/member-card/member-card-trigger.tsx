import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { useMemberPrivacySource } from '@/lib/member/member-privacy-context'
import { onDemand } from '@/lib/on-demand'
import { announceHidesChanged } from '@/lib/member/member-hides'
import { cn } from '@/lib/utils'

const card = onDemand(() => import('./member-card'))
const MemberCardDialog = lazy(async () => ({ default: (await card.get()).MemberCardDialog }))

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
 * before: guests have no member card. A name is only a button until it is first used: the card's
 * code loads then (its download starts on hover or focus), so a feed of names costs one button
 * each.
 */
export function MemberCardTrigger({ memberId, name, children, id, className }: MemberCardTriggerProps) {
  const source = useMemberPrivacySource()
  const [open, setOpen] = useState(false)
  // The card (and its read) mounts when it opens, afresh each time (no refusal left from before).
  const [opens, setOpens] = useState(0)
  const button = useRef<HTMLButtonElement>(null)
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
  const warm = () => void card.get().catch(() => {})
  return (
    <>
      <button
        ref={button}
        type="button"
        id={id}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={children ? `${name}: open member card` : undefined}
        className={cn(
          'cursor-pointer rounded-sm text-left underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setOpens((n) => n + 1)
          setOpen(true)
        }}
      >
        {children ?? name}
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <MemberCardDialog
            key={opens}
            source={source}
            memberId={memberId}
            name={name}
            open={open}
            returnFocusTo={button}
            onOpenChange={(next) => {
              setOpen(next)
              if (!next && hidesChanged.current) {
                hidesChanged.current = false
                announceHidesChanged()
              }
            }}
            onHidesChanged={() => {
              hidesChanged.current = true
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
