import { useEffect } from 'react'

let openLayers = 0

/**
 * The dimmed backdrop of a modal layer (dialog, alert dialog, sheet), placed in its portal. While
 * it is shown the app root (#root) is `inert`, so the page's links leave the tab order (Radix hides
 * the page with aria-hidden only, which axe flags as aria-hidden-focus), and the document does not
 * scroll (`html[data-modal-open]`; the body keeps the scrollbar's width, so nothing moves). Counts
 * nested layers, so both come back when the last one closes. A click on it is outside the layer's
 * content, so Radix closes a dialog or sheet.
 */
export function ModalBackdrop() {
  // After paint, not in the layout phase: making the whole app inert restyles every element, and
  // a layout-phase change would be restyled again at once when Radix reads the dialog's animation.
  useEffect(() => {
    const root = document.getElementById('root')
    const html = document.documentElement
    // The scrollbar's width (0 where scrollbars overlay the page, as on phones), read before the
    // page is restyled.
    if (openLayers === 0) html.style.setProperty('--scrollbar-gap', `${window.innerWidth - html.clientWidth}px`)
    openLayers += 1
    if (root) root.inert = true
    html.dataset.modalOpen = ''
    return () => {
      openLayers -= 1
      if (openLayers > 0) return
      if (root) root.inert = false
      delete html.dataset.modalOpen
      html.style.removeProperty('--scrollbar-gap')
    }
  }, [])
  return (
    <div data-slot="modal-backdrop" aria-hidden="true" className="pointer-events-auto fixed inset-0 z-50 bg-black/60" />
  )
}
