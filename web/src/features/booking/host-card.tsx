import { Clock, Globe, Video } from 'lucide-react'
import { SESSION_MINUTES } from './booking-model'
import type { BookingHost } from './data/booking-source'

/**
 * The host's profile card: initials, name, role (when there is one), bio, availability (e.g. Mon
 * to Fri, 2-6pm, in the host's time zone, named), 30-minute one-on-one video or voice sessions. User
 * text renders as text.
 */
export function HostCard({ host }: { host: BookingHost }) {
  return (
    <section
      aria-labelledby="host-heading"
      className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
    >
      <h2 id="host-heading" className="sr-only">
        Your host
      </h2>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
        >
          {host.initials}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold wrap-anywhere">{host.name}</p>
          {host.role ? <p className="text-sm text-muted-foreground">{host.role}</p> : null}
        </div>
      </div>
      {host.bio ? (
        <p className="mt-4 text-sm whitespace-pre-wrap text-muted-foreground wrap-anywhere">{host.bio}</p>
      ) : null}
      <ul className="mt-5 space-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Available {host.availability}
        </li>
        <li className="flex items-center gap-2">
          <Globe aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Host&apos;s time zone: {host.timeZone}
        </li>
        <li className="flex items-center gap-2">
          <Video aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {SESSION_MINUTES}-minute one-on-one video or voice session
        </li>
      </ul>
    </section>
  )
}
