import { startTransition, useEffect, useState } from 'react'
import { nextTask } from '@/lib/tasks/next-task'

/**
 * False while `shown` is false, and in the render that first shows something; true from a later
 * task on (set as a transition), until `shown` turns false again. Render the heavy part of
 * something that has just appeared (a dialog's form) only when it is true: the first part then
 * commits and paints in a task of its own, and the rest follows in the next, so no single task
 * holds both on a slow phone.
 */
export function useAfterFirstPaint(shown: boolean): boolean {
  const [ready, setReady] = useState(false)
  if (!shown && ready) setReady(false)
  useEffect(() => {
    if (!shown) return
    let current = true
    void nextTask().then(() => {
      if (current) startTransition(() => setReady(true))
    })
    return () => {
      current = false
    }
  }, [shown])
  return shown && ready
}
