import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

/**
 * The Nexus mark (the favicon's picture), decorative, 32 × 32 px. Inline SVG: it costs no request,
 * and a browser draws it with the page, where an SVG file in an `<img>` is a document of its own
 * that a phone parses, lays out and paints on the main thread while the page loads.
 */
export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="#7c3aed" />
      <path d="M9 23V9h3l8 9.5V9h3v14h-3l-8-9.5V23z" fill="#fff" />
    </svg>
  )
}

/**
 * The Nexus logo ({@link LogoMark} and the name). Used in the public top bar and footer.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <LogoMark />
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
