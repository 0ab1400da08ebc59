import { ShieldAlert } from 'lucide-react'

/**
 * The moderation notice above the composer: an alert with the content check's reason while
 * `message` is set (the room clears it after 3000 ms). The live region stays in the page so
 * screen readers announce each new notice.
 */
export function ModerationNotice({ message }: { message: string | null }) {
  return (
    <div role="alert" className="px-4 empty:hidden sm:px-6">
      {message ? (
        <p className="mb-2 flex items-center gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm font-medium text-foreground">
          <ShieldAlert aria-hidden="true" className="size-4 shrink-0 text-destructive" />
          {message}
        </p>
      ) : null}
    </div>
  )
}
