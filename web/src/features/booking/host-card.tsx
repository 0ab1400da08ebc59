import { Clock, Globe, Video } from 'lucide-react'
import { HOST, SESSION_MINUTES } from './booking-model'

/**
 * The host's profile card: initials, name, role, availability (Mon to Fri, 2-6pm in the host's
 * time zone, named), 30-minute one-on-one video or voice sessions.
 */
export function HostCard() {
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
          {HOST.initials}
        </span>
        <div>
          <p className="text-lg font-semibold">{HOST.name}</p>
          <p className="text-sm text-muted-foreground">{HOST.role}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        Book one-on-one time with {HOST.name} for advice on whatever is on your mind, from big decisions to quiet
        worries.
      </p>
      <ul className="mt-5 space-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Available {HOST.availability}
        </li>
        <li className="flex items-center gap-2">
          <Globe aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Host&apos;s time zone: {HOST.timeZone}
        </li>
        <li className="flex items-center gap-2">
          <Video aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {SESSION_MINUTES}-minute one-on-one video or voice session
        </li>
      </ul>
    </section>
  )
}
