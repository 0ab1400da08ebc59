import { useLayoutEffect } from 'react'

let openLayers = 0

/**
 * Makes the app root (#root) `inert` while mounted. Placed inside portalled modal content
 * (dialog, alert dialog, sheet): Radix hides the page behind a modal with aria-hidden only, which
 * leaves its links focusable for axe (aria-hidden-focus); inert takes them out properly.
 * Counts nested layers, so the root comes back when the last one closes.
 */
export function InertAppRoot() {
  useLayoutEffect(() => {
    const root = document.getElementById('root')
    if (!root) return
    openLayers += 1
    root.inert = true
    return () => {
      openLayers -= 1
      if (openLayers === 0) root.inert = false
    }
  }, [])
  return null
}
