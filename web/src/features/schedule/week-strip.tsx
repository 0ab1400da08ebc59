import { format, isSameDay } from 'date-fns'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { dayDots, toIsoDate, weekDays } from './schedule-dates'
import { CATEGORIES, type CategoryId, type ScheduleEvent } from './schedule-model'

/**
 * A week-strip day's accessible name: 'Monday, March 3', then ', today' when it is today, then
 * ': ' and its dots' category labels ('Meeting, My Availability') when it has any.
 */
export function dayLabel(day: Date, isToday: boolean, dots: readonly CategoryId[]): string {
  const categories = dots.length > 0 ? `: ${dots.map((c) => CATEGORIES[c].label).join(', ')}` : ''
  return `${format(day, 'EEEE, MMMM d')}${isToday ? ', today' : ''}${categories}`
}

/** Props of {@link WeekStrip}. */
export interface WeekStripProps {
  /** The selected day; the strip shows its Monday-to-Sunday week. */
  selected: Date
  today: Date
  /** The events whose categories show as dots. */
  events: readonly ScheduleEvent[]
  onSelect: (day: Date) => void
  /** Previous Week (-1) or Next Week (+1). */
  onStep: (weeks: -1 | 1) => void
}

/**
 * The week strip: Previous Week / Next Week buttons and 7 day buttons, Monday first, each
 * with its short weekday, day number and up to 3 coloured dots for that day's categories
 * (named for screen readers). The selected day is pressed (aria-pressed).
 */
export function WeekStrip({ selected, today, events, onSelect, onStep }: WeekStripProps) {
  const days = weekDays(selected)
  const first = days[0] ?? selected
  const last = days[days.length - 1] ?? selected
  return (
    <section aria-label="Week" className="rounded-xl border border-border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => onStep(-1)}>
          <ChevronLeft aria-hidden="true" />
          Previous Week
        </Button>
        <p className="order-first w-full text-center text-sm font-medium sm:order-none sm:w-auto" aria-live="polite">
          {format(first, 'MMM d')} – {format(last, 'MMM d, yyyy')}
        </p>
        <Button variant="outline" size="sm" onClick={() => onStep(1)}>
          Next Week
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <ul className="mt-4 grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((day) => {
          const dots = dayDots(events, toIsoDate(day))
          const isSelected = isSameDay(day, selected)
          const isToday = isSameDay(day, today)
          return (
            <li key={toIsoDate(day)}>
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={dayLabel(day, isToday, dots)}
                data-date={toIsoDate(day)}
                onClick={() => onSelect(day)}
                className={cn(
                  'flex w-full flex-col items-center gap-1 rounded-lg border px-0.5 py-2 text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isToday ? 'border-primary' : 'border-transparent',
                  isSelected
                    ? 'bg-primary text-primary-foreground hover:bg-primary/90'
                    : 'hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <span className="text-xs">{format(day, 'EEE')}</span>
                <span className="text-lg leading-none font-semibold">{format(day, 'd')}</span>
                <span className="flex h-2 items-center gap-1">
                  {dots.map((category) => (
                    <span
                      key={category}
                      className={cn('size-1.5 rounded-full ring-1 ring-background', CATEGORIES[category].dot)}
                    />
                  ))}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
