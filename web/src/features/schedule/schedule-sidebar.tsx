import { format } from 'date-fns'
import { Calendar } from '@/components/ui/calendar'
import { cn } from '@/lib/utils'
import { parseIsoDate } from './schedule-dates'
import { CATEGORIES, CATEGORY_IDS, type ScheduleEvent } from './schedule-model'

/** Props of {@link ScheduleSidebar}. */
export interface ScheduleSidebarProps {
  selected: Date
  /** The month the calendar shows (its first day). */
  month: Date
  onMonthChange: (month: Date) => void
  onSelect: (day: Date) => void
  /** The days that have visible events: shown in bold. */
  eventDays: Date[]
  /** 'Upcoming Events': the first 3 visible events from today on. */
  upcoming: readonly ScheduleEvent[]
}

/**
 * The schedule's left panel: the month calendar (Monday first; days with events in bold and
 * named 'has events'; the keyboard moves by day, week, month and year), the Events Legend of the
 * six categories with their colours, and 'Upcoming Events' (each selects its day).
 */
export function ScheduleSidebar({
  selected,
  month,
  onMonthChange,
  onSelect,
  eventDays,
  upcoming,
}: ScheduleSidebarProps) {
  return (
    <div className="space-y-6">
      <section
        aria-label="Month calendar"
        className="flex justify-center rounded-xl border border-border bg-card text-card-foreground"
      >
        <Calendar
          mode="single"
          required
          selected={selected}
          onSelect={(day) => onSelect(day)}
          month={month}
          onMonthChange={onMonthChange}
          weekStartsOn={1}
          modifiers={{ hasEvents: eventDays }}
          modifiersClassNames={{ hasEvents: 'font-bold' }}
          labels={{
            labelDayButton: (date, modifiers) =>
              [
                modifiers.today ? 'Today, ' : '',
                format(date, 'EEEE, MMMM do, yyyy'),
                modifiers.hasEvents ? ', has events' : '',
                modifiers.selected ? ', selected' : '',
              ].join(''),
          }}
        />
      </section>

      <section
        aria-labelledby="legend-heading"
        className="rounded-xl border border-border bg-card p-5 text-card-foreground"
      >
        <h2 id="legend-heading" className="text-lg font-semibold">
          Events Legend
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {CATEGORY_IDS.map((id) => (
            <li key={id} className="flex items-center gap-2">
              <span aria-hidden="true" className={cn('size-3 rounded-full', CATEGORIES[id].dot)} />
              {CATEGORIES[id].label}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="upcoming-heading"
        className="rounded-xl border border-border bg-card p-5 text-card-foreground"
      >
        <h2 id="upcoming-heading" className="text-lg font-semibold">
          Upcoming Events
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No upcoming events</p>
        ) : (
          <ul aria-labelledby="upcoming-heading" className="mt-3 grid gap-2">
            {upcoming.map((event) => {
              const date = parseIsoDate(event.date)
              return (
                <li key={event.id}>
                  <button
                    type="button"
                    onClick={() => date && onSelect(date)}
                    className="flex w-full items-start gap-3 rounded-lg p-2 text-left outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span
                      aria-hidden="true"
                      className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', CATEGORIES[event.category].dot)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium wrap-anywhere">{event.title}</span>
                      <span className="block text-sm text-muted-foreground">
                        {date ? format(date, 'EEE, MMM d') : event.date} · {event.timeStart} - {event.timeEnd}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}
