import type { ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { BrandLink } from './brand'

/**
 * The top bar of the public pages: logo on the left, the page's navigation items on the right
 *. Items are passed as children, usually {@link HeaderLink}s.
 *
 * Public chrome uses plain anchors rather than router links: the landing page then carries no
 * router code of its own, which keeps `/` inside its JavaScript budget.
 */
export function PublicHeader({ children, label = 'Main' }: { children?: ReactNode; label?: string }) {
  return (
    <header data-frame className="sticky top-0 z-40 border-b border-border bg-background/95">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <BrandLink />
        {/* Its items depend on who visits (Sign In or Dashboard): left empty in a backend build's frame. */}
        <nav data-identity aria-label={label}>
          <ul className="flex flex-wrap items-center gap-1 sm:gap-2">{children}</ul>
        </nav>
      </div>
    </header>
  )
}

/**
 * One item of {@link PublicHeader}: a link styled as a ghost button, or as the primary button
 * when `primary` is set (e.g. Join Now). `href` is a path from `paths` or an in-page anchor.
 */
export function HeaderLink({
  href,
  primary = false,
  children,
}: {
  href: string
  primary?: boolean
  children: ReactNode
}) {
  return (
    <li>
      <a href={href} className={cn(buttonVariants({ variant: primary ? 'default' : 'ghost' }), 'px-3!')}>
        {children}
      </a>
    </li>
  )
}
