import { Clock } from 'lucide-react'
import type { Slot } from './booking-slots'
import { formatClock, formatShortDate, zonedIsoDate } from './time-zone'

/** Props of {@link TimeSlots}. */
export interface TimeSlotsProps {
  /** The chosen host date 'yyyy-MM-dd'; null before a date is chosen. */
  date: string | null
  /** Its open slots (already-booked and past ones left out). */
  slots: readonly Slot[]
  /** The visitor's time zone: slot times are shown in it. */
  timeZone: string
  /** The host's time zone: the slots' own clock. */
  hostTimeZone: string
  /** While the taken times are read: 'Loading times…'; 'error': they could not be read. */
  status?: 'loading' | 'ready' | 'error'
  /** Shown instead of any times (e.g. no host to book with). */
  unavailable?: string
  /** A time was chosen; `trigger` is its button (to return focus to). */
  onChoose: (slot: Slot, trigger: HTMLButtonElement) => void
}

/** The id of the 'Available Times' heading (focusable, to move focus to after a booking). */
export const TIMES_HEADING_ID = 'times-heading'

/**
 * 'Available Times' for the chosen date: one button per open slot, labelled with its start in
 * the visitor's time zone (with the date when that differs from the chosen one, and the
 * host's own time when it reads differently). While the host's taken times load: 'Loading
 * times…'; when they cannot be read, a message says so. Before a date: 'Select a date to see available
 * times'; with none left: 'No times left on this day'.
 */
export function TimeSlots({
  date,
  slots,
  timeZone,
  hostTimeZone,
  status = 'ready',
  unavailable,
  onChoose,
}: TimeSlotsProps) {
  return (
    <section
      aria-labelledby={TIMES_HEADING_ID}
      className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
    >
      <h2 id={TIMES_HEADING_ID} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
        <Clock aria-hidden="true" className="size-5 text-primary" />
        Available Times
      </h2>
      {unavailable ? (
        <p className="mt-4 text-sm text-muted-foreground">{unavailable}</p>
      ) : date === null ? (
        <p className="mt-4 text-sm text-muted-foreground">Select a date to see available times</p>
      ) : status === 'loading' ? (
        <p aria-busy="true" className="mt-4 text-sm text-muted-foreground">
          Loading times…
        </p>
      ) : status === 'error' ? (
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          The free times could not be loaded. Check your connection and try again.
        </p>
      ) : slots.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No times left on this day. Please choose another date.</p>
      ) : (
        <ul aria-labelledby={TIMES_HEADING_ID} className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 2xl:grid-cols-4">
          {slots.map((slot) => {
            const otherDay = zonedIsoDate(slot.start, timeZone) !== date
            const clock = formatClock(slot.start, timeZone)
            const sameClock = clock === formatClock(slot.start, hostTimeZone)
            return (
              <li key={slot.time}>
                <button
                  type="button"
                  data-slot-time={slot.time}
                  onClick={(event) => onChoose(slot, event.currentTarget)}
                  className="flex w-full flex-col items-center rounded-lg whitespace-nowrap border border-border px-2 py-2.5 text-sm font-medium outline-none transition-colors hover:border-primary hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span>{clock}</span>
                  {otherDay ? (
                    <span className="text-xs font-normal">{formatShortDate(slot.start, timeZone)}</span>
                  ) : null}
                  {sameClock && !otherDay ? null : (
                    <span className="text-xs font-normal text-muted-foreground">{slot.time} host time</span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
