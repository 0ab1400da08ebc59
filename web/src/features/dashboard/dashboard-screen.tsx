import { CalendarClock, Clock, Lock, Users, Video } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { FeaturesSection } from '@/components/sections/features-section'
import { PromiseSection } from '@/components/sections/promise-section'
import { Copyright } from '@/components/layout/public-footer'
import { LOCKED_ROOM_LABEL, useNavRooms, useRealRoomCount } from '@/components/layout/shell/room-counts'
import { cn } from '@/lib/utils'
import { adviceHost, featuredRooms } from './featured-rooms'

/** Props of {@link DashboardScreen}. */
export interface DashboardScreenProps {
  /**
   * Slot for the trial-ended dialog 'Your 7-Day Journey Has Ended'; the route
   * passes the subscription feature's dialog, so this screen stays free of session logic.
   */
  trialEndedDialog?: ReactNode
}

/**
 * The dashboard, rendered inside the sidebar shell: welcome hero ('Join the
 * Community' → /rooms/dreams, 'Learn More' → /about), Featured Rooms, 'Schedule a Meeting'
 * ('Book Session' → /book-session) with the 'Meeting with Member' card, the landing page's
 * features and promise sections, and a footer with the current year. A featured room shows its
 * real member count when the shell has real counts (a member), else its fixed figure; a room the
 * member's plan locks shows a lock and 'Available on Basic and Pro' linking to /pricing instead
 * of 'Join Room'.
 */
export function DashboardScreen({ trialEndedDialog }: DashboardScreenProps) {
  const realCount = useRealRoomCount()
  const navRooms = useNavRooms()
  const isLocked = (slug: string) => navRooms.some((room) => room.slug === slug && room.locked)
  return (
    <div data-frame className="mx-auto w-full max-w-6xl space-y-16 px-4 py-8 sm:px-6 md:py-10">
      {trialEndedDialog}

      <section
        aria-labelledby="dashboard-heading"
        className="rounded-2xl border border-border bg-linear-to-br from-primary/20 via-card to-card p-6 sm:p-10"
      >
        <h1 id="dashboard-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Welcome to Nexus
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          A space for deep connections, introspective exploration and meaningful discussions.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.room('dreams')}>Join the Community</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.about}>Learn More</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
          Featured Rooms
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {featuredRooms.map((room) => {
            const count = realCount(room.slug)
            const locked = isLocked(room.slug)
            return (
              <li
                key={room.slug}
                className="flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground"
              >
                <div aria-hidden="true" className={cn('h-20 bg-linear-to-br', room.gradient)} />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold">{room.name}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{room.description}</p>
                  {/* While a member's counts are pending the line keeps its place, empty and hidden. */}
                  <p
                    data-volatile
                    className={cn(
                      'mt-4 flex items-center gap-1.5 text-sm text-muted-foreground',
                      count === null && 'invisible',
                    )}
                  >
                    <Users aria-hidden="true" className="size-4" />
                    <span data-testid="room-count">{count === null ? '' : (count ?? room.members)}</span> members
                  </p>
                  {locked ? (
                    <Button asChild variant="outline" className="mt-4 h-auto! min-h-9 w-full whitespace-normal!">
                      <Link to={paths.pricing}>
                        <Lock aria-hidden="true" />
                        {LOCKED_ROOM_LABEL}
                        <span className="sr-only">: {room.name}</span>
                      </Link>
                    </Button>
                  ) : (
                    <Button asChild variant="secondary" className="mt-4 w-full">
                      <Link to={paths.room(room.slug)}>
                        Join Room<span className="sr-only">: {room.name}</span>
                      </Link>
                    </Button>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <section
        aria-labelledby="schedule-heading"
        className="grid items-center gap-8 rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-10 lg:grid-cols-2"
      >
        <div>
          <h2 id="schedule-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <CalendarClock aria-hidden="true" className="size-6 text-primary" />
            Schedule a Meeting
          </h2>
          <p className="mt-4 text-muted-foreground">
            Book one-on-one time with {adviceHost.name} for advice on whatever is on your mind, from big decisions to
            quiet worries. {adviceHost.name.split(' ')[0]} is available {adviceHost.availability}.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to={paths.bookSession}>Book Session</Link>
          </Button>
        </div>
        <div className="rounded-xl border border-border bg-background p-6">
          <h3 className="text-lg font-semibold">Meeting with Member</h3>
          <div className="mt-4 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
            >
              {adviceHost.initials}
            </span>
            <div>
              <p className="font-medium">{adviceHost.name}</p>
              <p className="text-sm text-muted-foreground">{adviceHost.role}</p>
            </div>
          </div>
          <ul className="mt-5 space-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-primary" />
              Available {adviceHost.availability}
            </li>
            <li className="flex items-center gap-2">
              <Video aria-hidden="true" className="size-4 text-primary" />
              One-on-one video or voice session
            </li>
          </ul>
        </div>
      </section>

      <FeaturesSection />
      <PromiseSection />

      <footer className="border-t border-border pt-6 text-center">
        <Copyright />
      </footer>
    </div>
  )
}
