import { ArrowLeft } from 'lucide-react'
import { useEffect, useId, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'

/** Props of {@link SettingsPage}. */
export interface SettingsPageProps {
  /** The page's one h1. */
  title: string
  /** A line under the title. */
  description?: string
  /** Shows 'Back to Settings' (a link to /settings) above the title; on by default. */
  backLink?: boolean
  children: ReactNode
}

/**
 * The frame of a settings sub-page inside the settings shell: an optional 'Back to Settings'
 * link to /settings, the page's h1 and description (the frame a stale prerendered page shows),
 * then the page's sections. A link to one of its sections (`#account-standing`, `#your-reports`)
 * scrolls that section into view.
 */
export function SettingsPage({ title, description, backLink = true, children }: SettingsPageProps) {
  const headingId = useId()
  const { hash } = useLocation()
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' })
  }, [hash])
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div data-frame className="space-y-3">
        {backLink ? (
          <Button asChild variant="ghost" size="sm" className="-ml-3">
            <Link to={paths.settings.root}>
              <ArrowLeft aria-hidden="true" />
              Back to Settings
            </Link>
          </Button>
        ) : null}
        <h1 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  )
}
