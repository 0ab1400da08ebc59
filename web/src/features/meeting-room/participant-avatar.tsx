import { cn } from '@/lib/utils'
import { initials } from './participants'

/** Diameter and initials' size of each {@link ParticipantAvatar} size: 36, 48 and 64 px. */
const SIZES = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-16 text-xl' } as const

/**
 * A round avatar with a person's initials; decorative (the name is always written beside it).
 * `size`: sm (36 px, the default), md (48 px) or lg (64 px).
 */
export function ParticipantAvatar({
  name,
  speaking = false,
  size = 'sm',
  className,
}: {
  name: string
  speaking?: boolean
  size?: keyof typeof SIZES
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary/15 font-semibold text-foreground',
        SIZES[size],
        speaking && 'ring-2 ring-success ring-offset-2 ring-offset-card',
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
