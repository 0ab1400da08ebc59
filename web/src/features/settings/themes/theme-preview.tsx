import type { Theme } from '@/lib/theme/theme'
import { cn } from '@/lib/utils'

/**
 * A small drawing of the app in `theme` (sidebar, a card, a button), drawn with that theme's
 * own colour tokens by setting `data-theme` on the drawing. Decorative: no text.
 */
export function ThemeThumbnail({ theme, className }: { theme: Theme; className?: string }) {
  return (
    <span
      data-theme={theme}
      aria-hidden="true"
      className={cn('flex h-24 overflow-hidden rounded-md border border-border bg-background', className)}
    >
      <span className="block w-1/4 space-y-1.5 bg-sidebar p-2">
        <span className="block h-1.5 w-3/4 rounded-full bg-sidebar-foreground/60" />
        <span className="block h-1.5 w-1/2 rounded-full bg-sidebar-foreground/40" />
        <span className="block h-1.5 w-2/3 rounded-full bg-sidebar-foreground/40" />
      </span>
      <span className="block flex-1 space-y-2 p-2">
        <span className="block space-y-1.5 rounded bg-card p-2 shadow-sm">
          <span className="block h-1.5 w-1/2 rounded-full bg-card-foreground/80" />
          <span className="block h-1.5 w-3/4 rounded-full bg-muted-foreground/60" />
        </span>
        <span className="block h-3 w-10 rounded bg-primary" />
      </span>
    </span>
  )
}

/**
 * A larger sample of the app in `theme`: a card with a heading, text, a muted line and
 * button-like labels, all in that theme's tokens, so the member sees the theme before applying it.
 */
export function ThemeSample({ theme, name }: { theme: Theme; name: string }) {
  return (
    <figure
      data-theme={theme}
      data-testid="theme-sample"
      className="rounded-xl border border-border bg-background p-4 text-foreground sm:p-6"
    >
      <figcaption className="text-sm text-muted-foreground">Preview: {name}</figcaption>
      <div className="mt-3 space-y-3 rounded-lg border border-border bg-card p-4 text-card-foreground">
        <p className="font-semibold">Overthinking</p>
        <p className="text-sm">What is one thought you keep coming back to this week?</p>
        <p className="text-xs text-muted-foreground">156 members · Just now</p>
        <div className="flex flex-wrap gap-2">
          <span className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">Reply</span>
          <span className="rounded-md bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground">
            Save
          </span>
          <span className="rounded-md bg-accent px-3 py-1.5 text-sm text-accent-foreground">#reflection</span>
        </div>
      </div>
    </figure>
  )
}
