import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered markup (and on the server), true in every render after
 * it and in any render that is not a hydration. For markup that needs the browser's measurements:
 * render the prerender's version until this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
