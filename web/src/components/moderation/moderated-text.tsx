import { EyeOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** Why content is hidden by moderation. */
export type HiddenState = 'hidden_pending' | 'hidden'

/** What others see in place of hidden content: 'Hidden pending review' or 'Hidden by a moderator'. */
export const HIDDEN_TEXT: Readonly<Record<HiddenState, string>> = {
  hidden_pending: 'Hidden pending review',
  hidden: 'Hidden by a moderator',
}

/** The notice its author sees under their own hidden content. */
export const AUTHOR_HIDDEN_NOTICE: Readonly<Record<HiddenState, string>> = {
  hidden_pending:
    'Hidden pending review: several members reported this, so others cannot see it until a moderator reviews it. See Settings → Account.',
  hidden: 'Hidden by a moderator: others cannot see this. See Settings → Account for why, and to appeal.',
}

/** Props of {@link ModeratedText}. */
export interface ModeratedTextProps {
  /** The content's moderation state; undefined or null: not hidden. */
  state: HiddenState | null | undefined
  /** The author's own content: they see the text, with a notice. */
  mine: boolean
  /** The text, as the element the caller shows it in. */
  children: ReactNode
  className?: string
}

/**
 * Content as moderation lets it show: unchanged when not hidden; for others, only 'Hidden pending
 * review' / 'Hidden by a moderator' in its place (in italics, with an icon); for its author, the
 * text and under it a notice saying it is hidden from others and why.
 */
export function ModeratedText({ state, mine, children, className }: ModeratedTextProps) {
  if (!state) return <>{children}</>
  if (!mine) {
    return (
      <p className={cn('flex items-center gap-1.5 text-sm text-muted-foreground italic', className)}>
        <EyeOff aria-hidden="true" className="size-4 shrink-0" />
        {HIDDEN_TEXT[state]}
      </p>
    )
  }
  return (
    <div className={className}>
      {children}
      <p className="mt-1 flex items-start gap-1.5 text-xs text-muted-foreground">
        <EyeOff aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {AUTHOR_HIDDEN_NOTICE[state]}
      </p>
    </div>
  )
}
