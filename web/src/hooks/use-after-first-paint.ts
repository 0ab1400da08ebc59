import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '@/lib/tasks/next-task'

/**
 * False while `shown` is false, and until what first shows has been painted; then true (set as a
 * transition) until `shown` turns false again. Render the heavy part of something that has just
 * appeared (a dialog's form) only when it is true: the first part commits and paints on its own,
 * and the rest follows in a later task, so no single task holds both on a slow phone.
 */
export function useAfterFirstPaint(shown: boolean): boolean {
  const [ready, setReady] = useState(false)
  if (!shown && ready) setReady(false)
  useEffect(() => {
    if (!shown) return
    let current = true
    void afterNextPaint().then(() => {
      if (current) startTransition(() => setReady(true))
    })
    return () => {
      current = false
    }
  }, [shown])
  return shown && ready
}
