import { ArrowLeft, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { LOCKED_ROOM_TEXT, READ_ONLY_ROOM_TEXT } from './public-rooms'

/**
 * The page of a room the member's plan does not open (a free member in a paid room): the back
 * arrow to /rooms, the room's name, a lock and 'Available on Basic and Pro' linking to /pricing;
 * no posts and no composer (the database refuses both anyway).
 */
export function LockedRoom({ title }: { title: string }) {
  return (
    <div className="flex h-[calc(100svh-3.5rem)] flex-col">
      <div className="flex items-center gap-2 border-b border-border px-4 py-3 sm:px-6">
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.rooms} aria-label="Back to rooms">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="text-xl font-bold tracking-tight wrap-anywhere sm:text-2xl">{title}</h1>
      </div>
      <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted">
          <Lock aria-hidden="true" className="size-7 text-muted-foreground" />
        </span>
        <p className="text-muted-foreground">This room is not part of the free plan. Upgrade to read and post here.</p>
        <Button asChild>
          <Link to={paths.pricing} data-testid="room-locked">
            <Lock aria-hidden="true" />
            {LOCKED_ROOM_TEXT}
          </Link>
        </Button>
      </div>
    </div>
  )
}

/** Shown instead of the composer in a read-only private room (its owner's Pro plan lapsed). */
export function ReadOnlyNotice() {
  return (
    <p
      role="status"
      data-testid="room-read-only"
      className="flex items-center gap-2 border-t border-border px-4 py-4 text-sm text-muted-foreground sm:px-6"
    >
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {READ_ONLY_ROOM_TEXT}
    </p>
  )
}
