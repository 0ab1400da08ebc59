import { use } from 'react'
import { importHydrated } from '@/lib/persist/persisted-store'
import { trackPromise, type TrackedPromise } from './tracked-promise'

/**
 * A feature's guest source: the browser's own store with its sample data, which only a visitor
 * without an account uses. Its code loads on first use, so a member's pages never download or run it.
 */
export interface GuestSource<S> {
  /**
   * Loads the source's code once, with its store's saved data read, and resolves to the source.
   * A failed load stays failed, as a route module's does: its page shows the error (a render that
   * loaded again would suspend, fail and retry forever); reloading the page tries again.
   */
  load(): Promise<S>
  /**
   * The source, for a render: at once when it has loaded, else the render suspends (React's `use`)
   * until it has. Throws the load's error to the nearest error boundary.
   */
  use(): S
}

/**
 * Wraps the dynamic import of a guest source (`async () => (await import('./local-x-source')).localXSource`).
 * The app's first render, and the build's prerender, load it first for a page that needs it
 * (its route module's `prepareGuest`), so a guest's page shows its data without suspending.
 */
export function guestSource<S>(importSource: () => Promise<S>): GuestSource<S> {
  let loading: TrackedPromise<S> | undefined
  const load = (): TrackedPromise<S> => (loading ??= trackPromise(importHydrated(importSource())))
  return {
    load,
    use() {
      const tracked = load()
      return tracked.status === 'fulfilled' ? tracked.value : use(tracked)
    },
  }
}
