import { useLayoutEffect } from 'react'

let holds = 0
let revealed = false
let pending: (() => void) | null = null

/**
 * Runs `reveal` (which shows the app's first page in place of the prerendered frame) now, or,
 * while something holds the frame ({@link useHoldPageFrame}), as the last hold is released. Only
 * the first call counts: once the page is revealed, later calls and holds do nothing.
 */
export function revealPageWhenReady(reveal: () => void): void {
  if (revealed) return
  if (holds > 0) {
    pending = reveal
    return
  }
  revealed = true
  reveal()
}

/**
 * Keeps the prerendered frame on screen while the calling component is mounted, if the page has
 * not been revealed yet: a placeholder such as the session spinner then never replaces the frame,
 * and the page shows once it renders for real. Released in the commit that unmounts the component.
 */
export function useHoldPageFrame(): void {
  useLayoutEffect(() => {
    if (revealed) return
    holds += 1
    return () => {
      holds -= 1
      if (holds === 0 && pending) {
        const reveal = pending
        pending = null
        revealPageWhenReady(reveal)
      }
    }
  }, [])
}

/** Forgets every hold and the reveal, as on a new page load (for tests). */
export function resetPageReveal(): void {
  holds = 0
  revealed = false
  pending = null
}
