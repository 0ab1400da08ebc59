import { useBrowserValue } from '@/hooks/use-hydrated'

/** Screens narrower than this are mobile. */
export const MOBILE_BREAKPOINT = 768

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const mql = window.matchMedia(query)
  mql.addEventListener('change', onChange)
  return () => mql.removeEventListener('change', onChange)
}

function getSnapshot() {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false
}

/**
 * True while the viewport is under 768 px wide (a media query, so it follows resizes). A
 * prerendered page hydrates as wide (false) and then follows the viewport.
 */
export function useIsMobile(): boolean {
  return useBrowserValue(subscribe, getSnapshot, false)
}
