import { useEffect, useRef, type ComponentProps } from 'react'
import { ChevronLeftIcon, ChevronRightIcon, ChevronDownIcon } from 'lucide-react'
import { DayPicker, getDefaultClassNames, type DayButtonProps } from 'react-day-picker'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/**
 * A month calendar (react-day-picker's `DayPicker`, styled like shadcn/ui's Calendar with the
 * app's tokens). Takes every DayPicker prop: `mode`/`selected`/`onSelect`, `disabled`,
 * `modifiers` with `modifiersClassNames`, `month`/`onMonthChange`, `weekStartsOn`, ...
 *
 * Keyboard (DayPicker's own grid navigation): arrows move by a day (left/right) or a week
 * (up/down), PageUp/PageDown by a month, Shift+PageUp/PageDown by a year, Home/End to the
 * week's start/end; Enter or Space selects. Outside days are shown by default. The day button
 * inherits the cell's font weight, so a modifier class like `font-bold` on the cell shows.
 */
export function Calendar({ className, classNames, showOutsideDays = true, components, ...props }: CalendarProps) {
  const defaults = getDefaultClassNames()
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('w-fit bg-transparent p-3 [--cell-size:--spacing(9)]', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4 md:flex-row', defaults.months),
        month: cn('flex w-full flex-col gap-4', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: null }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: null }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn(
          'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
          defaults.month_caption,
        ),
        caption_label: cn('text-sm font-medium select-none', defaults.caption_label),
        month_grid: cn('w-full border-collapse', defaults.month_grid),
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn('flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none', defaults.weekday),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn('group/day relative aspect-square h-full w-full p-0 text-center select-none', defaults.day),
        today: cn('rounded-md bg-accent text-accent-foreground', defaults.today),
        // Important: a day outside the month or disabled stays muted when it is also today.
        outside: cn('text-muted-foreground!', defaults.outside),
        disabled: cn('text-muted-foreground! opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Root: ({ className: rootClassName, rootRef, ...rootProps }) => (
          <div data-slot="calendar" ref={rootRef} className={rootClassName} {...rootProps} />
        ),
        Chevron: ({ className: chevronClassName, orientation }) => {
          const Icon =
            orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon
          return <Icon aria-hidden="true" className={cn('size-4', chevronClassName)} />
        },
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  )
}

/** Props of {@link Calendar}: DayPicker's own. */
export type CalendarProps = ComponentProps<typeof DayPicker>

/**
 * One day's button in {@link Calendar}: focused when DayPicker moves focus to it (keyboard
 * navigation), filled with the primary colour when selected, ringed while focused.
 */
export function CalendarDayButton({ className, day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  return (
    <button
      ref={ref}
      data-day={day.isoDate}
      data-selected-single={modifiers.selected || undefined}
      className={cn(
        'flex aspect-square size-auto w-full min-w-(--cell-size) items-center justify-center rounded-md text-sm leading-none [font-weight:inherit] outline-none transition-[color,background-color,box-shadow]',
        'hover:bg-accent hover:text-accent-foreground focus-visible:relative focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'disabled:pointer-events-none',
        'data-[selected-single=true]:bg-primary data-[selected-single=true]:text-primary-foreground data-[selected-single=true]:hover:bg-primary/90',
        className,
      )}
      {...props}
    />
  )
}
