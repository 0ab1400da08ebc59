import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

let hydrating = false
const subscribeNever = () => () => {}

/**
 * Marks whether React is hydrating a prerendered page: the entry sets it just before
 * `hydrateRoot`, the root route clears it after the first commit. Outside that window every
 * hook below reads the browser at once.
 */
export function setHydrating(value: boolean): void {
  hydrating = value
}

/**
 * A browser value (a media query, "running in a browser") that prerendered markup could not know.
 * While a prerendered page hydrates it returns `prerenderValue`, so the markup matches, and takes
 * the browser's value after hydration as a transition: React renders that update in slices that
 * yield to the browser. (`useSyncExternalStore` with a server snapshot re-renders synchronously in
 * the same task as the hydration commit, a long task on a phone.) In any other render it returns
 * the browser's value from the first render. `subscribe` and `getSnapshot` must be stable.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  prerenderValue: T,
): T {
  const [value, setValue] = useState(() => (hydrating ? prerenderValue : getSnapshot()))
  useEffect(() => {
    const update = () => startTransition(() => setValue(getSnapshot()))
    update()
    return subscribe(update)
  }, [subscribe, getSnapshot])
  // The server snapshot makes a server render return `prerenderValue`; in the browser the
  // snapshot is the state above, equal to it while hydrating, so React has nothing to re-render.
  return useSyncExternalStore(
    subscribeNever,
    () => value,
    () => prerenderValue,
  )
}

const inBrowser = () => true

/**
 * False while React hydrates prerendered markup (and on the server), true in every render after
 * it and in any render that is not a hydration. For markup that needs the browser's measurements:
 * render the prerender's version until this is true.
 */
export function useHydrated(): boolean {
  return useBrowserValue(subscribeNever, inBrowser, false)
}
