import { cn } from '@/lib/utils'
import { initials } from './participants'

/** A round avatar with a person's initials; decorative (the name is always written beside it). */
export function ParticipantAvatar({
  name,
  speaking = false,
  className,
}: {
  name: string
  speaking?: boolean
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-sm font-semibold text-foreground',
        speaking && 'ring-2 ring-success ring-offset-2 ring-offset-card',
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
