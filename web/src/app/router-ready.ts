import type { DataRouter as Router } from 'react-router'

/** The part of a data router this module reads. */
type DataRouter = Pick<Router, 'state' | 'subscribe'>

/**
 * Resolves once the router has loaded the lazy route modules of the first URL
 * (`state.initialized`). Rendering only then means the first render is the page itself, so the
 * router has nothing to show meanwhile and needs no `HydrateFallback`. Never rejects: a module
 * that fails to load still initialises the router, with the error for its error boundary.
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
