import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

/**
 * The Nexus logo (the favicon's mark, inlined so it costs no request, plus the name); the
 * mark is decorative. Used in the public top bar and footer.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#7c3aed" />
        <path d="M9 23V9h3l8 9.5V9h3v14h-3l-8-9.5V23z" fill="#fff" />
      </svg>
      Nexus
    </span>
  )
}

/**
 * The logo as a link home. A plain anchor, so the landing page's code path does
 * not need the router (see `public-header.tsx`).
 */
export function BrandLink() {
  return (
    <a
      href={paths.home}
      className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      aria-label="Nexus home"
    >
      <BrandMark />
    </a>
  )
}
