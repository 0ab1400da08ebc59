import { Clock, FileText, MapPin, Pencil, Trash2, User, Users } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { actionLabel } from './event-action'
import { CATEGORIES, isAppPath, type ScheduleEvent } from './schedule-model'

/** Props of {@link EventCard}. */
export interface EventCardProps {
  event: ScheduleEvent
  /** The edit icon was pressed. */
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void
  /** The delete icon was pressed. */
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void
  /** The action button ('View Resource', 'View Availability' or 'Join Event') was pressed. */
  onAction: () => void
}

/** '{n} attendee(s)'. */
export function attendeeLabel(count: number): string {
  return `${count} ${count === 1 ? 'attendee' : 'attendees'}`
}

/**
 * One schedule entry as a card (`<li>`): category badge, title, time range 'HH:mm - HH:mm',
 * location, host ('{name} (You)' for availability slots, '{name} (Host)' otherwise), the
 * attendee count (not for availability slots), for daily scripts 'Resource Available' with
 * its link (only an app path is a link), the description, edit and delete icons named after
 * the title, and the action button.
 */
export function EventCard({ event, onEdit, onDelete, onAction }: EventCardProps) {
  const category = CATEGORIES[event.category]
  const isSlot = event.isAvailabilitySlot === true
  const link = event.category === 'daily-script' ? event.resourceLink : undefined
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <Badge variant="tint" className={category.badge}>
            {category.label}
          </Badge>
          <h3 className="mt-2 text-lg font-semibold wrap-anywhere">{event.title}</h3>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            className="text-muted-foreground"
            aria-label={`Edit ${event.title}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost-destructive" size="icon" aria-label={`Delete ${event.title}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {event.timeStart} - {event.timeEnd}
          </span>
        </li>
        {event.location ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="wrap-anywhere">{event.location}</span>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <User aria-hidden="true" className="size-4 shrink-0" />
          <span className="wrap-anywhere">
            {event.facilitator} {isSlot ? '(You)' : '(Host)'}
          </span>
        </li>
        {isSlot ? null : (
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            <span>{attendeeLabel(event.attendees.length)}</span>
          </li>
        )}
      </ul>
      {link ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="font-medium">Resource Available</span>
          {isAppPath(link) ? (
            <Link
              to={link}
              className="font-medium text-primary underline underline-offset-4 outline-none wrap-anywhere focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {link}
            </Link>
          ) : (
            <span className="text-muted-foreground wrap-anywhere">{link}</span>
          )}
        </p>
      ) : null}
      {event.description ? <p className="text-sm whitespace-pre-wrap wrap-anywhere">{event.description}</p> : null}
      <Button variant={isSlot ? 'secondary' : 'default'} className="mt-auto w-full sm:w-fit" onClick={onAction}>
        {actionLabel(event)}
        <span className="sr-only">: {event.title}</span>
      </Button>
    </li>
  )
}
