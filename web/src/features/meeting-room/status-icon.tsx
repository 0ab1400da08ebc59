import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/** An icon that carries meaning: exposed as an image named `label` (also its tooltip). */
export function StatusIcon({ icon: Icon, label, className }: { icon: LucideIcon; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex', className)}>
      <Icon aria-hidden="true" className="size-4" />
    </span>
  )
}
