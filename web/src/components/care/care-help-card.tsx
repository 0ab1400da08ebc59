import { HeartHandshake, X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { CrisisLineLink, EmergencyNumbers } from './emergency-numbers'

/** Props of {@link CareHelpCard}. */
export interface CareHelpCardProps {
  /** 'Close' was chosen; without it the card has no close button. */
  onClose?: () => void
  className?: string
}

/**
 * The help card shown to a member whose post, reply or message suggests they may be at risk (it
 * was still sent): a region 'Help is available now' saying someone is there for them, the
 * Emergency Contact numbers (911/112/999/000, 988 in the United States, 116 123 in the United
 * Kingdom and Ireland) and the crisis line directory link; 'Close' hides it.
 */
export function CareHelpCard({ onClose, className }: CareHelpCardProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-lg border border-primary/40 bg-primary/5 p-4 text-foreground', className)}
    >
      <div className="flex items-start gap-3">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1 space-y-3">
          <h2 id={titleId} className="text-base font-semibold">
            Help is available now
          </h2>
          <p className="text-sm">
            Your message was sent. It sounds like things may be hard right now, and you do not have to face that alone.
          </p>
          <EmergencyNumbers />
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <CrisisLineLink />
            </Button>
            {onClose ? (
              <Button type="button" size="sm" variant="outline" onClick={onClose}>
                <X aria-hidden="true" />
                Close
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
