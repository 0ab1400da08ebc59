import { useEffect, useState } from 'react'
import { whenReadsSettled } from './reads-in-flight'

let settledOnce = false

/**
 * False until the page's first reads have settled and the browser is idle ({@link whenReadsSettled}),
 * then true for the rest of the visit (later pages do not wait again). With `enabled` false it stays
 * false and waits for nothing. For reads that must not compete with what the page shows first.
 */
export function useReadsSettled(enabled: boolean): boolean {
  const [settled, setSettled] = useState(settledOnce)
  useEffect(() => {
    if (!enabled || settled) return
    let active = true
    void whenReadsSettled().then(() => {
      settledOnce = true
      if (active) setSettled(true)
    })
    return () => {
      active = false
    }
  }, [enabled, settled])
  return enabled && settled
}
