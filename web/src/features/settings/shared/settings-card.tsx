import { useId, type ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { cn } from '@/lib/utils'

/** Props of {@link SettingsCard}. */
export interface SettingsCardProps {
  /** The card's h2; it also names the card's region. */
  title: string
  description?: ReactNode
  /** A decorative icon shown before the title. */
  icon?: ReactNode
  /** Extra content beside the title (e.g. a 'Premium' badge). */
  aside?: ReactNode
  /** Element id, for links to this section. */
  id?: string
  className?: string
  children: ReactNode
}

/** One section of a settings sub-page: a card that is a region named by its h2 title. */
export function SettingsCard({ title, description, icon, aside, id, className, children }: SettingsCardProps) {
  const headingId = useId()
  return (
    <Card id={id} role="region" aria-labelledby={headingId} className={cn('gap-4!', className)}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          {icon}
          <h2 id={headingId} className="text-lg leading-none font-semibold">
            {title}
          </h2>
          {aside}
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  )
}
