import type { ReactNode } from 'react'
import { useHydrated } from '@/hooks/use-hydrated'

/**
 * A `<time>` whose text depends on the clock or the visitor's time zone (e.g. 'Mar 4, 3:07 PM'
 * of a sample seeded relative to now), so a prerendered page cannot know it. While that page
 * hydrates, the prerendered text stays (React is told the text may differ, so there is no
 * mismatch); right after, the element is made again with `children` as this browser computes
 * them. `dateTime` is the machine-readable ISO date.
 */
export function LocalTime({
  dateTime,
  className,
  children,
}: {
  dateTime: string
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <time key={hydrated ? 'browser' : 'prerender'} dateTime={dateTime} className={className} suppressHydrationWarning>
      {children}
    </time>
  )
}
