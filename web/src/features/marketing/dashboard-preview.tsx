import { cn } from '@/lib/utils'

const rooms = ['Dreams', 'The Void', 'Overthinking', 'Life Purpose', 'Relationships']
const tiles = [
  { name: 'Dreams', tone: 'from-violet-500 to-indigo-500' },
  { name: 'The Void', tone: 'from-slate-600 to-zinc-800' },
  { name: 'Overthinking', tone: 'from-sky-500 to-cyan-500' },
  { name: 'Life Purpose', tone: 'from-amber-500 to-orange-500' },
]

/**
 * The landing page's "dashboard screenshot", drawn in HTML and CSS instead of an
 * image: no download, no decode, and a fixed aspect ratio so it never shifts the layout.
 * Exposed to assistive technology as one image with a text alternative.
 */
export function DashboardPreview({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Preview of the Nexus dashboard: a sidebar of rooms, a welcome banner and featured room cards"
      className={cn('overflow-hidden rounded-2xl border border-border bg-card shadow-xl', className)}
    >
      <div aria-hidden="true" className="flex aspect-[16/10] w-full text-[10px] sm:text-xs">
        <div className="hidden w-1/4 flex-col gap-2 border-r border-border bg-sidebar p-3 text-sidebar-foreground sm:flex">
          <div className="mb-2 h-3 w-16 rounded bg-primary/70" />
          {rooms.map((r) => (
            <div key={r} className="flex items-center justify-between rounded px-1 py-0.5">
              <span className="truncate">{r}</span>
              <span className="size-2 rounded-full bg-primary/60" />
            </div>
          ))}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
          <div className="rounded-lg bg-linear-to-r from-violet-600 to-indigo-600 p-3 text-white sm:p-4">
            <div className="font-semibold">Welcome to Nexus</div>
            <div className="mt-1 h-2 w-3/4 rounded bg-white/40" />
            <div className="mt-1 h-2 w-1/2 rounded bg-white/30" />
          </div>
          <div className="grid flex-1 grid-cols-2 gap-2 sm:gap-3">
            {tiles.map((t) => (
              <div key={t.name} className="flex flex-col overflow-hidden rounded-lg border border-border bg-background">
                <div className={cn('h-1/3 bg-linear-to-r', t.tone)} />
                <div className="p-2">
                  <div className="font-medium text-foreground">{t.name}</div>
                  <div className="mt-1 h-1.5 w-2/3 rounded bg-muted-foreground/30" />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
